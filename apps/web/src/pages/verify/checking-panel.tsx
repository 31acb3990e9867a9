import { verify as t } from '../../i18n/fr';
import type { VerifyProgress } from './verify-document';

/** The spinner 'Vérification en cours...', with the hashing progress, then the server and chain check. */
export function CheckingPanel({
  fileName,
  progress,
  onCancel,
}: {
  fileName: string;
  progress: VerifyProgress;
  onCancel: () => void;
}) {
  const percent = progress.phase === 'hashing' ? Math.round(progress.fraction * 100) : 100;
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center sm:px-10"
      aria-busy="true"
    >
      <span
        className="mx-auto block h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="mt-6 font-semibold text-lg text-slate-900" role="status">
        {t.checking.spinner}
      </p>
      <p className="mt-1 break-all text-slate-500 text-sm">{fileName}</p>
      <div
        className="mx-auto mt-6 h-2 max-w-sm overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t.checking.spinner}
      >
        {/* Moved rather than resized: see hashing-panel.tsx. */}
        <div
          className="h-full rounded-full bg-brand-600 transition-transform"
          style={{ transform: `translateX(${percent - 100}%)` }}
        />
      </div>
      <p className="mt-3 text-slate-600 text-sm">
        {progress.phase === 'hashing' ? t.checking.hashing(percent) : t.checking.asking}
      </p>
      <button
        type="button"
        onClick={onCancel}
        className="mt-6 font-medium text-slate-600 text-sm underline underline-offset-4 hover:text-slate-900"
      >
        {t.checking.cancel}
      </button>
    </div>
  );
}
