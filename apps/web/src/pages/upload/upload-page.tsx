import { useEffect, useRef } from 'react';
import { StepIndicator } from '../../components/step-indicator';
import { simulatorCalls } from '../../features/api-client/card-provider-calls';
import { upload as t, webAccount } from '../../i18n/fr';
import { ChooseFileStep } from './choose-file-step';
import { InfoStep } from './info-step';
import { PaymentStep } from './payment-step';
import { ResultStep } from './result-step';
import { useUploadFlow } from './use-upload-flow';

const STEP_INDEX = { upload: 0, info: 1, payment: 2, result: 3 } as const;

/** The four steps on one page: upload, info, payment, result. */
export function UploadPage() {
  const { state, price, plan, cardRef, cardProvider, actions } = useUploadFlow();
  const stepTop = useRef<HTMLDivElement>(null);
  // A step's buttons sit at the bottom of a long form on a phone: show the next step from its top.
  useEffect(() => {
    const top = stepTop.current;
    if (top && state.step && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [state.step]);
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 text-center sm:px-6 sm:pt-14 sm:pb-10">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-5xl">{t.title}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-lg text-slate-600">{t.subtitle}</p>
          <StepIndicator
            steps={plan.kind === 'plan' ? webAccount.upload.steps : t.steps}
            current={STEP_INDEX[state.step]}
            label={t.stepsLabel}
            status={t.stepStatus(STEP_INDEX[state.step] + 1, t.steps.length)}
          />
        </div>
      </header>
      <div
        id="upload-step"
        ref={stepTop}
        className="mx-auto max-w-3xl scroll-mt-16 px-4 py-8 sm:px-6 sm:py-12"
      >
        {state.step === 'upload' && (
          <ChooseFileStep
            file={state.file}
            hashing={state.hashing}
            onFile={actions.chooseFile}
            onClear={actions.clearFile}
            onContinue={actions.continueWithFile}
            onCancel={actions.cancelHashing}
            onBack={actions.back}
          />
        )}
        {state.step === 'info' && (
          <InfoStep
            file={state.file}
            fileHash={state.fileHash}
            price={price}
            email={state.email}
            emailError={state.emailError}
            termsAccepted={state.termsAccepted}
            preparing={state.preparing}
            plan={plan}
            onEmail={actions.setEmail}
            onTerms={actions.setTerms}
            onBack={actions.back}
            onProceed={actions.proceedToPayment}
            onPlanProceed={actions.timestampOnPlan}
            onPayPerUse={actions.payPerUse}
          />
        )}
        {state.step === 'payment' && (
          <PaymentStep
            price={price}
            provider={cardProvider}
            simulatorApi={simulatorCalls}
            cardRef={cardRef}
            paying={state.paying}
            paymentError={state.paymentError}
            onBack={actions.back}
            onPay={actions.pay}
          />
        )}
        {state.step === 'result' && (
          <ResultStep
            certificate={state.certificate}
            invoice={state.invoice}
            isNew={state.isNewCertificate}
            refunded={state.paymentRefunded}
            email={state.email}
            onAnother={actions.restart}
          />
        )}
      </div>
    </div>
  );
}
