interface ProgressPanelProps {
  /** The spinner's title, also the progress bar's name. */
  title: string;
  fileName: string;
  percent: number;
  /** What is happening now, under the bar. */
  detail: string;
  cancelLabel: string;
  onCancel: () => void;
  className: string;
}

/** A spinner, the file's name and a progress bar with its percentage, while a file is worked on. */
export function ProgressPanel({
  title,
  fileName,
  percent,
  detail,
  cancelLabel,
  onCancel,
  className,
}: ProgressPanelProps) {
  return (
    <div className={`${className} text-center`} aria-busy="true">
      <span
        className="mx-auto block h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="mt-6 font-semibold text-lg text-slate-900" role="status">
        {title}
      </p>
      <p className="mt-1 break-all text-slate-500 text-sm">{fileName}</p>
      <div
        className="mx-auto mt-6 h-2 max-w-sm overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={title}
      >
        {/* Moved rather than resized: the compositor animates a transform without layout or paint, which
            leaves the CPU to the hashing worker. */}
        <div
          className="h-full rounded-full bg-brand-600 transition-transform duration-150"
          style={{ transform: `translateX(${percent - 100}%)` }}
        />
      </div>
      <p className="mt-3 text-slate-600 text-sm tabular-nums" data-testid="progress-detail">
        {detail}
      </p>
      <button
        type="button"
        onClick={onCancel}
        className="mt-6 font-medium text-slate-600 text-sm underline underline-offset-4 hover:text-slate-900"
      >
        {cancelLabel}
      </button>
    </div>
  );
}
