import { useEffect, useRef } from 'react';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { CheckCircleIcon, InfoIcon, XCircleIcon } from '../../components/icons';
import { verify as t } from '../../i18n/fr';
import { FoundDetails } from './found-details';
import { errorMessage, type VerifyFailure } from './use-document-verification';
import type { VerifyOutcome } from './verify-document';

const TONES = {
  success: { box: 'bg-emerald-100 text-emerald-600', Icon: CheckCircleIcon },
  info: { box: 'bg-brand-100 text-brand-600', Icon: InfoIcon },
  error: { box: 'bg-red-100 text-red-600', Icon: XCircleIcon },
} as const;

interface VerifyResultProps {
  fileName: string;
  outcome: VerifyOutcome | VerifyFailure;
  onAgain: () => void;
}

/** The result area of the spec: success, info or error icon, the verdict, then the two buttons. */
export function VerifyResult({ fileName, outcome, onAgain }: VerifyResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The verdict replaces the spinner: move focus there so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);

  const test = outcome.kind === 'found' && outcome.test;
  const tone = test
    ? 'error'
    : outcome.kind === 'found'
      ? 'success'
      : outcome.kind === 'notFound'
        ? 'info'
        : 'error';
  const { box, Icon } = TONES[tone];
  const title = test
    ? t.found.testTitle
    : outcome.kind === 'found'
      ? t.found.title
      : outcome.kind === 'notFound'
        ? t.notFound.title
        : t.error.title;
  const message = test
    ? t.found.testMessage
    : outcome.kind === 'found'
      ? t.found.message
      : outcome.kind === 'notFound'
        ? t.notFound.message
        : outcome.kind === 'refused'
          ? outcome.message
          : errorMessage(outcome.kind === 'failure' ? 'failure' : outcome.reason);

  return (
    <section
      aria-labelledby="verify-result-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
      data-testid={`verify-result-${outcome.kind}`}
    >
      <div className="flex flex-col items-center text-center">
        <span className={`flex h-16 w-16 items-center justify-center rounded-full ${box}`}>
          <span className="h-9 w-9">
            <Icon />
          </span>
        </span>
        <h2
          id="verify-result-title"
          ref={heading}
          tabIndex={-1}
          className="mt-5 font-bold text-2xl text-slate-900 tracking-tight outline-none sm:text-3xl"
        >
          {title}
        </h2>
        <p className="mt-2 max-w-xl text-pretty text-slate-600">{message}</p>
        {outcome.kind === 'failure' && outcome.detail && (
          <p className="mt-2 max-w-xl text-slate-500 text-sm">{outcome.detail}</p>
        )}
        <p className="mt-3 max-w-full break-all text-slate-500 text-sm">
          {t.checkedFile} : {fileName}
        </p>
      </div>

      {test && (
        <div
          role="alert"
          className="mt-6 rounded-xl bg-red-600 p-4 text-white shadow-sm"
          data-testid="test-certificate-banner"
        >
          <p className="font-bold tracking-wide">{t.test.banner}</p>
          <p className="mt-1 text-red-50 text-sm leading-relaxed">{t.test.explanation}</p>
        </div>
      )}
      {outcome.kind === 'found' && <FoundDetails outcome={outcome} />}
      {outcome.kind === 'notFound' && (
        <div className="mt-6 rounded-xl bg-slate-50 p-4 text-slate-600 text-sm leading-relaxed">
          {outcome.pending && <p className="mb-2 font-medium text-slate-800">{t.notFound.pending}</p>}
          <p>{t.notFound.hint}</p>
          <p className="mt-3">
            {t.details.fingerprint} :{' '}
            <span className="break-all font-mono text-slate-800">{outcome.fingerprint}</span>
          </p>
        </div>
      )}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <button
          type="button"
          onClick={onAgain}
          className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
        >
          {t.actions.again}
        </button>
        <ButtonLink to={paths.home} variant="secondary">
          {t.actions.home}
        </ButtonLink>
      </div>
    </section>
  );
}
