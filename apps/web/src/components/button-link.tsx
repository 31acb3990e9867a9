import type { ReactNode } from 'react';
import { Link } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
  onDark: 'border border-white/25 bg-white/5 text-white hover:bg-white/15',
} as const;

interface ButtonLinkProps {
  to: string;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
  className?: string;
}

/** A link that looks like a button: the site's calls to action. */
export function ButtonLink({ to, variant = 'primary', children, className = '' }: ButtonLinkProps) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl text-center px-6 py-3 font-semibold text-base transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
