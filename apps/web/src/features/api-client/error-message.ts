/** The client's fallback texts (spec, section 8). */
export const CLIENT_MESSAGES = {
  default: 'Une erreur est survenue',
  401: 'Non autorisé. Veuillez vous connecter.',
  403: 'Accès refusé.',
  404: 'Ressource non trouvée.',
  500: 'Erreur serveur.',
  other: (status: number, message: string) => `Erreur ${status}: ${message}`,
} as const;

/**
 * The French message of a failed answer, in the spec's order: fixed texts for 401, 403, 404 and 500,
 * otherwise the server's own message, otherwise the status and what came back.
 */
export function errorMessage(status: number, body: unknown, raw: string): string {
  if (status === 401 || status === 403 || status === 404 || status === 500) return CLIENT_MESSAGES[status];
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  if (status > 0) return CLIENT_MESSAGES.other(status, raw.slice(0, 200) || 'réponse vide');
  return CLIENT_MESSAGES.default;
}
