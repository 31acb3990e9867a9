import type { ReactNode } from 'react';
import { CARD, PRIMARY_BUTTON } from '../../components/button-styles';
import { LockIcon } from '../../components/icons';

/** The frame of the login and register pages: a centred card with its title, lead and form. */
export function SignInCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      <div className="mx-auto max-w-lg px-4 py-10 sm:px-6 sm:py-16">
        <section aria-labelledby="sign-in-title" className={CARD}>
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 p-2.5 text-brand-700">
              <LockIcon />
            </span>
            <h1 id="sign-in-title" className="font-bold text-2xl text-slate-900 tracking-tight">
              {title}
            </h1>
          </div>
          <p className="mt-3 text-slate-600 text-sm leading-relaxed">{lead}</p>
          {children}
        </section>
      </div>
    </div>
  );
}

/** The server's refusal, in a red box above the submit button. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
      data-testid="sign-in-error"
    >
      {message}
    </p>
  );
}

/** The submit button, with its spinner while the call runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
      {busy && (
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          aria-hidden="true"
        />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
