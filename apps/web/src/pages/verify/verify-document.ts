import type { CertificatePdfCheck } from '@horodoc/shared/check-certificate-pdf';
import type { Proof } from '@horodoc/shared/proof';
import { publicRpcFor } from '@horodoc/shared/public-rpc';
import type {
  ChainCheck,
  TsaTrustAnchorsAnswer,
  VerifiedCertificate,
  VerifyResponse,
} from '@horodoc/shared/verify-api';
import type { TimeStampVerdict } from '@horodoc/shared/verify-timestamp-token';
import { apiGet, apiPost, unparsed } from '../../features/api-client/api-client';
import { hashFile } from '../../features/hashing/hash-file';
import type { BrowserCheck } from './check-in-browser';
import type { SealCheck } from './check-seal';
import { readCompanionProof } from './read-companion-proof';
import { sameProof } from './same-proof';

/** The spec's verification limit (section 9): larger files are refused before anything is read. */
const MAX_VERIFY_BYTES = 100 * 1024 * 1024;

export type VerifyOutcome =
  | {
      kind: 'found';
      fingerprint: string;
      /**
       * The proof whose values the page shows: the one this browser checked on chain, or, when the node was
       * out of reach, the server's own record, never a file the visitor attached.
       */
      proof: Proof;
      /** The server's record; null when only the visitor's own proof file vouches for the document. */
      certificate: VerifiedCertificate | null;
      /** What the server read on chain; null when it did not answer or did not know the document. */
      chain: ChainCheck | null;
      /** What this browser read on chain by itself. */
      browser: Extract<BrowserCheck, { status: 'verified' | 'unreachable' }>;
      /** A test certificate (test key, test log or network): it proves nothing, and the page says so first. */
      test: boolean;
      /** The RFC 3161 token, checked in this browser, apart from the chain. */
      timeStamp: TimeStampVerdict;
      /** Whether the proof came from the visitor's certificate or proof file. */
      fromCompanion: boolean;
      /** The attached certificate PDF's own check (signature, printed text); null without one. */
      certificatePdf: CertificatePdfCheck | null;
      /** The seal on Ethereum (version 4), as this browser checked it; null for a proof without one. */
      seal: Exclude<SealCheck, { status: 'failed' }> | null;
    }
  | { kind: 'notFound'; fingerprint: string; pending: boolean }
  | {
      kind: 'error';
      reason:
        | 'tooLarge'
        | 'unreachable'
        | 'notConfirmed'
        | 'proofMismatch'
        | 'companionUnreadable'
        | 'certificateAltered'
        | 'companionDiffers';
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
 * reached from here, by the server just now; in that case the page shows the server's own record, and a
 * proof the visitor attached must be that very record, field for field.
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
  const { checkInBrowser, checkTimeStamp } = await import('./check-in-browser');
  const browser = await checkInBrowser(proof, fingerprint, rpcUrl);
  if (browser.status === 'failed') {
    if (companionProof === null) return { kind: 'error', reason: 'proofMismatch' };
    return { kind: 'refused', message: browser.message };
  }
  // An attached certificate must print what its proof proves: a live-looking or re-dated PDF is refused.
  const certificatePdf = companion
    ? await (await import('./check-companion-certificate')).checkCompanionCertificate(
        companion,
        browser.proof,
      )
    : null;
  if (certificatePdf?.altered) return { kind: 'error', reason: 'certificateAltered' };

  const { checkSeal } = await import('./check-seal');
  const seal = await checkSeal(browser.proof, signal);
  if (seal?.status === 'failed') {
    if (companionProof === null) return { kind: 'error', reason: 'proofMismatch' };
    return { kind: 'refused', message: seal.message };
  }

  const found = answer?.found ? answer : null;
  const serverProofHolds = found !== null && found.proof.fingerprint === fingerprint;
  const same = found !== null && sameProof(browser.proof, found.proof);
  if (browser.status === 'unreachable') {
    // Only the server's reading remains: it must be about this very proof, and positive.
    if (!found || !serverProofHolds) return { kind: 'error', reason: 'unreachable' };
    if (!same) return { kind: 'error', reason: 'companionDiffers' };
    if (!found.verified)
      return { kind: 'error', reason: found.chain.status === 'unreachable' ? 'unreachable' : 'notConfirmed' };
  }
  const shown = browser.status === 'verified' ? browser.proof : (found as NonNullable<typeof found>).proof;
  const roots = await apiGet('/api/timestamp-authority', unparsed<TsaTrustAnchorsAnswer>(), { signal }).catch(
    () => null,
  );
  return {
    kind: 'found',
    fingerprint,
    proof: shown,
    certificate: found && same ? found.certificate : null,
    chain: found && same ? found.chain : null,
    browser,
    test: browser.test || (found !== null && same && found.mode === 'test'),
    timeStamp: await checkTimeStamp(shown, roots),
    fromCompanion: companionProof !== null,
    certificatePdf,
    seal,
  };
}
