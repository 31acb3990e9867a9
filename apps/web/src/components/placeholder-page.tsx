import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  subtitle?: string;
  before?: ReactNode;
  children?: ReactNode;
}

/** A screen whose full version is still being built: its heading and a short way onward. */
export function PlaceholderPage({ title, subtitle, before, children }: PlaceholderPageProps) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        {before}
        <h1 className="font-bold text-4xl text-slate-900 tracking-tight">{title}</h1>
        {subtitle && <p className="mt-3 text-lg text-slate-600">{subtitle}</p>}
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-8">{children}</div>
      </div>
    </div>
  );
}
