import { SAMPLE_LANGUAGES, type SampleLanguage } from '@horodoc/shared/api-doc-samples';
import { useId } from 'react';
import { apiDocs } from '../../i18n/fr';

const t = apiDocs.endpoints;

/**
 * Which sample shows: the one whose language is checked. Plain CSS (`:has`), because /api-docs is a
 * content page that works before hydration, which waits for the first interaction: a React state would
 * lose that first click. Literal classes, so Tailwind sees them.
 */
const SHOW_CHECKED =
  '[&:has(input[value=curl]:checked)_pre[data-language=curl]]:block ' +
  '[&:has(input[value=python]:checked)_pre[data-language=python]]:block ' +
  '[&:has(input[value=javascript]:checked)_pre[data-language=javascript]]:block ' +
  '[&:has(input[value=php]:checked)_pre[data-language=php]]:block';

/**
 * One call's sample in four languages, chosen with a row of radio buttons styled as tabs. The texts come
 * from `@horodoc/shared/api-doc-samples`, which the server's tests run as printed.
 */
export function SampleTabs({
  samples,
  caption,
}: {
  samples: Record<SampleLanguage, string>;
  caption?: string;
}) {
  const name = useId();
  return (
    <figure className={`mt-4 min-w-0 ${SHOW_CHECKED}`}>
      {caption && <figcaption className="font-medium text-slate-500 text-sm">{caption}</figcaption>}
      <fieldset className="mt-2">
        <legend className="sr-only">{t.samplesLabel}</legend>
        <div className="flex flex-wrap gap-1">
          {SAMPLE_LANGUAGES.map((language) => (
            <label
              key={language}
              className="min-h-9 cursor-pointer rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-700 text-sm hover:bg-slate-200 has-[:checked]:bg-ink-950 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={language}
                defaultChecked={language === 'curl'}
                className="sr-only"
              />
              {t.languages[language]}
            </label>
          ))}
        </div>
      </fieldset>
      {SAMPLE_LANGUAGES.map((language) => (
        <pre
          key={language}
          data-language={language}
          className="mt-2 hidden overflow-x-auto rounded-xl bg-ink-950 p-5 font-mono text-slate-100 text-sm leading-relaxed"
        >
          <code>{samples[language]}</code>
        </pre>
      ))}
    </figure>
  );
}
