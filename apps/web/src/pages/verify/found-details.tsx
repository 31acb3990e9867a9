import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import { formatAnchorDate, formatIsoDate } from '@horodoc/shared/format-anchor-date';
import { Fragment, type ReactNode } from 'react';
import { ExternalLinkIcon, FileCheckIcon, ShieldCheckIcon } from '../../components/icons';
import { verify as t } from '../../i18n/fr';
import type { VerifyOutcome } from './verify-document';

type Found = Extract<VerifyOutcome, { kind: 'found' }>;

const BASE_MAINNET = 8453;

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

/** What a found document's answer holds: the certificate, the verified proof, and the files to keep. */
export function FoundDetails({ outcome }: { outcome: Found }) {
  const { certificate, chain } = outcome;
  return (
    <>
      <div
        className="mt-6 flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
        data-testid="proof-verified"
      >
        <span className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600">
          <ShieldCheckIcon />
        </span>
        <div>
          <p className="font-semibold">{t.proof.verified}</p>
          <p className="mt-1 text-emerald-800 text-sm leading-relaxed">
            {t.proof.explanation(chain.sequence)}
          </p>
        </div>
      </div>

      <h3 className="mt-8 font-semibold text-slate-900">{t.details.title}</h3>
      <dl className="mt-2 divide-y divide-slate-100 border-slate-100 border-y">
        <Row label={t.details.fileName}>{removeBidiControls(certificate.file_name)}</Row>
        <Row label={t.details.fingerprint}>
          <Prefix value={certificate.file_hash} />
        </Row>
        <Row label={t.details.transaction}>
          <Prefix value={certificate.tx_hash} />
        </Row>
        <Row label={t.details.timestamp}>{formatAnchorDate(certificate.blockchain_timestamp)}</Row>
        <Row label={t.details.block}>{certificate.block_number}</Row>
        <Row label={t.details.network}>
          {t.details.base}
          {chain.chain_id !== BASE_MAINNET && (
            <span className="block text-slate-500 text-sm">{t.details.localNetwork(chain.chain_name)}</span>
          )}
        </Row>
        <Row label={t.details.finality}>
          {certificate.finalized_at
            ? t.details.finalizedAt(formatIsoDate(certificate.finalized_at))
            : t.details.finalityPending}
        </Row>
      </dl>
      {certificate.explorer_url ? (
        <p className="mt-4">
          <a
            href={certificate.explorer_url}
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

      <h3 className="mt-8 font-semibold text-slate-900">{t.downloads.title}</h3>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <DownloadLink href={certificate.certificate_url}>{t.downloads.certificate}</DownloadLink>
        <DownloadLink href={certificate.proof_url}>{t.downloads.proof}</DownloadLink>
      </div>
      <p className="mt-4 text-slate-600 text-sm">{t.downloads.independent}</p>
      <code className="mt-2 block rounded-lg bg-ink-950 px-4 py-3 font-mono text-slate-100 text-sm">
        {/* Lines may wrap between words, never inside « --proof », which would no longer paste as one. */}
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
