import { useEffect, useId, useRef } from 'react';
import { FileCheckIcon } from '../../components/icons';
import { verify as t } from '../../i18n/fr';

/**
 * The optional certificate PDF or proof file: with it, the browser checks the very proof the visitor holds,
 * even if Horodoc's server no longer knows the document.
 */
export function CompanionInput({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A file picked on the prerendered page before React took over raised no change event: take it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) onChange(early);
  }, []);
  return (
    <div
      className="mb-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="verify-companion"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 h-5 w-5 shrink-0 text-brand-600">
          <FileCheckIcon />
        </span>
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="font-semibold text-slate-900">
            {t.companion.label}
          </label>
          <p className="mt-1 text-slate-600 text-sm">{t.companion.help}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {/* The browser's own button would speak its interface's language: ours says it in French. */}
            <label className="min-h-9 cursor-pointer rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-700 text-sm hover:bg-brand-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
              <input
                ref={input}
                id={id}
                type="file"
                accept=".pdf,.json,application/pdf,application/json"
                className="sr-only"
                data-testid="verify-companion-input"
                onChange={(event) => onChange(event.target.files?.[0] ?? null)}
              />
              {file ? t.companion.chooseAnother : t.companion.choose}
            </label>
            {file ? (
              <button
                type="button"
                className="text-slate-500 text-sm underline underline-offset-4 hover:text-slate-800"
                onClick={() => {
                  // Emptied too, so that the same file chosen again is seen.
                  if (input.current) input.current.value = '';
                  onChange(null);
                }}
              >
                {t.companion.remove}
              </button>
            ) : (
              <span className="text-slate-500 text-sm">{t.companion.none}</span>
            )}
          </div>
          {file && <p className="mt-2 break-all text-emerald-700 text-sm">{t.companion.chosen(file.name)}</p>}
        </div>
      </div>
    </div>
  );
}
