/**
 * Every error code the API answers with, and its HTTP status. The front end switches on the code; the
 * French message travels with the answer.
 */
export const ERROR_STATUS = {
  /** The body cannot be read: not JSON, not UTF-8, a broken multipart body. */
  invalid_request: 400,
  /** The body was read, and fields are wrong: the answer's `fields` lists them. */
  invalid_fields: 400,
  /** A webhook URL that is not https, resolves to a private address, or does not resolve. */
  webhook_url_refused: 400,
  unsupported_amount: 400,
  /** Web sign-in and sessions; a signed request's refusal has one of the five codes below. */
  authentication_failed: 401,
  /** X-API-Key, X-Signature or X-Timestamp missing. */
  signature_missing: 401,
  /** X-Timestamp more than 5 minutes away from the server's clock. */
  timestamp_out_of_window: 401,
  /** The key is unknown, revoked, past its end, or not allowed on this route. */
  api_key_invalid: 401,
  /** X-Signature is not the HMAC of the request under the key's secret. */
  signature_invalid: 401,
  /** The exact repeat of a request that changes something: same signature, same body. */
  signature_replayed: 401,
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
  /** The certificate is still pending: its PDF exists once it is anchored. */
  certificate_not_ready: 409,
  /** The certificate failed or expired: there will be no PDF (its credit was given back). */
  certificate_not_issued: 409,
  /** The Idempotency-Key already served another request (another document, another batch). */
  idempotency_key_reused: 409,
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
  /** Too many connections open at once from one address. */
  too_many_connections: 429,
  blockchain_timestamp_failed: 502,
  blockchain_and_refund_failed: 502,
  /** Paid, and the anchoring is still under way after the web flow's wait: asking again is safe. */
  anchoring_pending: 504,
  webhook_signature_invalid: 400,
  service_unavailable: 503,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One field an `invalid_fields` answer refuses: its path (`documents.2.file_hash`) and why, in French. */
export interface FieldProblem {
  name: string;
  reason: string;
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  success: false;
  error: ErrorCode;
  message: string;
  details?: string;
  /** `invalid_fields` only: each field refused, and why. */
  fields?: FieldProblem[];
  /** A 402 of a batch: the balance, and the credits the request needed. */
  balance?: number;
  required?: number;
}
