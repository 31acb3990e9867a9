/**
 * The seal of a version 4 proof, checked in this browser on an Ethereum node (the L1 log's code, the block
 * of the chain, the transaction), loaded only for a sealed proof. The seal was already checked with no node
 * with the rest of the proof (`check-in-browser.ts`): a forged path, date or test seal never reaches here.
 */
import type { CheckedCheckpoint } from '@horodoc/shared/check-checkpoint';
import { checkCheckpoint } from '@horodoc/shared/check-checkpoint';
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import type { Proof } from '@horodoc/shared/proof';
import { publicRpcFor } from '@horodoc/shared/public-rpc';
import type { ChainInfo } from '@horodoc/shared/verify-api';
import { PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import { verifyCheckpoint } from '@horodoc/shared/verify-checkpoint';
import { apiGet, unparsed } from '../../features/api-client/api-client';

export type SealCheck =
  /** Confirmed on an Ethereum node by this browser. */
  | { status: 'verified'; checkpoint: CheckedCheckpoint; rpcUrl: string }
  /** Checked with no node down to the L1 block hash: the Ethereum node did not answer. */
  | { status: 'unreachable'; checkpoint: CheckedCheckpoint; rpcUrl: string | null }
  | { status: 'failed'; reason: string; message: string };

const NODE_TIMEOUT_MS = 8000;

/** The seal's verdict, or null for a proof that carries none (versions 1 to 3). */
export async function checkSeal(proof: Proof, signal?: AbortSignal): Promise<SealCheck | null> {
  if (proof.version !== 4) return null;
  const offline = await checkCheckpoint(proof);
  if ('valid' in offline)
    return { status: 'failed', reason: offline.reason, message: PROOF_FAILURE_MESSAGES_FR[offline.reason] };
  const rpcUrl = await sealNode(proof.checkpoint.chainId, signal);
  if (!rpcUrl) return { status: 'unreachable', checkpoint: offline, rpcUrl };
  try {
    const checked = await verifyCheckpoint(proof, httpJsonRpc(rpcUrl, { timeoutMs: NODE_TIMEOUT_MS }));
    if ('valid' in checked)
      return { status: 'failed', reason: checked.reason, message: PROOF_FAILURE_MESSAGES_FR[checked.reason] };
    return { status: 'verified', checkpoint: checked, rpcUrl };
  } catch {
    return { status: 'unreachable', checkpoint: offline, rpcUrl };
  }
}

/** The Ethereum node the service names for its L1 log (`/api/chain`), else the chain's public node. */
async function sealNode(chainId: number, signal?: AbortSignal): Promise<string | null> {
  const chain = await apiGet('/api/chain', unparsed<ChainInfo>(), { signal }).catch(() => null);
  if (chain?.l1?.chain_id === chainId && chain.l1.public_rpc_url) return chain.l1.public_rpc_url;
  return publicRpcFor(chainId) ?? null;
}
