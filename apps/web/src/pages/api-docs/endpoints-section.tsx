import type { SampleCall } from '@horodoc/shared/api-doc-samples';
import { apiDocs } from '../../i18n/fr';
import { API_BASE_URL, SAMPLES, SDK_SAMPLES } from './code-samples';
import { DocsSection } from './docs-section';
import { SampleTabs } from './sample-tabs';
import { SdkSampleTabs } from './sdk-sample-tabs';

const t = apiDocs.endpoints;

/** One call's samples, in both versions of the signature. */
const samplesOf = (call: SampleCall) => ({ '1': SAMPLES['1'][call], '2': SAMPLES['2'][call] });

const METHOD_TONES: Record<string, string> = {
  GET: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  POST: 'bg-brand-50 text-brand-800 ring-brand-200',
  DELETE: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function EndpointsSection() {
  return (
    <DocsSection id="endpoints" title={apiDocs.sections.endpoints} lead={t.lead(API_BASE_URL)}>
      <p className="mt-4 max-w-3xl text-slate-600 leading-relaxed">{t.sdk.intro}</p>
      <p className="mt-4 max-w-3xl break-words text-slate-600 leading-relaxed">
        {t.openapi(`${API_BASE_URL}/openapi.json`)}
      </p>
      <ul className="mt-8 space-y-4">
        {t.items.map((endpoint) => (
          <li
            key={`${endpoint.method} ${endpoint.path}`}
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h3 className="flex flex-wrap items-center gap-3">
              <span
                className={`rounded-md px-2 py-0.5 font-bold font-mono text-xs ring-1 ${METHOD_TONES[endpoint.method] ?? ''}`}
              >
                {endpoint.method}
              </span>
              <code className="break-all font-mono font-semibold text-slate-900">{endpoint.path}</code>
            </h3>
            <p className="mt-3 text-slate-600 leading-relaxed">{endpoint.text}</p>
            <p className="mt-2 text-slate-600 text-sm">
              {t.fieldsLabel} <code className="break-words font-mono text-slate-800">{endpoint.fields}</code>
            </p>
            <SampleTabs samples={samplesOf(endpoint.sample as SampleCall)} />
            <SdkSampleTabs samples={SDK_SAMPLES[endpoint.sample as SampleCall]} />
            {endpoint.sample === 'uploadFile' && (
              <>
                <SampleTabs samples={samplesOf('uploadHash')} caption={t.hashVariant} />
                <SdkSampleTabs samples={SDK_SAMPLES.uploadHash} />
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-600">{t.types}</p>
      <p className="mt-2 text-slate-600">{t.labels}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6" data-testid="file-name-privacy">
        <h3 className="font-semibold text-lg text-slate-900">{t.fileNamePrivacy.title}</h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {t.fileNamePrivacy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </DocsSection>
  );
}
