/** The server's double-submit cookie; its value goes back in this header on every state-changing call. */
const CSRF_COOKIE = 'horodoc_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function readCsrfToken(cookie: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
