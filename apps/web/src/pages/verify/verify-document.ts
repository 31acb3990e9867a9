import type { Proof } from '@horodoc/shared/proof';
import { publicRpcFor } from '@horodoc/shared/public-rpc';
import type { ChainCheck, VerifiedCertificate, VerifyResponse } from '@horodoc/shared/verify-api';
import { apiPost, unparsed } from '../../features/api-client/api-client';
import { hashFile } from '../../features/hashing/hash-file';
import type { BrowserCheck } from './check-in-browser';
import type { SealCheck } from './check-seal';
import { readCompanionProof } from './read-companion-proof';

/** The spec's verification limit (section 9): larger files are refused before anything is read. */
const MAX_VERIFY_BYTES = 100 * 1024 * 1024;

export type VerifyOutcome =
  | {
      kind: 'found';
      fingerprint: string;
      /** The server's record; null when only the visitor's own proof file vouches for the document. */
      certificate: VerifiedCertificate | null;
      /** What the server read on chain; null when it did not answer or did not know the document. */
      chain: ChainCheck | null;
      proof: Proof;
      /** What this browser read on chain by itself. */
      browser: Extract<BrowserCheck, { status: 'verified' | 'unreachable' }>;
      /** Whether the proof came from the visitor's certificate or proof file. */
      fromCompanion: boolean;
      /** The seal on Ethereum (version 4), as this browser checked it; null for a proof without one. */
      seal: Exclude<SealCheck, { status: 'failed' }> | null;
    }
  | { kind: 'notFound'; fingerprint: string; pending: boolean }
  | {
      kind: 'error';
      reason: 'tooLarge' | 'unreachable' | 'notConfirmed' | 'proofMismatch' | 'companionUnreadable';
    }
  | { kind: 'refused'; message: string };

export type VerifyProgress =
  | { phase: 'hashing'; fraction: number }
  | { phase: 'asking' }
  | { phase: 'chain' };

export interface VerifyDocumentOptions {
  file: File;
  /** The certificate PDF or the proof file the visitor brought along, if any. */
  companion?: File | null;
  onProgress: (progress: VerifyProgress) => void;
  signal?: AbortSignal;
}

/**
 * Hashes the file here, asks the server about the fingerprint only, then checks the proof in this browser:
 * the Merkle path, and the chain read directly from a public node. A document is shown as verified only
 * when the proof holds here and the chain confirmed it, read by this browser or, when the node cannot be
 * reached from here, by the server just now.
 * @throws ApiError when the server cannot answer and no proof file was brought, Error when a file cannot be read.
 */
export async function verifyDocument({
  file,
  companion,
  onProgress,
  signal,
}: VerifyDocumentOptions): Promise<VerifyOutcome> {
  if (file.size > MAX_VERIFY_BYTES) return { kind: 'error', reason: 'tooLarge' };
  let companionProof: unknown = null;
  if (companion) {
    try {
      companionProof = await readCompanionProof(companion);
    } catch {
      return { kind: 'error', reason: 'companionUnreadable' };
    }
  }
  const fingerprint = await hashFile(file, (fraction) => onProgress({ phase: 'hashing', fraction }), signal);
  onProgress({ phase: 'asking' });
  let answer: VerifyResponse | null = null;
  try {
    // Unparsed on purpose: the proof is checked below by the browser itself, and zod stays out of this page's bundle.
    answer = await apiPost('/api/verify', { file_hash: fingerprint }, unparsed<VerifyResponse>(), { signal });
  } catch (error) {
    // With their own proof file, visitors do not need the server at all.
    if (companionProof === null || signal?.aborted) throw error;
  }
  const proof = companionProof ?? (answer?.found ? answer.proof : null);
  if (!proof) return { kind: 'notFound', fingerprint, pending: answer?.found === false && answer.pending };

  onProgress({ phase: 'chain' });
  const chainId = (proof as { chainId?: unknown }).chainId;
  const serverRpc = answer ? (answer.found ? answer.chain.public_rpc_url : answer.public_rpc_url) : null;
  const serverChain = answer ? (answer.found ? answer.chain.chain_id : answer.chain_id) : null;
  const rpcUrl =
    serverChain === chainId && serverRpc
      ? serverRpc
      : typeof chainId === 'number'
        ? (publicRpcFor(chainId) ?? null)
        : null;
  const { checkInBrowser } = await import('./check-in-browser');
  const browser = await checkInBrowser(proof, fingerprint, rpcUrl);
  if (browser.status === 'failed') {
    if (companionProof === null) return { kind: 'error', reason: 'proofMismatch' };
    return { kind: 'refused', message: browser.message };
  }

  const { checkSeal } = await import('./check-seal');
  const seal = await checkSeal(browser.proof, signal);
  if (seal?.status === 'failed') {
    if (companionProof === null) return { kind: 'error', reason: 'proofMismatch' };
    return { kind: 'refused', message: seal.message };
  }

  const found = answer?.found ? answer : null;
  const sameProof = found !== null && found.proof.root === browser.proof.root;
  if (browser.status === 'unreachable') {
    // Only the server's reading remains: it must be about this very proof, and positive.
    if (!found || !sameProof) return { kind: 'error', reason: 'unreachable' };
    if (!found.verified)
      return { kind: 'error', reason: found.chain.status === 'unreachable' ? 'unreachable' : 'notConfirmed' };
  }
  return {
    kind: 'found',
    fingerprint,
    certificate: found && sameProof ? found.certificate : null,
    chain: found && sameProof ? found.chain : null,
    proof: browser.proof,
    browser,
    fromCompanion: companionProof !== null,
    seal,
  };
}
