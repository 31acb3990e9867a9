import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../app/notifications/notification-context';
import type { NotificationInput } from '../../app/notifications/notification-types';
import { ApiError } from '../../features/api-client/api-error';
import { notifications, verify as t } from '../../i18n/fr';
import { type VerifyOutcome, type VerifyProgress, verifyDocument } from './verify-document';

export type VerificationState =
  | { step: 'upload' }
  | { step: 'checking'; fileName: string; progress: VerifyProgress }
  | { step: 'result'; fileName: string; outcome: VerifyOutcome | VerifyFailure };

/** The server or the file could not be read; `detail` is the server's French message, when it sent one. */
export interface VerifyFailure {
  kind: 'failure';
  detail?: string;
}

const ERROR_MESSAGES = {
  tooLarge: t.error.tooLarge,
  unreachable: t.error.unreachable,
  notConfirmed: t.error.notConfirmed,
  proofMismatch: t.error.proofMismatch,
  companionUnreadable: t.error.companionUnreadable,
  certificateAltered: t.error.certificateAltered,
  companionDiffers: t.error.companionDiffers,
  failure: t.error.failure,
} as const;

/** The French message of an error outcome, for the result panel and its toast. */
export function errorMessage(reason: keyof typeof ERROR_MESSAGES): string {
  return ERROR_MESSAGES[reason];
}

/** The spec's toast for each verdict (section 8). */
function verdictToast(outcome: VerifyOutcome | VerifyFailure): NotificationInput {
  if (outcome.kind === 'found')
    return outcome.test ? notifications.presets.testCertificate() : notifications.presets.verified();
  if (outcome.kind === 'notFound') return notifications.presets.notFound();
  const message =
    outcome.kind === 'refused'
      ? outcome.message
      : errorMessage(outcome.kind === 'failure' ? 'failure' : outcome.reason);
  return { type: 'error', title: t.error.title, message, duration: 8000 };
}

/**
 * The verify flow of the spec (section 4): upload, then a result (success, info or error), with the spec's
 * toasts. Leaving the page or starting over aborts the hashing and the request under way.
 */
export function useDocumentVerification() {
  const [state, setState] = useState<VerificationState>({ step: 'upload' });
  const { notify, dismiss } = useNotify();
  const controller = useRef<AbortController | null>(null);
  // The verdict's toast belongs to that verdict: a new verification takes it away.
  const toast = useRef<string | null>(null);
  const clearToast = useCallback(() => {
    if (toast.current) dismiss(toast.current);
    toast.current = null;
  }, [dismiss]);

  useEffect(() => () => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    clearToast();
    setState({ step: 'upload' });
  }, [clearToast]);

  const start = useCallback(
    async (file: File, companion: File | null = null) => {
      controller.current?.abort();
      clearToast();
      const current = new AbortController();
      controller.current = current;
      const fileName = file.name;
      setState({ step: 'checking', fileName, progress: { phase: 'hashing', fraction: 0 } });
      let outcome: VerifyOutcome | VerifyFailure;
      try {
        outcome = await verifyDocument({
          file,
          companion,
          signal: current.signal,
          onProgress: (progress) => {
            if (!current.signal.aborted) setState({ step: 'checking', fileName, progress });
          },
        });
      } catch (error) {
        if (current.signal.aborted) return;
        // Offline (status 0) says nothing more than the failure itself; a server refusal says why.
        const detail = error instanceof ApiError && error.status > 0 ? error.message : undefined;
        outcome = { kind: 'failure', detail };
      }
      if (current.signal.aborted) return;
      setState({ step: 'result', fileName, outcome });
      toast.current = notify(verdictToast(outcome));
    },
    [notify, clearToast],
  );

  return { state, start, reset };
}
