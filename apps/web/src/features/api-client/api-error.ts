import type { ErrorCode } from '@horodoc/shared/error-codes';

/** A failed API call: the HTTP status (0 when the network failed), the server's error code, a French message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly details: string | undefined;
  /** The parsed JSON body of the answer, when it had one. */
  readonly body: unknown;

  /** The server's own French text (its `message`), which the fixed client texts may have replaced. */
  get serverText(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  }

  constructor(options: {
    status: number;
    code?: ErrorCode;
    message: string;
    details?: string;
    body?: unknown;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
    this.body = options.body;
  }
}
