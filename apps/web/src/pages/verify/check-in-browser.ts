/**
 * The browser's own check, loaded only once a verdict is due: the Merkle path walked here, then the chain
 * read directly from a public node (contract code, block header, recordOf, transaction), without Horodoc;
 * and the RFC 3161 token checked here, apart from the chain.
 */
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import type { OfficialLogStatus } from '@horodoc/shared/official-logs';
import type { Proof } from '@horodoc/shared/proof';
import { PROOF_FAILURE_MESSAGES_FR, type TsaTrustAnchorsAnswer } from '@horodoc/shared/verify-api';
import { type CheckedEvidence, verifyProof } from '@horodoc/shared/verify-proof';
import type { TimeStampVerdict } from '@horodoc/shared/verify-timestamp-token';

export type BrowserCheck =
  | {
      status: 'verified';
      rpcUrl: string;
      proof: Proof;
      sequence: number;
      finalized: boolean | null;
      officialLog: OfficialLogStatus;
      evidence: CheckedEvidence | null;
      test: boolean;
    }
  /** The arithmetic holds, but the node did not answer: only the server read the chain. */
  | { status: 'unreachable'; rpcUrl: string | null; proof: Proof; test: boolean }
  | { status: 'failed'; reason: string; message: string };

/** A node that does not answer within this delay counts as unreachable. */
const NODE_TIMEOUT_MS = 8000;

export async function checkInBrowser(
  input: unknown,
  fingerprint: string,
  rpcUrl: string | null,
): Promise<BrowserCheck> {
  const offline = await verifyProof(input, { fingerprint });
  if (!offline.valid)
    return { status: 'failed', reason: offline.reason, message: PROOF_FAILURE_MESSAGES_FR[offline.reason] };
  if (!rpcUrl) return { status: 'unreachable', rpcUrl, proof: offline.proof, test: offline.test };
  const result = await verifyProof(offline.proof, {
    fingerprint,
    rpc: httpJsonRpc(rpcUrl, { timeoutMs: NODE_TIMEOUT_MS }),
  });
  if (!result.valid) {
    if (result.reason === 'chain_unreachable')
      return { status: 'unreachable', rpcUrl, proof: offline.proof, test: offline.test };
    return { status: 'failed', reason: result.reason, message: PROOF_FAILURE_MESSAGES_FR[result.reason] };
  }
  const onChain = result.onChain;
  return {
    status: 'verified',
    rpcUrl,
    proof: result.proof,
    sequence: onChain?.sequence ?? 0,
    finalized: onChain?.finalized ?? null,
    officialLog: onChain?.officialLog ?? 'unknown_chain',
    evidence: result.evidence,
    test: result.test,
  };
}

/**
 * The proof's RFC 3161 token, checked in this browser up to the roots the service names
 * (`/api/timestamp-authority`): qualified only when those roots are configured as a qualified authority's.
 */
export async function checkTimeStamp(
  proof: Proof,
  roots: TsaTrustAnchorsAnswer | null,
): Promise<TimeStampVerdict> {
  const token = proof.version === 1 ? undefined : proof.rfc3161;
  if (!token) return { status: 'absent' };
  // pkijs weighs most of this page's checks: it loads only for a proof that carries a token.
  const { certificatesFromPem, verifyTimeStampToken } = await import(
    '@horodoc/shared/verify-timestamp-token'
  );
  const anchors = certificatesFromPem(roots?.roots_pem ?? '').map((certificate) => ({
    certificate,
    qualified: roots?.qualified === true,
  }));
  const chain = proof.version === 3 ? proof.rfc3161?.chain : undefined;
  return verifyTimeStampToken({ token: token.token, root: proof.root, chain, anchors });
}
