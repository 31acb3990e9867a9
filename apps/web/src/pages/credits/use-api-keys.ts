import type { ApiKeyView, ApiMode } from '@horodoc/shared/api-keys-api';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../features/api-client/api-client';
import type { SigningKey } from '../../features/api-client/sign-request';
import { apiKeysPanel as t } from '../../i18n/fr';
import {
  createApiKey,
  endWebhookRotation,
  fetchApiKeys,
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

/** The "Clés API" panel's state and actions: the list, one change at a time, the secret shown once. */
export function useApiKeys(signingKey: SigningKey) {
  const [list, setList] = useState<KeyList>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);

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

  /** Runs one change, then reads the list again; a refusal shows the server's French message. */
  const change = async (run: () => Promise<RevealedSecret | null>) => {
    setBusy(true);
    setError(null);
    try {
      const shown = await run();
      if (shown) setRevealed(shown);
      await reload();
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t.failed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    list,
    busy,
    error,
    revealed,
    dismissSecret: () => setRevealed(null),
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
