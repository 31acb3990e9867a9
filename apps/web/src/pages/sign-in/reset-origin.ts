import type { ResetOrigin } from '@horodoc/shared/password-reset-api';
import { paths } from '../../app/paths';

/** Which sign-in a forgotten password started from (`?from=credits`): the web account's by default. */
export function resetOriginOf(search: string): ResetOrigin {
  return new URLSearchParams(search).get('from') === 'credits' ? 'credits' : 'login';
}

/** Where that sign-in is. */
export function signInPathOf(origin: ResetOrigin): string {
  return origin === 'credits' ? paths.credits : paths.login;
}
