import { useEffect, useRef } from 'react';
import { AlertIcon } from '../../components/icons';
import { creditPayment } from '../../i18n/fr';
import type { PaymentErrorView } from './describe-payment-error';

const t = creditPayment.dialog;

/** The credit flows' error dialog: title, friendly message, provider code, suggestions, Close and Retry. */
export function PaymentErrorDialog({
  error,
  onClose,
  onRetry,
}: {
  error: PaymentErrorView;
  onClose: () => void;
  onRetry: () => void;
}) {
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => retryRef.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-4 backdrop-blur-sm sm:items-center">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="payment-error-title"
        aria-describedby="payment-error-message"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-50 p-2.5 text-red-600">
            <AlertIcon />
          </span>
          <div className="min-w-0">
            <h2 id="payment-error-title" className="font-semibold text-lg text-slate-900">
              {error.title}
            </h2>
            <p id="payment-error-message" className="mt-1 text-slate-700 leading-relaxed">
              {error.message}
            </p>
            {error.code && (
              <p className="mt-2 text-slate-500 text-sm">
                {t.code} : <code className="font-mono text-slate-700">{error.code}</code>
              </p>
            )}
          </div>
        </div>
        {error.suggestions.length > 0 && (
          <div className="mt-5 rounded-xl bg-slate-50 p-4">
            <h3 className="font-semibold text-slate-900 text-sm">{t.suggestions}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 text-sm">
              {error.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t.close}
          </button>
          <button
            ref={retryRef}
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t.retry}
          </button>
        </div>
      </div>
    </div>
  );
}
