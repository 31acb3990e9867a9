import {
  type PasswordResetConfirm,
  type PasswordResetRequest,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
} from '@horodoc/shared/password-reset-api';
import { apiPost } from '../api-client/api-client';

/** Asks for a reset link by e-mail: answered alike whether the account exists or not. */
export function requestPasswordReset(body: PasswordResetRequest) {
  return apiPost('/api/auth/password-reset', body, passwordResetRequestedSchema);
}

/** Sets the new password with the link's token; answers the account's e-mail. */
export function confirmPasswordReset(body: PasswordResetConfirm) {
  return apiPost('/api/auth/password-reset/confirm', body, passwordResetDoneSchema);
}
