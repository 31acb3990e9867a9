import { CheckIcon } from '../../components/icons';
import { credits as t } from '../../i18n/fr';

/** What a buyer should know: secure payment, no card data kept, cards, VAT, credits at once and forever. */
export function InformationPanel() {
  return (
    <section
      aria-labelledby="credits-info-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <h2 id="credits-info-title" className="font-semibold text-lg text-slate-900">
        {t.info.title}
      </h2>
      <ul className="mt-4 grid gap-3 text-slate-700 text-sm sm:grid-cols-2">
        {t.info.items.map((item) => (
          <li key={item} className="flex gap-2">
            <span className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600">
              <CheckIcon />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
