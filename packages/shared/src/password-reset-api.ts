/**
 * The forgotten password's calls: ask for a reset link by e-mail, then choose a new password with it. The
 * request is answered the same whether the account exists or not.
 */
import { z } from 'zod';
import { ACCOUNT_TEXTS, accountEmailSchema, passwordSchema } from './accounts-api';

/** `hpr_` and 64 hex characters: the token of a reset link (only its SHA-256 is kept). */
export const PASSWORD_RESET_TOKEN_PATTERN = /^hpr_[0-9a-f]{64}$/;

/** The page the link of the e-mail opens, its token after `#` so that it is never sent to a server. */
export const PASSWORD_RESET_PATH = '/reset-password';

/** Where the visitor asked from, so the link's page leads back to that sign-in. */
export const resetOriginSchema = z.enum(['login', 'credits']);
export type ResetOrigin = z.infer<typeof resetOriginSchema>;

export const passwordResetRequestSchema = z.strictObject({
  email: accountEmailSchema,
  from: resetOriginSchema.optional(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.strictObject({
  token: z
    .string(ACCOUNT_TEXTS.missing)
    .regex(PASSWORD_RESET_TOKEN_PATTERN, 'Lien de réinitialisation invalide'),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** The request's answer: always this, account or not. */
export const passwordResetRequestedSchema = z.object({ success: z.literal(true) });

/** The new password is set: the account's e-mail, to sign in with it. */
export const passwordResetDoneSchema = z.object({ success: z.literal(true), email: z.string() });
