/**
 * The browser's own check, loaded only once a verdict is due: the Merkle path walked here, then the chain
 * read directly from a public node (contract code, block header, recordOf, transaction), without Horodoc.
 */
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import type { OfficialLogStatus } from '@horodoc/shared/official-logs';
import type { Proof } from '@horodoc/shared/proof';
import { PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import { verifyProof } from '@horodoc/shared/verify-proof';

export type BrowserCheck =
  | {
      status: 'verified';
      rpcUrl: string;
      proof: Proof;
      sequence: number;
      finalized: boolean | null;
      officialLog: OfficialLogStatus;
    }
  /** The arithmetic holds, but the node did not answer: only the server read the chain. */
  | { status: 'unreachable'; rpcUrl: string | null; proof: Proof }
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
  if (!rpcUrl) return { status: 'unreachable', rpcUrl, proof: offline.proof };
  const result = await verifyProof(offline.proof, {
    fingerprint,
    rpc: httpJsonRpc(rpcUrl, { timeoutMs: NODE_TIMEOUT_MS }),
  });
  if (!result.valid) {
    if (result.reason === 'chain_unreachable') return { status: 'unreachable', rpcUrl, proof: offline.proof };
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
  };
}
