import { useEffect } from 'react';
import { readAuthToken } from './auth-token-store';

/**
 * The profile check at start (spec, section 4): with a stored token, its profile is asked once per visit and a
 * refused token is forgotten. The account client and its schemas load only then, so a visitor without an
 * account downloads nothing more.
 */
export function useStoredSessionCheck(): void {
  useEffect(() => {
    if (!readAuthToken()) return;
    void import('./web-account-calls').then(({ checkStoredSession }) => checkStoredSession());
  }, []);
}
