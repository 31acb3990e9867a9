import { copyText } from '../../features/api-client/copy-text';
import { apiKeysPanel as t } from '../../i18n/fr';
import { BUTTON } from './overlap-select';
import type { RevealedSecret } from './use-api-keys';

/** A secret just made: shown this once, with a copy button, until the holder says it is copied. */
export function RevealedSecretBox({ revealed, onDone }: { revealed: RevealedSecret; onDone: () => void }) {
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950 text-sm ring-1 ring-amber-200">
      <p className="font-semibold">{t.secretOnce}</p>
      <p className="mt-1 break-all">
        {revealed.kind === 'key' ? t.secretFor(revealed.name, revealed.keyId) : t.webhook.newSecret}
      </p>
      <code
        data-testid="revealed-secret"
        className="mt-3 block break-all rounded-lg bg-slate-900 px-3 py-2 font-mono text-slate-100 text-xs"
      >
        {revealed.secret}
      </code>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void copyText(revealed.secret).catch(() => {})}
          className={BUTTON}
        >
          {t.copy}
        </button>
        <button type="button" onClick={onDone} className={BUTTON}>
          {t.done}
        </button>
      </div>
    </div>
  );
}
