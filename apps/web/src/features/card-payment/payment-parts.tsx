import type { ReactNode } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { LockIcon } from '../../components/icons';
import { upload } from '../../i18n/fr';

/** The pieces every card payment step shows (one-off document, sign-up pack, more credits), alike. */

/** The padlock, the step's title and, when given, a line under it. */
export function PaymentHeading({ titleId, title, lead }: { titleId: string; title: string; lead?: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <span className="h-5 w-5">
          <LockIcon />
        </span>
      </span>
      <div className="min-w-0">
        <h2 id={titleId} className="font-bold text-slate-900 text-xl">
          {title}
        </h2>
        {lead && <p className="break-words text-slate-600 text-sm">{lead}</p>}
      </div>
    </div>
  );
}

/** Says that no real card is charged: shown only with the card simulator. */
export function SimulatorNotice({ className = '' }: { className?: string }) {
  return (
    <p
      className={`rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200 ${className}`}
    >
      {upload.payment.simulatorNotice}
    </p>
  );
}

/** A refused payment, under the card. */
export function PaymentErrorBox({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="mt-2 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
      data-testid="payment-error"
    >
      {error}
    </p>
  );
}

/** The small print under the card: the card goes to the payment provider, never to us. */
export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-3 flex items-center gap-2 text-slate-500 text-xs">
      <span className="h-3.5 w-3.5 shrink-0">
        <LockIcon />
      </span>
      {children}
    </p>
  );
}

interface PayButtonsProps {
  busy: boolean;
  backLabel: string;
  backDisabled: boolean;
  onBack: () => void;
  payDisabled: boolean;
  payLabel: string;
  processingLabel: string;
  className?: string;
}

/** Back on the left, Pay on the right (stacked, Pay first, on a phone), with a spinner while paying. */
export function PayButtons(props: PayButtonsProps) {
  return (
    <div
      className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-between ${props.className ?? 'mt-8'}`}
    >
      <button type="button" onClick={props.onBack} disabled={props.backDisabled} className={SECONDARY_BUTTON}>
        {props.backLabel}
      </button>
      <button type="submit" disabled={props.payDisabled} className={PRIMARY_BUTTON} data-testid="pay-button">
        {props.busy && (
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            aria-hidden="true"
          />
        )}
        {props.busy ? props.processingLabel : props.payLabel}
      </button>
    </div>
  );
}
