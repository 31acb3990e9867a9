import { home } from '../../i18n/fr';

const t = home.pricing.comparison;

export function BailiffComparisonTable() {
  return (
    <div className="mx-auto mt-20 max-w-3xl">
      <h3 className="text-center font-bold text-2xl text-slate-900 tracking-tight">{t.title}</h3>
      <div className="mt-8 overflow-hidden rounded-2xl border border-slate-200">
        <table className="w-full table-fixed text-left text-[13px] sm:text-base">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="w-[36%] px-2.5 py-4 font-semibold text-slate-600 sm:px-6">
                {t.criterion}
              </th>
              <th scope="col" className="w-[30%] px-2.5 py-4 font-semibold text-slate-600 sm:px-6">
                {t.bailiff}
              </th>
              <th
                scope="col"
                className="w-[34%] bg-brand-50 px-2.5 py-4 font-semibold text-brand-800 sm:px-6"
              >
                {t.us}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {t.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-2.5 py-4 font-medium text-slate-900 sm:px-6">
                  {row.label}
                </th>
                <td className="px-2.5 py-4 text-slate-600 break-words sm:px-6">{row.bailiff}</td>
                <td className="bg-brand-50/60 px-2.5 py-4 font-semibold break-words text-slate-900 sm:px-6">
                  {row.us}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-slate-500 text-sm leading-relaxed">{t.footnote}</p>
    </div>
  );
}
