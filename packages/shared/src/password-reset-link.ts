/**
 * The reset link's shape, without zod: the site's paths read it on every page, and only the reset pages
 * load the schemas.
 */

/** `hpr_` and 64 hex characters: the token of a reset link (only its SHA-256 is kept). */
export const PASSWORD_RESET_TOKEN_PATTERN = /^hpr_[0-9a-f]{64}$/;

/** The page the link of the e-mail opens, its token after `#` so that it is never sent to a server. */
export const PASSWORD_RESET_PATH = '/reset-password';
