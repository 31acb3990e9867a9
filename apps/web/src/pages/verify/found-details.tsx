import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import { chainNameOf } from '@horodoc/shared/chain-names';
import { formatAnchorDate, formatIsoDate } from '@horodoc/shared/format-anchor-date';
import { Fragment, type ReactNode } from 'react';
import { ExternalLinkIcon, FileCheckIcon, ShieldCheckIcon } from '../../components/icons';
import { verify as t } from '../../i18n/fr';
import { certificatePdfText } from './certificate-pdf-text';
import { SealStage } from './seal-stage';
import type { VerifyOutcome } from './verify-document';

type Found = Extract<VerifyOutcome, { kind: 'found' }>;

/** The spec shows hashes by their first 16 characters; the whole value stays in the tooltip. */
function Prefix({ value }: { value: string }) {
  return (
    <span className="font-mono" title={`${t.details.fullValue} : ${value}`}>
      {value.slice(0, 16)}…
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-500 text-sm">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who read the chain: this browser by itself, or only Horodoc's server when the node was out of reach. */
function ChainVerdict({ outcome }: { outcome: Found }) {
  const { browser, chain } = outcome;
  const byBrowser = browser.status === 'verified';
  const sequence = byBrowser ? browser.sequence : (chain?.sequence ?? null);
  return (
    <div
      className={`mt-6 flex gap-3 rounded-xl p-4 ring-1 ${byBrowser ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-950 ring-amber-200'}`}
      data-testid={byBrowser ? 'proof-verified-by-browser' : 'proof-verified-by-server'}
    >
      <span className={`mt-0.5 h-6 w-6 shrink-0 ${byBrowser ? 'text-emerald-600' : 'text-amber-600'}`}>
        <ShieldCheckIcon />
      </span>
      <div className="min-w-0">
        <p className="font-semibold">{byBrowser ? t.proof.byBrowser : t.proof.byServer}</p>
        <p className="mt-1 text-sm leading-relaxed">
          {byBrowser ? t.proof.byBrowserExplanation(sequence) : t.proof.byServerExplanation(browser.rpcUrl)}
        </p>
        {byBrowser && <p className="mt-1 break-all text-sm opacity-80">{t.proof.node(browser.rpcUrl)}</p>}
        {byBrowser && browser.officialLog !== 'official' && browser.officialLog !== 'local' && (
          <p className="mt-2 font-medium text-amber-800 text-sm">{t.proof.unofficialLog}</p>
        )}
        {outcome.fromCompanion && <p className="mt-1 text-sm opacity-80">{t.proof.fromCompanion}</p>}
      </div>
    </div>
  );
}

function finalityText(outcome: Found): string {
  const { browser, proof, certificate } = outcome;
  if (browser.status === 'verified' && browser.finalized === true) return t.details.finalNow;
  const finalizedAt = certificate?.finalized_at ?? (proof.version === 1 ? null : proof.finalizedAt);
  if (finalizedAt) return t.details.finalizedAt(formatIsoDate(finalizedAt));
  return t.details.finalityPending;
}

/** The token's own verdict, checked in this browser: its date is shown only once the token is verified. */
function timeStampText(outcome: Found): string {
  const verdict = outcome.timeStamp;
  switch (verdict.status) {
    case 'absent':
      return t.details.noTimeStamp;
    case 'verified':
      return t.details.timeStamp(
        formatIsoDate(verdict.genTime.toISOString()),
        verdict.authority,
        verdict.qualified,
      );
    case 'untrusted':
      return t.details.timeStampUntrusted;
    case 'invalid':
      return t.details.timeStampInvalid;
  }
}

/** What a found document's answer holds: the verified proof, the certificate, and the files to keep. */
export function FoundDetails({ outcome }: { outcome: Found }) {
  const { certificate, proof } = outcome;
  const explorerUrl = certificate?.explorer_url ?? proof.explorerUrl ?? null;
  return (
    <>
      <ChainVerdict outcome={outcome} />
      <SealStage outcome={outcome} />

      <h3 className="mt-8 font-semibold text-slate-900">{t.details.title}</h3>
      <dl className="mt-2 divide-y divide-slate-100 border-slate-100 border-y">
        {certificate && (
          <Row label={t.details.fileName}>
            {certificate.file_name === null
              ? t.details.noFileName
              : removeBidiControls(certificate.file_name)}
          </Row>
        )}
        <Row label={t.details.fingerprint}>
          <Prefix value={proof.fingerprint} />
        </Row>
        <Row label={t.details.transaction}>
          <Prefix value={proof.transactionHash} />
        </Row>
        <Row label={t.details.timestamp}>{formatAnchorDate(proof.blockTimestamp)}</Row>
        <Row label={t.details.block}>{proof.blockNumber}</Row>
        <Row label={t.details.network}>
          {t.details.networkName(chainNameOf(proof.chainId), proof.chainId)}
        </Row>
        {outcome.browser.status === 'verified' && outcome.browser.evidence && (
          <Row label={t.details.blockHash}>
            <Prefix value={outcome.browser.evidence.blockHash} /> ({t.details.blockHashNote})
          </Row>
        )}
        <Row label={t.details.finality}>{finalityText(outcome)}</Row>
        <Row label={t.details.timeStampLabel}>{timeStampText(outcome)}</Row>
        {outcome.certificatePdf && (
          <Row label={t.certificatePdf.label}>{certificatePdfText(outcome.certificatePdf)}</Row>
        )}
      </dl>
      {explorerUrl ? (
        <p className="mt-4">
          <a
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t.details.explorer}
            <span className="ml-1.5 inline-block h-4 w-4 align-[-2px]">
              <ExternalLinkIcon />
            </span>
          </a>
        </p>
      ) : (
        <p className="mt-4 text-slate-500 text-sm">{t.details.noExplorer}</p>
      )}

      {certificate && (
        <>
          <h3 className="mt-8 font-semibold text-slate-900">{t.downloads.title}</h3>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <DownloadLink href={certificate.certificate_url}>{t.downloads.certificate}</DownloadLink>
            <DownloadLink href={certificate.proof_url}>{t.downloads.proof}</DownloadLink>
          </div>
        </>
      )}
      <p className="mt-4 text-slate-600 text-sm">{t.downloads.independent}</p>
      <code className="mt-2 block rounded-lg bg-ink-950 px-4 py-3 font-mono text-slate-100 text-sm">
        {/* Lines may wrap between words, never inside « --certificate », which would no longer paste as one. */}
        {t.downloads.command.split(' ').map((word) => (
          <Fragment key={word}>
            <span className="whitespace-nowrap">{word}</span>{' '}
          </Fragment>
        ))}
      </code>
    </>
  );
}

function DownloadLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 transition-colors hover:border-slate-400 hover:bg-slate-50"
    >
      <span className="h-5 w-5 text-brand-600">
        <FileCheckIcon />
      </span>
      {children}
    </a>
  );
}
