import { useEffect, useRef } from 'react';
import { LockIcon } from '../../components/icons';
import { upload } from '../../i18n/fr';

const t = upload.card.bank;

/** The simulated bank's 3-D Secure page: what Stripe.js opens for a card that needs a verification. */
export function BankVerificationDialog({
  amountLabel,
  onAnswer,
}: {
  amountLabel: string;
  onAnswer: (approve: boolean) => void;
}) {
  const approveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => approveRef.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="bank-dialog-title"
        aria-describedby="bank-dialog-text"
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onAnswer(false);
        }}
      >
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700">
            <span className="h-5 w-5">
              <LockIcon />
            </span>
          </span>
          <div>
            <h2 id="bank-dialog-title" className="font-semibold text-slate-900">
              {t.title}
            </h2>
            <p className="text-slate-500 text-xs uppercase tracking-wide">{t.simulated}</p>
          </div>
        </div>
        <p id="bank-dialog-text" className="mt-5 text-slate-700 leading-relaxed">
          {t.text(amountLabel)}
        </p>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={() => onAnswer(false)}
            className="min-h-11 rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t.refuse}
          </button>
          <button
            ref={approveRef}
            type="button"
            onClick={() => onAnswer(true)}
            className="min-h-11 rounded-xl bg-emerald-600 px-4 font-semibold text-white hover:bg-emerald-700"
          >
            {t.approve}
          </button>
        </div>
      </div>
    </div>
  );
}
