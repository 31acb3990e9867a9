import { Link } from 'react-router';
import { common, header } from '../i18n/fr';

/** The mark: a clock face on a seal, drawn inline so it costs no request. */
function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.2" />
      <path d="M16 10.5V16l3.8 2.4" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="16" cy="16" r="1.3" fill="#fff" />
    </svg>
  );
}

/** Logo and product name, linking home. */
export function SiteLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      aria-label={header.homeLink}
      className={`flex shrink-0 items-center gap-2 rounded-lg font-bold text-lg tracking-tight sm:gap-2.5 sm:text-xl ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
    >
      <LogoMark />
      <span>{common.productName}</span>
    </Link>
  );
}
