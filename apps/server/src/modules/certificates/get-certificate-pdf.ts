import { createHash } from 'node:crypto';
import { business } from '@horodoc/shared/business';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Db } from '../../adapters/db/database';
import type { CheckpointRow } from '../../adapters/db/schema/checkpoints';
import { renderCertificatePdf } from '../../adapters/pdf/render-certificate-pdf';
import type { PdfSigner } from '../../adapters/pdf-signing/pdf-signer';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { visibleFileName } from '../certificate-view/visible-file-name';
import { anchoredProof } from '../verification/anchored-proof';
import { proofFileName } from '../verification/certificate-links';
import { certificateFileName } from './certificate-file';
import { findBatch, findCertificateById } from './certificate-repository';
import { findCertificateSeal } from './find-certificate-seal';

export interface GetCertificatePdfOptions {
  db: Db;
  chain: ChainClient;
  /** Where test certificates are anchored, when there is a test network. */
  testChain?: ChainClient | null;
  /** The public site, for the verification address printed and encoded in the QR code. */
  publicUrl: string;
  certificateId: string;
  /** Who downloads it (`visibleFileName`): an account's id, or null for anyone. */
  viewer: string | null;
  /** Signs the PDF (PAdES, time-stamped). */
  signer: PdfSigner;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The PDF of a completed certificate, rebuilt from the database each time (the proof never changes), or
 * `not_found` when there is no such certificate or it is not anchored (yet, or ever).
 */
export async function getCertificatePdf(
  options: GetCertificatePdfOptions,
): Promise<{ kind: 'found'; fileName: string; pdf: Buffer } | { kind: 'not_found' }> {
  const notFound = { kind: 'not_found' } as const;
  if (!UUID.test(options.certificateId)) return notFound;
  const certificate = await findCertificateById(options.db, options.certificateId);
  if (certificate?.status !== 'completed' || !certificate.batchId) return notFound;
  const batch = await findBatch(options.db, certificate.batchId);
  if (!batch) return notFound;
  const pdf = await renderCertificateFromRows({
    certificate,
    batch,
    checkpoint: await findCertificateSeal(options.db, certificate.id),
    chain: certificate.mode === 'test' ? (options.testChain ?? options.chain) : options.chain,
    publicUrl: options.publicUrl,
    signer: options.signer,
    viewer: options.viewer,
  });
  return { kind: 'found', fileName: certificateFileName(certificate.fileHash), pdf };
}

/** Renders a completed certificate and its batch, for the download and for the e-mail. */
export function renderCertificateFromRows(options: {
  certificate: CertificateRow;
  batch: NonNullable<Awaited<ReturnType<typeof findBatch>>>;
  /** The final checkpoint covering the batch: the embedded proof is then sealed on Ethereum. */
  checkpoint?: CheckpointRow | null;
  chain: ChainClient;
  publicUrl: string;
  signer: PdfSigner;
  /** Who gets it (`visibleFileName`): an account's id, or null for anyone. */
  viewer: string | null;
  /** The proof built from these rows already (to check its root on chain): not built again. */
  proof?: ReturnType<typeof anchoredProof>;
}): Promise<Buffer> {
  const { certificate, batch, chain } = options;
  // The very proof `proof.json` serves: the PDF carries it embedded.
  const proof = options.proof ?? anchoredProof({ certificate, batch, checkpoint: options.checkpoint }, chain);
  if (!proof) throw new Error(`certificate ${certificate.id} is not anchored`);
  const verifyUrl = new URL('/verify', options.publicUrl).href;
  const input = {
    certificateId: certificate.id,
    fileName: visibleFileName(certificate, options.viewer),
    fileSize: certificate.fileSize,
    proof,
    timeStampQualified: batch.tsaQualified ?? false,
    proofFileName: proofFileName(certificate.fileHash),
    finalizedAt: batch.finalizedAt ?? certificate.finalizedAt,
    verifyUrl,
    issuedAt: certificate.completedAt ?? options.signer.signingTime(),
    test: certificate.mode === 'test',
    issuer: {
      productName: business.productName,
      operatorName: business.operatorName,
      legalStatus: business.legalStatus,
      address: business.address,
      supportEmail: business.supportEmail,
    },
  };
  // The certificate changes when its proof does (a time stamp, finality): each state is signed once.
  const state = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  return options.signer.once(`certificate:${state}`, () =>
    renderCertificatePdf({ ...input, signer: options.signer }),
  );
}
