/**
 * Every error code the API answers with, and its HTTP status. The front end switches on the code; the
 * French message travels with the answer.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  unsupported_amount: 400,
  authentication_failed: 401,
  insufficient_credits: 402,
  /** The monthly plan's documents are all used for this period ('Limite atteinte'). */
  plan_limit_reached: 402,
  /** A plan timestamp without an active subscription. */
  no_active_plan: 402,
  forbidden: 403,
  /** A new secret asked for by a credits page's session whose password was not entered again lately. */
  reauthentication_required: 403,
  csrf_failed: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** The request's headers or body did not arrive in time: sent too slowly, or not at all. */
  request_timeout: 408,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  /** An uploaded document of a type the service does not timestamp (`accepted-file-types.ts`). */
  unsupported_file_type: 415,
  payment_not_succeeded: 402,
  payment_failed: 402,
  too_many_requests: 429,
  blockchain_timestamp_failed: 502,
  blockchain_and_refund_failed: 502,
  /** Paid, and the anchoring is still under way after the web flow's wait: asking again is safe. */
  anchoring_pending: 504,
  webhook_signature_invalid: 400,
  service_unavailable: 503,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every error answer. */
export interface ErrorBody {
  success: false;
  error: ErrorCode;
  message: string;
  details?: string;
  /** A 402 of a batch: the balance, and the credits the request needed. */
  balance?: number;
  required?: number;
}
