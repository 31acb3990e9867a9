import { ERROR_STATUS, type ErrorCode } from '@horodoc/shared/error-codes';

/**
 * The one error type of the server: a code from the closed list, a French message fit for the user,
 * optional details for the user, and the underlying cause for the logs only.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details?: string;

  constructor(code: ErrorCode, message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
