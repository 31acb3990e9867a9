import type { Dispatch } from 'react';
import { useEffect, useRef } from 'react';
import { useNotify } from '../../app/notifications/notification-context';
import { ApiError } from '../../features/api-client/api-error';
import { useWebSession } from '../../features/web-account/web-session';
import { notifications, upload, webAccount } from '../../i18n/fr';
import type { UploadFlowAction, UploadFlowState } from './upload-flow-state';
import type { UploadPlanMode } from './upload-plan-mode';

/** A document still anchoring is asked about again this many times; the server never counts it twice. */
const PENDING_RETRIES = 3;

/**
 * The info step's 'Horodater avec mon abonnement': the document is timestamped against the month, without a
 * card. At the limit, the 'Limite atteinte' notification shows once per visit of the info step.
 */
export function usePlanTimestamp(
  state: UploadFlowState,
  dispatch: Dispatch<UploadFlowAction>,
  plan: UploadPlanMode,
) {
  const { notify } = useNotify();
  const { refresh, expire } = useWebSession();
  const limitShown = useRef(false);

  useEffect(() => {
    if (state.step !== 'info') limitShown.current = false;
    else if (plan.kind === 'limit' && !limitShown.current) {
      limitShown.current = true;
      notify({ ...notifications.presets.limitReached(), duration: 8000 });
    }
  }, [state.step, plan.kind, notify]);

  return async () => {
    if (state.step !== 'info' || plan.kind !== 'plan' || !state.termsAccepted || state.preparing) return;
    dispatch({ type: 'preparing' });
    const { accountActions } = await import('../../features/web-account/web-account-calls');
    const body = { file_hash: state.fileHash, file_name: state.file.name, file_size: state.file.size };
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await accountActions.timestampOnPlan(body);
        dispatch({
          type: 'planTimestamped',
          certificate: answer.certificate,
          isNew: !answer.already_timestamped,
        });
        if (answer.already_timestamped) notify({ type: 'info', ...upload.toasts.existing, duration: 6000 });
        else notify({ type: 'success', ...upload.toasts.success, duration: 5000 });
        await refresh();
        return;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'anchoring_pending' && attempt < PENDING_RETRIES)
          continue;
        dispatch({ type: 'prepareFailed' });
        await explain(error);
        return;
      }
    }
  };

  async function explain(error: unknown) {
    if (!(error instanceof ApiError)) {
      notify({ type: 'error', title: upload.toasts.confirmFailed.title, message: webAccount.upload.failed });
      return;
    }
    if (error.status === 401) {
      notify({ ...notifications.presets.authError(webAccount.sessionExpired), duration: 6000 });
      expire();
      return;
    }
    if (error.code === 'plan_limit_reached' || error.code === 'no_active_plan') {
      // The profile now says so: the info step turns into 'Limite atteinte' (or the card).
      await refresh();
      if (error.code === 'no_active_plan')
        notify({ type: 'warning', title: error.message, message: error.details ?? '' });
      return;
    }
    notify({
      type: 'error',
      title: upload.toasts.confirmFailed.title,
      message: error.details || error.message || webAccount.upload.failed,
    });
  }
}
