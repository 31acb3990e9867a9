import type { ApiMode } from '@horodoc/shared/api-keys-api';
import { useState } from 'react';
import type { SigningKey } from '../../features/api-client/sign-request';
import { apiKeysPanel as t } from '../../i18n/fr';
import { ApiKeyRow } from './api-key-row';
import { BUTTON, formatWhen, OverlapSelect } from './overlap-select';
import { PasswordPromptBox } from './password-prompt';
import { RevealedSecretBox } from './revealed-secret';
import { useApiKeys } from './use-api-keys';

/** "Clés API": the account's keys (create, roll, revoke) and its webhook secret's rotation (issue 15). */
export function ApiKeysPanel({ signingKey }: { signingKey: SigningKey }) {
  const keys = useApiKeys(signingKey);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiMode>('live');
  const [webhookOverlap, setWebhookOverlap] = useState(24);
  const { list } = keys;
  return (
    <section
      aria-labelledby="api-keys-title"
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      data-testid="api-keys-panel"
    >
      <div>
        <h2 id="api-keys-title" className="font-semibold text-lg text-slate-900">
          {t.title}
        </h2>
        <p className="mt-2 text-slate-600 text-sm">{t.lead}</p>
        <p className="mt-2 text-slate-600 text-sm">{t.modeHint}</p>
      </div>
      {keys.prompt && (
        <PasswordPromptBox
          prompt={keys.prompt}
          onConfirm={keys.confirmPassword}
          onCancel={keys.cancelPassword}
        />
      )}
      {keys.revealed && <RevealedSecretBox revealed={keys.revealed} onDone={keys.dismissSecret} />}
      {keys.error && (
        <p role="alert" className="text-red-700 text-sm" data-testid="api-keys-error">
          {keys.error}
        </p>
      )}
      {list.step === 'loading' && <p className="text-slate-500 text-sm">{t.loading}</p>}
      {list.step === 'failed' && (
        <p role="alert" className="text-red-700 text-sm">
          {t.failed}
        </p>
      )}
      {list.step === 'ready' &&
        (list.keys.length === 0 ? (
          <p className="text-slate-600 text-sm">{t.empty}</p>
        ) : (
          <ul className="grid gap-3">
            {list.keys.map((apiKey) => (
              <ApiKeyRow
                key={apiKey.key_id}
                apiKey={apiKey}
                busy={keys.busy}
                onRoll={(hours) => void keys.roll(apiKey.key_id, hours)}
                onRevoke={() => void keys.revoke(apiKey.key_id)}
              />
            ))}
          </ul>
        ))}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void keys.create(name, mode).then((made) => made && setName(''));
        }}
      >
        <label htmlFor="new-key-name" className="grid min-w-0 flex-1 basis-56 gap-1 text-slate-600 text-xs">
          {t.create.label}
          <input
            id="new-key-name"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            placeholder={t.create.placeholder}
            className="min-h-10 rounded-xl border border-slate-300 px-3 text-slate-900 text-sm"
          />
        </label>
        <label htmlFor="new-key-mode" className="grid gap-1 text-slate-600 text-xs">
          {t.create.modeLabel}
          <select
            id="new-key-mode"
            value={mode}
            onChange={(event) => setMode(event.target.value === 'test' ? 'test' : 'live')}
            className="min-h-10 rounded-xl border border-slate-300 px-3 text-slate-900 text-sm"
          >
            <option value="live">{t.modes.live}</option>
            <option value="test">{t.modes.test}</option>
          </select>
        </label>
        <button type="submit" disabled={keys.busy || name.trim() === ''} className={BUTTON}>
          {keys.busy ? t.busy : t.create.submit}
        </button>
      </form>
      <div className="border-slate-200 border-t pt-5">
        <h3 className="font-semibold text-slate-900">{t.webhook.title}</h3>
        <p className="mt-1 text-slate-600 text-sm">{t.webhook.lead}</p>
        {list.step === 'ready' && list.rotationEndsAt ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-slate-700 text-sm" data-testid="webhook-rotation">
              {t.webhook.rotating(formatWhen(list.rotationEndsAt))}
            </p>
            <button
              type="button"
              disabled={keys.busy}
              onClick={() => void keys.endRotation()}
              className={BUTTON}
            >
              {t.webhook.end}
            </button>
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <OverlapSelect
              id="webhook-overlap"
              label={t.webhook.overlapLabel}
              value={webhookOverlap}
              onChange={setWebhookOverlap}
            />
            <button
              type="button"
              disabled={keys.busy || list.step !== 'ready'}
              onClick={() => void keys.rotateWebhook(webhookOverlap)}
              className={BUTTON}
            >
              {t.webhook.rotate}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
