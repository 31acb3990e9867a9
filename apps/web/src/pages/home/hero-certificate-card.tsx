import type { ReactNode } from 'react';
import { CheckCircleIcon, FileCheckIcon } from '../../components/icons';
import { home } from '../../i18n/fr';

const t = home.hero.card;
const SAMPLE_HASH = '0xac0134ea8eeacfb9d628d5f3ea4c8c6496ce7cf4dac4b64a6c9085557f1e871e';
const SAMPLE_BLOCK = '33 418 207';

/** One term and its value; a <div> is the one wrapper a <dl> allows around them. */
function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="font-medium text-slate-500 text-xs uppercase tracking-wider">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

/** An illustration of what the user gets: a certificate, drawn in HTML so it is sharp and weightless. */
export function HeroCertificateCard() {
  return (
    <figure aria-label={home.hero.cardLabel} className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden="true"
        className="-inset-10 absolute bg-[radial-gradient(closest-side,rgba(58,102,240,0.45),transparent)]"
      />
      <div className="relative rounded-2xl bg-white p-6 shadow-2xl shadow-black/40 ring-1 ring-white/10 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3 border-slate-100 border-b pb-5">
          <div className="flex items-center gap-3">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 p-2.5 text-brand-700">
              <FileCheckIcon />
            </span>
            <p className="font-semibold text-slate-900">{t.title}</p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800 text-xs">
            <span className="h-3.5 w-3.5">
              <CheckCircleIcon />
            </span>
            {t.status}
          </span>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4 text-sm">
          <Field label={t.fileLabel} wide>
            {t.fileName}
          </Field>
          <Field label={t.hashLabel} wide>
            <span className="block break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-slate-700 text-xs leading-relaxed">
              {SAMPLE_HASH}
            </span>
          </Field>
          <Field label={t.dateLabel}>{t.date}</Field>
          <Field label={t.blockLabel}>
            <span className="font-mono">{SAMPLE_BLOCK}</span>
          </Field>
        </dl>
        <p className="mt-6 flex items-center gap-2 border-slate-100 border-t pt-5 font-medium text-slate-600 text-sm">
          <span className="h-4 w-4 text-emerald-600">
            <CheckCircleIcon />
          </span>
          {t.footer}
        </p>
      </div>
    </figure>
  );
}
