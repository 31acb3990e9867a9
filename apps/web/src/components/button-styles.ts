/** The page's two button looks, as the site's ButtonLink draws them. */
export const PRIMARY_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-base text-white shadow-sm shadow-brand-900/20 transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:shadow-none';

export const SECONDARY_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-6 py-3 font-semibold text-base text-slate-900 transition-colors hover:border-slate-400 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

export const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';
