import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ArrowLeftIcon } from '../../components/icons';
import { StepIndicator } from '../../components/step-indicator';
import { PaymentErrorDialog } from '../../features/card-payment/payment-error-dialog';
import { signup as t } from '../../i18n/fr';
import { AccountStep } from './account-step';
import { CredentialsStep } from './credentials-step';
import { PackStep } from './pack-step';
import { SignupPaymentStep } from './signup-payment-step';
import { useSignupWizard } from './use-signup-wizard';

const STEP_INDEX = { account: 0, pack: 1, payment: 2, credentials: 3 } as const;

/** The signup wizard: account, pack, payment, credentials (spec, section 2). */
export function SignupPage() {
  const { state, cardRef, cardProvider, actions } = useSignupWizard();
  const stepTop = useRef<HTMLDivElement>(null);
  const index = STEP_INDEX[state.step];
  // A step's buttons sit at the bottom of a long form on a phone: show the next step from its top.
  useEffect(() => {
    const top = stepTop.current;
    if (top && index >= 0 && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [index]);

  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto max-w-4xl px-4 pt-8 pb-8 text-center sm:px-6 sm:pt-12 sm:pb-10">
          <Link
            to={paths.apiDocs}
            className="inline-flex items-center gap-2 font-medium text-brand-700 text-sm hover:text-brand-900"
          >
            <span className="h-4 w-4">
              <ArrowLeftIcon />
            </span>
            {t.backToDocs}
          </Link>
          <h1 className="mt-4 font-bold text-3xl text-slate-900 tracking-tight sm:text-5xl">{t.title}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-lg text-slate-600">{t.subtitle}</p>
          <StepIndicator
            steps={t.steps}
            current={index}
            label={t.stepsLabel}
            status={t.stepStatus(index + 1, t.steps.length)}
          />
        </div>
      </header>
      <div ref={stepTop} className="mx-auto max-w-4xl scroll-mt-16 px-4 py-8 sm:px-6 sm:py-12">
        {state.step === 'account' && (
          <AccountStep
            form={state.form}
            touched={state.touched}
            checking={state.checking}
            emailTaken={state.emailTaken}
            onChange={actions.change}
            onTouch={actions.touch}
            onContinue={actions.continueFromAccount}
          />
        )}
        {state.step === 'pack' && (
          <PackStep
            pack={state.pack}
            creating={state.creating}
            onChoose={actions.choosePack}
            onBack={actions.back}
            onProceed={actions.proceedToPayment}
          />
        )}
        {state.step === 'payment' && (
          <SignupPaymentStep
            email={state.form.email.trim()}
            session={state.session}
            provider={cardProvider}
            cardRef={cardRef}
            paying={state.paying}
            error={state.error}
            onBack={actions.back}
            onPay={actions.pay}
          />
        )}
        {state.step === 'credentials' && <CredentialsStep result={state.result} />}
      </div>
      {state.dialog && (
        <PaymentErrorDialog
          error={state.dialog.error}
          onClose={actions.closeDialog}
          onRetry={actions.retry}
        />
      )}
    </div>
  );
}
