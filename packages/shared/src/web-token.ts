/**
 * The web account token's shape and where the browser keeps it, without zod: the site's root reads them on
 * every page, and only loads the account client (and its schemas) when a token is there.
 */

/** `hwt_` and 64 hex characters: what `/auth/login` hands out, and what the Authorization header carries. */
export const WEB_TOKEN_PATTERN = /^hwt_[0-9a-f]{64}$/;

/** The local storage key of the token (spec, section 9). */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
