import { upload as t } from '../../i18n/fr';
import { CARD } from './buttons';

/** The spinner 'Préparation en cours...' with the hashing progress bar and percentage. */
export function HashingPanel({
  fileName,
  progress,
  onCancel,
}: {
  fileName: string;
  progress: number;
  onCancel: () => void;
}) {
  const percent = Math.min(100, Math.round(progress * 100));
  return (
    <div className={`${CARD} text-center`} aria-busy="true">
      <span
        className="mx-auto block h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="mt-6 font-semibold text-lg text-slate-900" role="status">
        {t.preparing}
      </p>
      <p className="mt-1 break-all text-slate-500 text-sm">{fileName}</p>
      <div
        className="mx-auto mt-6 h-2 max-w-sm overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t.preparing}
      >
        {/* Moved rather than resized: the compositor animates a transform without layout or paint, which
            leaves the CPU to the hashing worker. */}
        <div
          className="h-full rounded-full bg-brand-600 transition-transform duration-150"
          style={{ transform: `translateX(${percent - 100}%)` }}
        />
      </div>
      <p className="mt-3 text-slate-600 text-sm tabular-nums" data-testid="hashing-percent">
        {t.hashingProgress(percent)}
      </p>
      <button
        type="button"
        onClick={onCancel}
        className="mt-6 font-medium text-slate-600 text-sm underline underline-offset-4 hover:text-slate-900"
      >
        {t.cancel}
      </button>
    </div>
  );
}
