import { SAMPLE_LANGUAGES, type SampleLanguage } from '@horodoc/shared/api-doc-samples';
import type { SIGNATURE_VERSIONS } from '@horodoc/shared/request-signature';
import { useId } from 'react';
import { apiDocs } from '../../i18n/fr';

const t = apiDocs.endpoints;

type SignatureVersion = (typeof SIGNATURE_VERSIONS)[number];

/**
 * Which sample shows: the one whose language and signature version are checked. Plain CSS (`:has`),
 * because /api-docs is a content page that works before hydration, which waits for the first
 * interaction: a React state would lose that first click (and the site's CSP allows no inline script).
 * The version radios' values (`v1`, `v2`) differ from every language's. Version 2 shows unless version 1
 * is checked. Literal classes, so Tailwind sees them.
 */
const SHOW_CHECKED =
  '[&:has(input[value=curl]:checked)_pre[data-language=curl]]:block ' +
  '[&:has(input[value=python]:checked)_pre[data-language=python]]:block ' +
  '[&:has(input[value=javascript]:checked)_pre[data-language=javascript]]:block ' +
  '[&:has(input[value=php]:checked)_pre[data-language=php]]:block ' +
  '[&:has(input[value=v1]:checked)_div[data-version=v2]]:hidden ' +
  '[&:has(input[value=v1]:checked)_div[data-version=v1]]:block ' +
  '[&:has(input[value=v1]:checked)_p[data-version-hint]]:hidden';

/** The recommended version first: it covers the body. */
const SHOWN_VERSIONS: readonly SignatureVersion[] = ['2', '1'];

const TAB =
  'min-h-9 cursor-pointer rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-700 text-sm hover:bg-slate-200 has-[:checked]:bg-ink-950 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500';

const VERSION_TAB =
  'min-h-9 cursor-pointer rounded-md px-3 py-2 font-semibold text-slate-600 text-sm hover:text-slate-900 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500';

/**
 * One call's sample in four languages and both versions of the request signature, chosen with two rows
 * of radio buttons styled as tabs; version 2, the recommended one, shows first, beside version 1, the
 * spec's. The texts come from `@horodoc/shared/api-doc-samples`, which the server's tests run as printed.
 */
export function SampleTabs({
  samples,
  caption,
}: {
  samples: Record<SignatureVersion, Record<SampleLanguage, string>>;
  caption?: string;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <figure className={`mt-4 min-w-0 ${SHOW_CHECKED}`}>
      {caption && <figcaption className="font-medium text-slate-500 text-sm">{caption}</figcaption>}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <fieldset>
          <legend className="sr-only">{t.samplesLabel}</legend>
          <div className="flex flex-wrap gap-1">
            {SAMPLE_LANGUAGES.map((language) => (
              <label key={language} className={TAB}>
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
        <fieldset>
          <legend className="sr-only">{t.versionsLabel}</legend>
          <div className="flex gap-1 rounded-lg border border-slate-200 bg-white p-0.5">
            {SHOWN_VERSIONS.map((version) => (
              <label key={version} className={VERSION_TAB}>
                <input
                  type="radio"
                  name={`${name}-version`}
                  value={`v${version}`}
                  defaultChecked={version === '2'}
                  aria-describedby={version === '2' ? hintId : undefined}
                  className="sr-only"
                />
                {t.versions[version]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p id={hintId} data-version-hint="" className="mt-2 text-slate-600 text-sm">
        {t.versionHint}{' '}
        <code className="whitespace-nowrap font-mono text-slate-800">X-Signature-Version: 2</code>.
      </p>
      {SHOWN_VERSIONS.map((version) => (
        <div key={version} data-version={`v${version}`} className={version === '2' ? undefined : 'hidden'}>
          {SAMPLE_LANGUAGES.map((language) => (
            <pre
              key={language}
              data-language={language}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a sample wider than the screen scrolls sideways, and the keyboard must reach it too (WCAG 2.1.1, axe's scrollable-region-focusable).
              tabIndex={0}
              className="mt-2 hidden overflow-x-auto rounded-xl bg-ink-950 p-5 font-mono text-slate-100 text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <code>{samples[version][language]}</code>
            </pre>
          ))}
        </div>
      ))}
    </figure>
  );
}
