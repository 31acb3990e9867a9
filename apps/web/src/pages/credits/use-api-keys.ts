import type { ApiKeyView, ApiMode } from '@horodoc/shared/api-keys-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../features/api-client/api-client';
import type { SigningKey } from '../../features/api-client/sign-request';
import { apiKeysPanel as t } from '../../i18n/fr';
import {
  createApiKey,
  endWebhookRotation,
  fetchApiKeys,
  reauthenticate,
  revokeApiKey,
  rollApiKey,
  rotateWebhookSecret,
} from './credits-api';

type KeyList =
  | { step: 'loading' }
  | { step: 'failed' }
  | { step: 'ready'; keys: ApiKeyView[]; rotationEndsAt: string | null };

/** A secret just made, shown once until the holder says it is copied. */
export type RevealedSecret =
  | { kind: 'key'; name: string; keyId: string; secret: string }
  | { kind: 'webhook'; secret: string };

/** The password asked again before a new secret: its refusal, if any, and whether it is being checked. */
export interface PasswordPrompt {
  error: string | null;
  checking: boolean;
}

/** The server's words for a refused password or too many tries; ours when it could not be reached. */
function promptError(failure: unknown): string {
  if (failure instanceof ApiError && failure.status !== 0 && failure.serverText) return failure.serverText;
  return t.reauth.failed;
}

/**
 * The "Clés API" panel's state and actions: the list, one change at a time, the secret shown once. A change
 * that makes a secret may need the password again: the panel asks for it, then makes the change.
 */
export function useApiKeys(signingKey: SigningKey) {
  const [list, setList] = useState<KeyList>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [prompt, setPrompt] = useState<PasswordPrompt | null>(null);
  /** Settles the pending change's wait for the password: true once confirmed, false when given up. */
  const answerPrompt = useRef<((confirmed: boolean) => void) | null>(null);

  const askPassword = () =>
    new Promise<boolean>((resolve) => {
      answerPrompt.current = resolve;
      setPrompt({ error: null, checking: false });
    });
  const closePrompt = (confirmed: boolean) => {
    setPrompt(null);
    answerPrompt.current?.(confirmed);
    answerPrompt.current = null;
  };

  const reload = useCallback(async () => {
    try {
      const answer = await fetchApiKeys(signingKey);
      setList({
        step: 'ready',
        keys: answer.keys,
        rotationEndsAt: answer.webhook_rotation?.previous_expires_at ?? null,
      });
    } catch {
      setList({ step: 'failed' });
    }
  }, [signingKey]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /**
   * Runs one change, then reads the list again; a refusal shows the server's French message. When the
   * server wants the password again, asks for it and runs the change once more.
   */
  const change = async (run: () => Promise<RevealedSecret | null>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const shown = await run();
      if (shown) setRevealed(shown);
      await reload();
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'reauthentication_required') {
        return (await askPassword()) ? change(run) : false;
      }
      setError(failure instanceof ApiError ? failure.message : t.failed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const confirmPassword = async (password: string) => {
    setPrompt({ error: null, checking: true });
    try {
      await reauthenticate(signingKey, password);
      closePrompt(true);
    } catch (failure) {
      setPrompt({ error: promptError(failure), checking: false });
    }
  };

  return {
    list,
    busy,
    error,
    revealed,
    dismissSecret: () => setRevealed(null),
    /** Set while the password is asked again. */
    prompt,
    confirmPassword,
    cancelPassword: () => closePrompt(false),
    create: (name: string, mode: ApiMode) =>
      change(async () => {
        const made = await createApiKey(signingKey, name, mode);
        return { kind: 'key', name: made.key.name, keyId: made.key.key_id, secret: made.api_secret };
      }),
    roll: (keyId: string, overlapHours: number) =>
      change(async () => {
        const made = await rollApiKey(signingKey, keyId, overlapHours);
        return { kind: 'key', name: made.key.name, keyId: made.key.key_id, secret: made.api_secret };
      }),
    revoke: (keyId: string) =>
      change(async () => {
        await revokeApiKey(signingKey, keyId);
        return null;
      }),
    rotateWebhook: (overlapHours: number) =>
      change(async () => {
        const made = await rotateWebhookSecret(signingKey, overlapHours);
        return { kind: 'webhook', secret: made.webhook_secret };
      }),
    endRotation: () =>
      change(async () => {
        await endWebhookRotation(signingKey);
        return null;
      }),
  };
}
