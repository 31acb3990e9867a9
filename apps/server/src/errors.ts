import { ERROR_STATUS, type ErrorCode } from '@horodoc/shared/error-codes';

/**
 * The one error type of the server: a code from the closed list, a French message fit for the user,
 * optional details for the user, and the underlying cause for the logs only.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details?: string;
  /** For a 402: what the balance is and what the request needed, for programs to read. */
  readonly shortfall?: { balance: number; required: number };

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: string; cause?: unknown; shortfall?: { balance: number; required: number } } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.details = options.details;
    this.shortfall = options.shortfall;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * What each refusal a module returns answers, by name: the one place for these French messages. A module
 * returns `{ kind: 'not_found' }` and the like; its route picks the refusal that fits and throws it.
 */
const REFUSALS = {
  certificate_unknown: ['not_found', 'Certificat introuvable : vérifiez son identifiant.'],
  certificate_pdf_unavailable: ['not_found', 'Certificat introuvable ou pas encore ancré.'],
  proof_certificate_unknown: ['not_found', 'Certificat introuvable.'],
  proof_not_anchored: [
    'not_found',
    'Ce certificat n’est pas encore ancré sur la blockchain : sa preuve sera disponible dans quelques minutes.',
  ],
  invoice_unknown: ['not_found', 'Facture introuvable.'],
} as const satisfies Record<string, readonly [ErrorCode, string]>;

/** The error a route throws for a module's refusal, answered through the error table. */
export function refusal(name: keyof typeof REFUSALS): AppError {
  const [code, message] = REFUSALS[name];
  return new AppError(code, message);
}
