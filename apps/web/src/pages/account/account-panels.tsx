import type { ReactNode } from 'react';
import { webAccount } from '../../i18n/fr';

const t = webAccount.area;

/** A white panel of the account area, with its heading. */
export function Panel({
  title,
  id,
  action,
  children,
}: {
  title: string;
  id: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-semibold text-lg text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function LoadingPanel() {
  return (
    <div
      className="flex min-h-40 items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white"
      role="status"
    >
      <span
        className="h-6 w-6 animate-spin rounded-full border-3 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="text-slate-600">{t.loading}</span>
    </div>
  );
}

export function FailedPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-red-50 px-5 py-4 text-red-800 text-sm ring-1 ring-red-200">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-4">
        {t.retry}
      </button>
    </div>
  );
}
