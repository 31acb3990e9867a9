import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import { formatFileSize } from '@horodoc/shared/format-file-size';
import { useId } from 'react';
import { paths } from '../../app/paths';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import type { DisplayedPrice } from '../../features/pricing-counter/web-price';
import { common, upload as t, webAccount } from '../../i18n/fr';
import { LimitReachedPanel } from './limit-reached-panel';
import { PlanBox } from './plan-box';
import type { UploadPlanMode } from './upload-plan-mode';

interface InfoStepProps {
  file: File;
  fileHash: string;
  price: DisplayedPrice;
  email: string;
  emailError: boolean;
  termsAccepted: boolean;
  preparing: boolean;
  /** How this document is paid: by card, on the plan, or not yet (limit reached). */
  plan: UploadPlanMode;
  onEmail: (email: string) => void;
  onTerms: (accepted: boolean) => void;
  onBack: () => void;
  onProceed: () => void;
  onPlanProceed: () => void;
  onPayPerUse: () => void;
}

/**
 * Step 2: what is about to be timestamped, its price (or the plan that includes it, or 'Limite atteinte'),
 * an optional e-mail for the card payment, and the terms.
 */
export function InfoStep(props: InfoStepProps) {
  const { file, fileHash, price, plan } = props;
  const emailId = useId();
  const termsId = useId();
  return (
    <section aria-labelledby="info-title" className={CARD}>
      <h2 id="info-title" className="font-bold text-slate-900 text-xl">
        {t.info.title}
      </h2>
      <dl className="mt-5 divide-y divide-slate-100 text-sm">
        <Row label={t.info.fileName}>
          <span className="break-all font-medium text-slate-900">{removeBidiControls(file.name)}</span>
        </Row>
        <Row label={t.info.fileSize}>{formatFileSize(file.size)}</Row>
        <Row label={t.info.fileHash}>
          <span className="break-all font-mono text-slate-900 text-xs sm:text-sm" data-testid="file-hash">
            {fileHash}
          </span>
        </Row>
      </dl>

      {plan.kind === 'plan' && <PlanBox planName={plan.planName} remaining={plan.remaining} />}
      {plan.kind === 'limit' && (
        <LimitReachedPanel
          planName={plan.planName}
          quota={plan.quota}
          nextPlan={plan.nextPlan}
          onPayPerUse={props.onPayPerUse}
        />
      )}
      {plan.kind === 'card' && (
        <>
          <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
            <p
              className="inline-flex rounded-full bg-white px-3 py-1 font-semibold text-brand-800 text-xs ring-1 ring-brand-200"
              data-testid="price-label"
            >
              {price.documentNumber === 1 ? t.info.firstDocument : t.info.nextDocument(price.documentNumber)}
            </p>
            <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
              <dt className="text-slate-600">{t.info.priceHt}</dt>
              <dd className="text-right text-slate-900 tabular-nums" data-testid="price-ht">
                {price.ht}
              </dd>
              <dt className="text-slate-600">{t.info.vatIncluded}</dt>
              <dd className="text-right text-slate-900 tabular-nums">{price.vat}</dd>
              <dt className="border-brand-100 border-t pt-2 font-semibold text-slate-900">
                {t.info.priceTtc}
              </dt>
              <dd
                className="border-brand-100 border-t pt-2 text-right font-bold text-lg text-slate-900 tabular-nums"
                data-testid="price-ttc"
              >
                {price.ttc}
              </dd>
            </dl>
            <p className="mt-2 text-slate-500 text-xs">{t.info.vatNote}</p>
          </div>

          <div className="mt-6">
            <label htmlFor={emailId} className="block font-medium text-slate-800 text-sm">
              {t.info.emailLabel}
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={props.email}
              placeholder={t.info.emailPlaceholder}
              onChange={(event) => props.onEmail(event.target.value)}
              aria-invalid={props.emailError}
              aria-describedby={`${emailId}-hint`}
              className={`mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-3 text-base text-slate-900 outline-none placeholder:text-slate-400 focus:ring-2 ${
                props.emailError
                  ? 'border-red-500 focus:ring-red-100'
                  : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
              }`}
            />
            <p
              id={`${emailId}-hint`}
              className={`mt-1.5 text-sm ${props.emailError ? 'text-red-700' : 'text-slate-500'}`}
            >
              {props.emailError ? t.info.emailInvalid : t.info.emailHint}
            </p>
          </div>
        </>
      )}

      {plan.kind !== 'limit' && (
        <div className="mt-6 flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            checked={props.termsAccepted}
            onChange={(event) => props.onTerms(event.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor={termsId} className="text-slate-700 text-sm leading-relaxed">
            {t.info.termsBefore}
            <a
              href={paths.termsOfService}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {t.info.termsLink}
              <span className="sr-only"> {common.newTab}</span>
            </a>
            {t.info.termsAfter}
          </label>
        </div>
      )}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={props.onBack} className={SECONDARY_BUTTON}>
          {t.info.back}
        </button>
        {plan.kind !== 'limit' && (
          <button
            type="button"
            onClick={plan.kind === 'plan' ? props.onPlanProceed : props.onProceed}
            disabled={!props.termsAccepted || props.preparing}
            className={PRIMARY_BUTTON}
          >
            {props.preparing && (
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            )}
            {plan.kind === 'plan'
              ? props.preparing
                ? webAccount.upload.proceeding
                : webAccount.upload.proceed
              : props.preparing
                ? t.info.proceeding
                : t.info.proceed}
          </button>
        )}
      </div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </div>
  );
}
