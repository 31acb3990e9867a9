import { AlertIcon } from '../../components/icons';
import { apiDocs } from '../../i18n/fr';
import { SAMPLES, SDK_SAMPLES, SIGNATURE_FORMULA } from './code-samples';
import { CodeBlock, DocsSection } from './docs-section';
import { SampleTabs } from './sample-tabs';
import { SdkSampleTabs } from './sdk-sample-tabs';
import { WebhookCatalogue } from './webhook-catalogue';

const t = apiDocs.authentication;

export function AuthenticationSection() {
  return (
    <DocsSection id="authentication" title={apiDocs.sections.authentication} lead={t.lead}>
      <h3 className="mt-10 font-semibold text-slate-900 text-xl">{t.headersTitle}</h3>
      <dl className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {t.headers.map((header) => (
          <div key={header.name} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:gap-6">
            <dt className="w-36 shrink-0 font-mono font-semibold text-slate-900 text-sm">{header.name}</dt>
            <dd className="text-slate-600">{header.text}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-10 font-semibold text-slate-900 text-xl">{t.signatureTitle}</h3>
      <p className="mt-2 text-slate-600">{t.signatureText}</p>
      <CodeBlock caption="HMAC-SHA256">{SIGNATURE_FORMULA}</CodeBlock>
      <h3 className="mt-10 font-semibold text-slate-900 text-xl">{t.sampleTitle}</h3>
      <SampleTabs samples={{ '1': SAMPLES['1'].balance, '2': SAMPLES['2'].balance }} />
      <SdkSampleTabs samples={SDK_SAMPLES.balance} />
      <div className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <h3 className="flex items-center gap-2 font-semibold text-amber-900 text-lg">
          <span className="h-5 w-5">
            <AlertIcon />
          </span>
          {t.warningsTitle}
        </h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-amber-950">
          {t.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6" data-testid="test-keys">
        <h3 className="font-semibold text-lg text-slate-900">{t.testKeys.title}</h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {t.testKeys.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6" data-testid="webhook-delivery">
        <h3 className="font-semibold text-lg text-slate-900">{t.webhooks.title}</h3>
        {/* Paths such as /pro/webhooks/deliveries/{delivery_id}/redeliver break anywhere on a phone. */}
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 [overflow-wrap:anywhere]">
          {t.webhooks.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <WebhookCatalogue />
      </div>
    </DocsSection>
  );
}
