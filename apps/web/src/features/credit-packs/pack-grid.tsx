import { CREDIT_PACKS, type CreditPack, formatEuros, formatPackEuros } from '@horodoc/shared/pricing';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../components/icons';
import { creditPacks as t } from '../../i18n/fr';

interface PackGridProps {
  selected: CreditPack | null;
  onSelect: (pack: CreditPack) => void;
  disabled?: boolean;
  /** Under each pack's price: the credits page puts its 'Acheter …' button there. */
  footer?: (pack: CreditPack, selected: boolean) => ReactNode;
}

/** The four packs (spec, section 9), one marked popular; choosing one highlights it. */
export function PackGrid({ selected, onSelect, disabled = false, footer }: PackGridProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t.groupLabel}</legend>
      {CREDIT_PACKS.map((pack) => {
        const isSelected = selected?.credits === pack.credits;
        return (
          <div
            key={pack.credits}
            className={`relative flex flex-col rounded-2xl border-2 bg-white transition-shadow has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-200 ${
              isSelected
                ? 'border-brand-600 shadow-lg shadow-brand-900/10 ring-4 ring-brand-100'
                : pack.popular
                  ? 'border-brand-300'
                  : 'border-slate-200'
            }`}
          >
            {pack.popular && (
              <p className="-top-3 absolute left-5 rounded-full bg-brand-600 px-2.5 py-0.5 font-semibold text-white text-xs">
                {t.popular}
              </p>
            )}
            <label className="block flex-1 cursor-pointer p-5 has-[:disabled]:cursor-not-allowed">
              <input
                type="radio"
                name="credit-pack"
                value={pack.credits}
                checked={isSelected}
                disabled={disabled}
                onChange={() => onSelect(pack)}
                data-testid={`pack-${pack.credits}`}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-lg text-slate-900">{t.credits(pack.credits)}</span>
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 items-center justify-center rounded-full border-2 ${
                    isSelected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300'
                  }`}
                >
                  {isSelected && (
                    <span className="h-3.5 w-3.5">
                      <CheckIcon />
                    </span>
                  )}
                </span>
              </span>
              <span className="mt-3 block font-bold text-3xl text-slate-900 tracking-tight">
                {t.priceHt(formatPackEuros(pack.priceHtCents))}
              </span>
              <span className="mt-1 block text-slate-600 text-sm">
                {t.perCredit(formatEuros(Math.round(pack.priceHtCents / pack.credits)))}
              </span>
            </label>
            {footer && <div className="px-5 pb-5">{footer(pack, isSelected)}</div>}
          </div>
        );
      })}
    </fieldset>
  );
}
