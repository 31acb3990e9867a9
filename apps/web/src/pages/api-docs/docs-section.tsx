import type { ReactNode } from 'react';

interface DocsSectionProps {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/**
 * One section of the API documentation. A nav click lands its top 96 px down (scroll-mt-24), inside the
 * scroll-spy's 100 px, so the clicked button becomes the active one; the section's own top padding keeps
 * its title clear of the fixed header and the sticky section bar.
 */
export function DocsSection({ id, title, lead, children }: DocsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-slate-200 border-t py-16 first:border-t-0"
    >
      <h2 id={`${id}-title`} className="font-bold text-3xl text-slate-900 tracking-tight">
        {title}
      </h2>
      {lead && <p className="mt-3 max-w-3xl text-lg text-slate-600 leading-relaxed">{lead}</p>}
      {children}
    </section>
  );
}

export function CodeBlock({ children, caption }: { children: string; caption: string }) {
  return (
    <figure className="mt-4">
      <figcaption className="font-medium text-slate-500 text-sm">{caption}</figcaption>
      <pre className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere] rounded-xl bg-ink-950 p-5 font-mono text-slate-100 text-sm leading-relaxed">
        <code>{children}</code>
      </pre>
    </figure>
  );
}
