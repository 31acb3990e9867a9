import type { ApiKeyView } from '@horodoc/shared/api-keys-api';
import { useState } from 'react';
import { apiKeysPanel as t } from '../../i18n/fr';
import { BUTTON, formatWhen, OverlapSelect } from './overlap-select';

interface ApiKeyRowProps {
  apiKey: ApiKeyView;
  busy: boolean;
  onRoll: (overlapHours: number) => void;
  onRevoke: () => void;
}

/** One key: its facts, a roll with its overlap, and a revocation that asks first. */
export function ApiKeyRow({ apiKey, busy, onRoll, onRevoke }: ApiKeyRowProps) {
  const [overlap, setOverlap] = useState(24);
  const [confirming, setConfirming] = useState(false);
  const facts = [
    [
      t.columns.key,
      <code
        key="k"
        className="block truncate font-mono text-slate-800"
      >{`${apiKey.key_id.slice(0, apiKey.mode === 'test' ? 16 : 11)}…`}</code>,
    ],
    [t.columns.created, formatWhen(apiKey.created_at)],
    [t.columns.lastUsed, apiKey.last_used_at ? formatWhen(apiKey.last_used_at) : t.never],
    [t.columns.expires, apiKey.expires_at ? formatWhen(apiKey.expires_at) : t.noExpiry],
  ] as const;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="api-key-row">
      <p className="break-words font-semibold text-slate-900">
        {apiKey.name}{' '}
        <span
          className={`ml-1 rounded-full px-2 py-0.5 align-middle font-medium text-xs ${
            apiKey.mode === 'test' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'
          }`}
          data-testid="api-key-mode"
        >
          {t.modeBadge[apiKey.mode]}
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500 text-xs">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {confirming ? (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900 text-sm ring-1 ring-red-200">
          <p>{t.confirmRevoke(apiKey.name)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onRevoke();
              }}
              className="inline-flex min-h-10 items-center rounded-xl bg-red-700 px-4 font-semibold text-sm text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t.confirm}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={BUTTON}>
              {t.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          {!apiKey.expires_at && (
            <>
              <OverlapSelect id={`overlap-${apiKey.key_id}`} value={overlap} onChange={setOverlap} />
              <button type="button" disabled={busy} onClick={() => onRoll(overlap)} className={BUTTON}>
                {t.roll}
              </button>
            </>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={`${BUTTON} text-red-700`}
          >
            {t.revoke}
          </button>
        </div>
      )}
    </li>
  );
}
