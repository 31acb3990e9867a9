import type { Proof } from '@horodoc/shared/proof';
import type { ChainCheck, VerifiedCertificate, VerifyResponse } from '@horodoc/shared/verify-api';
import { apiPost, unparsed } from '../../features/api-client/api-client';
import { hashFile } from '../../features/hashing/hash-file';
import { proofHolds } from './proof-holds';

/** The spec's verification limit (section 9): larger files are refused before anything is read. */
export const MAX_VERIFY_BYTES = 100 * 1024 * 1024;

export type VerifyOutcome =
  | {
      kind: 'found';
      fingerprint: string;
      certificate: VerifiedCertificate;
      chain: ChainCheck;
      proof: Proof;
    }
  | { kind: 'notFound'; fingerprint: string; pending: boolean }
  | { kind: 'error'; reason: 'tooLarge' | 'unreachable' | 'notConfirmed' | 'proofMismatch' };

export type VerifyProgress = { phase: 'hashing'; fraction: number } | { phase: 'asking' };

export interface VerifyDocumentOptions {
  file: File;
  onProgress: (progress: VerifyProgress) => void;
  signal?: AbortSignal;
}

/**
 * Hashes the file here, asks the server about the fingerprint only, and accepts a found document as
 * verified only when the proof holds for that fingerprint in this browser and the server read its root on
 * chain just now.
 * @throws ApiError when the server cannot answer, Error when the file cannot be read.
 */
export async function verifyDocument({
  file,
  onProgress,
  signal,
}: VerifyDocumentOptions): Promise<VerifyOutcome> {
  if (file.size > MAX_VERIFY_BYTES) return { kind: 'error', reason: 'tooLarge' };
  const fingerprint = await hashFile(file, (fraction) => onProgress({ phase: 'hashing', fraction }), signal);
  onProgress({ phase: 'asking' });
  // Unparsed on purpose: the proof is recomputed here below, and zod stays out of this page's bundle.
  const answer = await apiPost('/api/verify', { file_hash: fingerprint }, unparsed<VerifyResponse>(), {
    signal,
  });
  if (!answer.found) return { kind: 'notFound', fingerprint, pending: answer.pending };
  if (!proofHolds(fingerprint, answer.proof) || answer.certificate.file_hash !== fingerprint) {
    return { kind: 'error', reason: 'proofMismatch' };
  }
  if (!answer.verified) {
    return { kind: 'error', reason: answer.chain.status === 'unreachable' ? 'unreachable' : 'notConfirmed' };
  }
  return {
    kind: 'found',
    fingerprint,
    certificate: answer.certificate,
    chain: answer.chain,
    proof: answer.proof,
  };
}
