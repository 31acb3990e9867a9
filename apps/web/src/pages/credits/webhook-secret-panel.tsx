import { useState } from 'react';
import type { SigningKey } from '../../features/api-client/sign-request';
import { credits } from '../../i18n/fr';
import { fetchWebhookSecret } from './credits-api';

const t = credits.webhookSecret;

type SecretView =
  | { step: 'hidden' }
  | { step: 'loading' }
  | { step: 'shown'; secret: string }
  | { step: 'failed' };

/** The account's webhook signing secret, read on demand with the session key and never stored. */
export function WebhookSecretPanel({ signingKey }: { signingKey: SigningKey }) {
  const [view, setView] = useState<SecretView>({ step: 'hidden' });
  const show = async () => {
    setView({ step: 'loading' });
    try {
      const answer = await fetchWebhookSecret(signingKey);
      setView({ step: 'shown', secret: answer.webhook_secret });
    } catch {
      setView({ step: 'failed' });
    }
  };
  return (
    <section
      aria-labelledby="webhook-secret-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <h2 id="webhook-secret-title" className="font-semibold text-lg text-slate-900">
        {t.title}
      </h2>
      <p className="mt-2 text-slate-600 text-sm">{t.lead}</p>
      {view.step === 'shown' ? (
        <code
          data-testid="webhook-secret"
          className="mt-4 block break-all rounded-xl bg-slate-900 px-4 py-3 font-mono text-slate-100 text-sm"
        >
          {view.secret}
        </code>
      ) : (
        <button
          type="button"
          onClick={show}
          disabled={view.step === 'loading'}
          className="mt-4 inline-flex min-h-10 items-center rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 text-sm hover:bg-slate-50 disabled:opacity-60"
        >
          {view.step === 'loading' ? t.loading : t.show}
        </button>
      )}
      {view.step === 'failed' && (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {t.failed}
        </p>
      )}
    </section>
  );
}
