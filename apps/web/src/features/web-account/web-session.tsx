import type { ProfileResponse } from '@horodoc/shared/web-account-api';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { clearAuthToken, readAuthToken } from './auth-token-store';

/**
 * Who is signed in on the site. 'checking' until the stored token's profile has answered (and on the
 * prerendered page, before any script ran: `tokenStored` is then false, as for a visitor without an
 * account); 'signedOut' without a token or once it was refused.
 */
export type WebSession =
  | { status: 'checking'; tokenStored: boolean }
  | { status: 'signedOut' }
  | { status: 'signedIn'; profile: ProfileResponse };

interface WebSessionContextValue {
  session: WebSession;
  /** Asks the profile again (after a login, a subscription, a timestamp on the plan). */
  refresh: () => Promise<ProfileResponse | null>;
  /** Revokes the token on the server and forgets it here. */
  signOut: () => Promise<void>;
  /** The stored token was refused by a call: forget the session without asking the server. */
  expire: () => void;
}

const WebSessionContext = createContext<WebSessionContextValue | null>(null);

/** The account client and its schemas, loaded only once a token is there (or a form needs them). */
const loadCalls = () => import('./web-account-calls');

/**
 * The profile check at start (spec, section 4): with a stored token, its profile is asked once per visit and
 * a refused token is forgotten. A visitor without a token downloads nothing more.
 */
export function WebSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<WebSession>({ status: 'checking', tokenStored: false });

  const refresh = useCallback(async () => {
    const { checkStoredSession } = await loadCalls();
    const profile = await checkStoredSession();
    // Offline with a token: shown signed out for now, the token kept for the next visit.
    setSession(profile ? { status: 'signedIn', profile } : { status: 'signedOut' });
    return profile;
  }, []);

  const signOut = useCallback(async () => {
    const { logOutWebAccount } = await loadCalls();
    await logOutWebAccount();
    setSession({ status: 'signedOut' });
  }, []);

  const expire = useCallback(() => {
    clearAuthToken();
    setSession({ status: 'signedOut' });
  }, []);

  useEffect(() => {
    if (!readAuthToken()) {
      setSession({ status: 'signedOut' });
      return;
    }
    setSession({ status: 'checking', tokenStored: true });
    void refresh();
  }, [refresh]);

  const value = useMemo(() => ({ session, refresh, signOut, expire }), [session, refresh, signOut, expire]);
  return <WebSessionContext.Provider value={value}>{children}</WebSessionContext.Provider>;
}

export function useWebSession(): WebSessionContextValue {
  const value = useContext(WebSessionContext);
  if (!value) throw new Error('useWebSession must be used inside WebSessionProvider');
  return value;
}
