/**
 * The forgotten password's calls: ask for a reset link by e-mail, then choose a new password with it. The
 * request is answered the same whether the account exists or not.
 */
import { z } from 'zod';
import { ACCOUNT_TEXTS, accountEmailSchema, passwordSchema } from './accounts-api';
import { PASSWORD_RESET_TOKEN_PATTERN } from './password-reset-link';

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
