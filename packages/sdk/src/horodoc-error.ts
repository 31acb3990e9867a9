/**
 * An answer of the API other than 2xx: its status and, from its problem body (RFC 9457), the `code` to act on,
 * the French `detail` and the `request_id` to quote to the support.
 */
export class HorodocError extends Error {
  override readonly name = 'HorodocError';
  readonly status: number;
  /** The problem's code (`insufficient_credits`...), or `http_<status>` when the body was not a problem. */
  readonly code: string;
  readonly requestId: string | undefined;
  /** The whole problem body, when there was one (402 adds `balance` and `required`). */
  readonly problem: Record<string, unknown> | undefined;

  constructor(status: number, problem: Record<string, unknown> | undefined, requestId: string | undefined) {
    const text = (key: string) => (typeof problem?.[key] === 'string' ? (problem[key] as string) : undefined);
    const detail = text('detail') ?? text('message') ?? `Réponse HTTP ${status}`;
    const details = text('details');
    super(details && !detail.includes(details) ? `${detail} (${details})` : detail);
    this.status = status;
    this.code = text('code') ?? text('error') ?? `http_${status}`;
    this.requestId = text('request_id') ?? requestId;
    this.problem = problem;
  }

  /** Reads a refused answer's body into an error (the body is consumed). */
  static async fromResponse(response: Response): Promise<HorodocError> {
    const text = await response.text().catch(() => '');
    let problem: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        problem = parsed as Record<string, unknown>;
      }
    } catch {
      // Not JSON (a proxy's page, say): the status alone speaks.
    }
    return new HorodocError(response.status, problem, response.headers.get('request-id') ?? undefined);
  }
}

/** The API could not be reached, or the connection dropped before an answer, on every try. */
export class HorodocNetworkError extends Error {
  override readonly name = 'HorodocNetworkError';
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
  }
}

/** `waitForCertificate` gave up: the certificate is still pending anchoring at the deadline. */
export class CertificatePendingError extends Error {
  override readonly name = 'CertificatePendingError';
  constructor(readonly certificateId: string) {
    super(`Le certificat ${certificateId} est encore en attente d'ancrage.`);
  }
}
