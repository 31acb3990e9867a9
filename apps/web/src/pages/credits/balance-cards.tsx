import { AlertIcon } from '../../components/icons';
import { credits as t } from '../../i18n/fr';
import type { Balances } from './credits-state';

/** Below this many credits, the page suggests buying more. */
const LOW_BALANCE = 5;

/** The three balances (available, used, purchased) and the low or zero balance warning. */
export function BalanceCards({ balance }: { balance: Balances | null }) {
  const cards = [
    { label: t.balances.available, value: balance?.available, testId: 'balance-available', accent: true },
    { label: t.balances.used, value: balance?.used, testId: 'balance-used', accent: false },
    { label: t.balances.purchased, value: balance?.purchased, testId: 'balance-purchased', accent: false },
  ];
  return (
    <section aria-label={t.balances.label}>
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {cards.map((card) => (
          <div
            key={card.testId}
            className={`rounded-2xl border p-4 sm:p-6 ${card.accent ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            <dt className="text-slate-600 text-xs sm:text-sm">{card.label}</dt>
            <dd
              className={`mt-1 font-bold text-2xl tabular-nums tracking-tight sm:text-4xl ${card.accent ? 'text-brand-800' : 'text-slate-900'}`}
              data-testid={card.testId}
              aria-busy={balance === null}
            >
              {card.value ?? '…'}
            </dd>
          </div>
        ))}
      </dl>
      {balance && balance.available <= LOW_BALANCE && (
        <p
          role="status"
          className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm leading-relaxed ring-1 ring-amber-200"
          data-testid="balance-warning"
        >
          <span className="mt-0.5 h-4 w-4 shrink-0">
            <AlertIcon />
          </span>
          {balance.available === 0 ? t.empty : t.low(balance.available)}
        </p>
      )}
    </section>
  );
}
