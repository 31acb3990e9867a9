import {
  WEBHOOK_EVENT_CATALOGUE,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY,
  webhookRetryDelayMs,
} from '@horodoc/shared/webhook-events';
import { apiDocs } from '../../i18n/fr';

const t = apiDocs.authentication.webhooks;

/** A wait in words: "10 s", "1 min 20 s", "1 h 25 min 20 s". */
function formatWait(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const parts = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ] as const;
  return parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}

/** The waits before each retry, from the sender's own schedule, up to the first at the ceiling. */
function retryWaits(): number[] {
  const waits: number[] = [];
  for (let failed = 1; waits.at(-1) !== WEBHOOK_RETRY.maxRetryMs; failed++) {
    waits.push(webhookRetryDelayMs(failed));
  }
  return waits.slice(0, -1);
}

/** The event catalogue and the retry schedule, from the constants the server sends with. */
export function WebhookCatalogue() {
  return (
    <>
      <div className="mt-5 overflow-hidden rounded-xl border border-slate-200">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t.catalogueCaption}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="w-[38%] px-3 py-2 font-semibold">
                {t.event}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t.meaning}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <tr key={type}>
                <th
                  scope="row"
                  className="px-3 py-2 align-top font-mono font-semibold text-slate-900 [overflow-wrap:anywhere]"
                >
                  {type}
                </th>
                <td className="px-3 py-2 text-slate-700">{WEBHOOK_EVENT_CATALOGUE[type].when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4 className="mt-5 font-semibold text-slate-900">{t.retryTitle}</h4>
      <p className="mt-1 text-slate-700">{t.retryLead}</p>
      <ol className="mt-2 flex flex-wrap gap-2 text-sm" data-testid="webhook-retries">
        {retryWaits().map((wait, index) => (
          <li key={wait} className="rounded-md bg-slate-100 px-2 py-1 text-slate-800">
            {t.attempt(index + 2)} : {formatWait(wait)}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-slate-700">
        {t.retryThen(WEBHOOK_RETRY.maxRetryMs / 3_600_000, WEBHOOK_RETRY.windowMs / 3_600_000)}
      </p>
    </>
  );
}
