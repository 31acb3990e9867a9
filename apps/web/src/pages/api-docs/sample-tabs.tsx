import { SAMPLE_LANGUAGES, type SampleLanguage } from '@horodoc/shared/api-doc-samples';
import { useId, useState } from 'react';
import { apiDocs } from '../../i18n/fr';

const t = apiDocs.endpoints;

/**
 * One call's sample in four languages, as tabs (WAI-ARIA tabs: arrows move between them). The texts come
 * from `@horodoc/shared/api-doc-samples`, which the server's tests run as printed.
 */
export function SampleTabs({
  samples,
  caption,
}: {
  samples: Record<SampleLanguage, string>;
  caption?: string;
}) {
  const [language, setLanguage] = useState<SampleLanguage>('curl');
  const id = useId();
  const move = (step: number) => {
    const index = SAMPLE_LANGUAGES.indexOf(language);
    const next =
      SAMPLE_LANGUAGES[(index + step + SAMPLE_LANGUAGES.length) % SAMPLE_LANGUAGES.length] ?? 'curl';
    setLanguage(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <figure className="mt-4 min-w-0">
      {caption && <figcaption className="font-medium text-slate-500 text-sm">{caption}</figcaption>}
      <div role="tablist" aria-label={caption ?? t.samplesLabel} className="mt-2 flex flex-wrap gap-1">
        {SAMPLE_LANGUAGES.map((option) => (
          <button
            key={option}
            id={`${id}-${option}`}
            type="button"
            role="tab"
            aria-selected={option === language}
            aria-controls={`${id}-panel`}
            tabIndex={option === language ? 0 : -1}
            onClick={() => setLanguage(option)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
            className={`min-h-9 rounded-lg px-3 font-semibold text-sm ${
              option === language ? 'bg-ink-950 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            {t.languages[option]}
          </button>
        ))}
      </div>
      <pre
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${language}`}
        className="mt-2 overflow-x-auto rounded-xl bg-ink-950 p-5 font-mono text-slate-100 text-sm leading-relaxed"
      >
        <code>{samples[language]}</code>
      </pre>
    </figure>
  );
}
