import type { AuthResponse } from '@horodoc/shared/web-account-api';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../app/notifications/notification-context';
import type { NotificationInput } from '../../app/notifications/notification-types';
import { ApiError } from '../../features/api-client/api-error';
import { useWebSession } from '../../features/web-account/web-session';
import { notifications } from '../../i18n/fr';
import { afterSignIn } from './after-sign-in';

interface SubmitOptions {
  /** The call that opens the session (login or register), storing its token. */
  call: () => Promise<AuthResponse>;
  /** The notification of a success (spec, section 8). */
  success: () => NotificationInput;
  /** The red box's text for a refusal. */
  describe: (error: unknown) => string;
}

/**
 * What both forms do on submit: the call, then the profile, the success notification and the page the visitor
 * came for; on a refusal, the red box and the 'auth error' notification.
 */
export function useSignInSubmit() {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { notify } = useNotify();
  const { refresh } = useWebSession();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = async ({ call, success, describe }: SubmitOptions) => {
    if (busy) return;
    setBusy(true);
    setServerError(null);
    try {
      await call();
    } catch (error) {
      const message = describe(error);
      setServerError(message);
      notify({ ...notifications.presets.authError(message), duration: 6000 });
      setBusy(false);
      return;
    }
    await refresh();
    notify(success());
    navigate(afterSignIn(location.search), { replace: true });
  };

  return { busy, serverError, submit };
}

/** 429 keeps the server's own words (how long to wait); anything else is one of the page's texts. */
export function refusalText(
  error: unknown,
  texts: { refused: string; connection: string; other: string },
  refusedStatuses: readonly number[],
): string {
  if (!(error instanceof ApiError)) return texts.other;
  if (error.status === 0) return texts.connection;
  if (refusedStatuses.includes(error.status)) return texts.refused;
  if (error.status === 429 && error.serverText) return error.serverText;
  return texts.other;
}
