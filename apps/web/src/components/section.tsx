import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  /** Id of the heading that names the section. */
  labelledBy: string;
  tone?: 'white' | 'muted';
  children: ReactNode;
}

/** A full-width band of the page with the site's horizontal rhythm. */
export function Section({ id, labelledBy, tone = 'white', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={tone === 'muted' ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
}

export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-pretty text-lg text-slate-600 leading-relaxed">{lead}</p>}
    </div>
  );
}
