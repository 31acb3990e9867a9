import { ERROR_STATUS } from '@horodoc/shared/error-codes';
import { PRO_ERROR_CODES, PROBLEM_TITLES, problemAnchor } from '@horodoc/shared/problem';
import { apiDocs } from '../../i18n/fr';

const t = apiDocs.errors;

/**
 * Every code of the signed API, each in a block of its own whose id is where its problem `type` leads
 * (`/api-docs#error-{code}`): the code, its status, its title, what it means and what to do.
 */
export function ErrorCodesList() {
  return (
    <>
      <h3 className="mt-12 font-semibold text-slate-900 text-xl">{t.codesTitle}</h3>
      <p className="mt-2 max-w-3xl text-slate-600">{t.codesLead}</p>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {PRO_ERROR_CODES.map((code) => (
          <section
            key={code}
            id={problemAnchor(code)}
            aria-labelledby={`${problemAnchor(code)}-title`}
            className="scroll-mt-24 px-5 py-4 target:bg-brand-50"
          >
            <h4
              id={`${problemAnchor(code)}-title`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-900"
            >
              <code className="break-all font-mono font-semibold">{code}</code>
              <span className="text-slate-600 text-sm">
                {t.status} {ERROR_STATUS[code]} · {PROBLEM_TITLES[code]}
              </span>
            </h4>
            <p className="mt-1 text-slate-700">{t.codes[code].meaning}</p>
            <p className="mt-1 text-slate-600">
              <span className="font-medium">{t.whatToDo}</span> {t.codes[code].action}
            </p>
          </section>
        ))}
      </div>
    </>
  );
}
