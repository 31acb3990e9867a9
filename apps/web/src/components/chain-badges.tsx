import { common } from '../i18n/fr';

function EthereumMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-4 w-4">
      <path d="M12 2 5.5 12.3 12 16l6.5-3.7Z" fill="currentColor" opacity=".85" />
      <path d="M12 17.3 5.5 13.6 12 22l6.5-8.4Z" fill="currentColor" />
    </svg>
  );
}

function BaseMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-4 w-4">
      <circle cx="12" cy="12" r="10" fill="#0052ff" />
      <rect x="2" y="10.9" width="11" height="2.2" fill="#fff" />
    </svg>
  );
}

/** 'Sécurisé par Ethereum' and 'Horodaté sur Base (Coinbase)', on a dark background. */
export function ChainBadges({ className = '' }: { className?: string }) {
  const pill =
    'inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1.5 font-medium text-slate-100 text-sm';
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      <li className={pill}>
        <EthereumMark />
        {common.securedByEthereum}
      </li>
      <li className={pill}>
        <BaseMark />
        {common.timestampedOnBase}
      </li>
    </ul>
  );
}

/** The header's badge naming the two chains. */
export function ChainsBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 font-semibold text-[11px] text-brand-800 sm:px-2.5 sm:py-1 sm:text-xs">
      <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
      {common.chainsBadge}
    </span>
  );
}
