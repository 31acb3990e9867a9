import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../app/notifications/notification-context';
import { ApiError } from '../../features/api-client/api-error';
import { useWebSession } from '../../features/web-account/web-session';
import { notifications, webAccount } from '../../i18n/fr';

export type AccountData<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; data: T };

/**
 * One of the account's reads, made when the page shows and again on `reload`. A refused token (401) ends
 * the session: the account layout then sends the visitor to the login page.
 */
export function useAccountData<T>(read: () => Promise<T>) {
  const [state, setState] = useState<AccountData<T>>({ status: 'loading' });
  const { expire } = useWebSession();
  const { notify } = useNotify();
  const readRef = useRef(read);
  readRef.current = read;

  const reload = useCallback(async () => {
    try {
      const data = await readRef.current();
      setState({ status: 'loaded', data });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        notify({ ...notifications.presets.authError(webAccount.sessionExpired), duration: 6000 });
        expire();
        return;
      }
      setState({ status: 'failed', message: webAccount.area.loadFailed });
    }
  }, [expire, notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload };
}
