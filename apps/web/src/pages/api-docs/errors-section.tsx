import { apiDocs } from '../../i18n/fr';
import { DocsSection } from './docs-section';
import { ErrorCodesList } from './error-codes-list';

const t = apiDocs.errors;

export function ErrorsSection() {
  return (
    <DocsSection id="errors" title={apiDocs.sections.errors} lead={t.lead}>
      <div className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <table className="w-full table-fixed text-left text-[13px] sm:text-base">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="bg-slate-50 text-slate-600 text-sm">
            <tr>
              <th scope="col" className="w-[15%] px-2.5 py-3 font-semibold sm:px-5">
                {t.code}
              </th>
              <th scope="col" className="w-[40%] px-2.5 py-3 font-semibold sm:px-5">
                {t.meaning}
              </th>
              <th scope="col" className="px-2.5 py-3 font-semibold sm:px-5">
                {t.action}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {t.rows.map((row) => (
              <tr key={row.code}>
                <th scope="row" className="px-2.5 py-4 font-bold font-mono text-slate-900 sm:px-5">
                  {row.code}
                </th>
                <td className="px-2.5 py-4 font-medium text-slate-900 break-words sm:px-5">{row.meaning}</td>
                <td className="px-2.5 py-4 text-slate-600 break-words sm:px-5">{row.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ErrorCodesList />
    </DocsSection>
  );
}
