import { SDK_LANGUAGES, type SdkLanguage } from '@horodoc/shared/api-doc-sdk-samples';
import { useId } from 'react';
import { apiDocs } from '../../i18n/fr';

const t = apiDocs.endpoints.sdk;

/**
 * Which SDK sample shows: the checked one, in plain CSS (`:has`) as `SampleTabs` does, so the first click
 * counts before hydration. Its blocks carry `data-sdk-language`, never `data-language`, so the raw sample's
 * tabs beside it never show or hide them. Literal classes, so Tailwind sees them.
 */
const SHOW_CHECKED =
  '[&:has(input[value=sdk-node]:checked)_pre[data-sdk-language=sdk-node]]:block ' +
  '[&:has(input[value=sdk-python]:checked)_pre[data-sdk-language=sdk-python]]:block';

const TAB =
  'min-h-9 cursor-pointer rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-700 text-sm hover:bg-slate-200 has-[:checked]:bg-ink-950 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500';

/**
 * The call of the raw HTTP sample above it, made with the official SDKs (Node.js, Python). The texts come
 * from `@horodoc/shared/api-doc-sdk-samples`, which the server's tests run as printed.
 */
export function SdkSampleTabs({ samples }: { samples: Record<SdkLanguage, string> }) {
  const name = useId();
  return (
    <figure className={`mt-4 min-w-0 ${SHOW_CHECKED}`}>
      <figcaption className="font-medium text-slate-500 text-sm">{t.caption}</figcaption>
      <fieldset className="mt-2">
        <legend className="sr-only">{t.label}</legend>
        <div className="flex flex-wrap gap-1">
          {SDK_LANGUAGES.map((language) => (
            <label key={language} className={TAB}>
              <input
                type="radio"
                name={name}
                value={language}
                defaultChecked={language === 'sdk-node'}
                className="sr-only"
              />
              {t.languages[language]}
            </label>
          ))}
        </div>
      </fieldset>
      {SDK_LANGUAGES.map((language) => (
        <pre
          key={language}
          data-sdk-language={language}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a sample wider than the screen scrolls sideways, and the keyboard must reach it too (WCAG 2.1.1, axe's scrollable-region-focusable).
          tabIndex={0}
          className="mt-2 hidden overflow-x-auto rounded-xl bg-ink-950 p-5 font-mono text-slate-100 text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <code>{samples[language]}</code>
        </pre>
      ))}
    </figure>
  );
}
