import { chainNameOf } from '@horodoc/shared/chain-names';
import type { Proof } from '@horodoc/shared/proof';
import { type ChainCheck, PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import { type RequestClient, verifyProof } from '@horodoc/shared/verify-proof';

export interface CheckProofOnChainOptions {
  proof: Proof;
  /** The fingerprint that was asked about: the proof must be for it. */
  fingerprint: string;
  publicClient: RequestClient;
  /** The node browsers may read themselves, passed on in the answer. */
  publicRpcUrl: string | null;
  /** A node that does not answer within this delay counts as unreachable, so a verification never hangs. */
  timeoutMs: number;
  /** When the check is made, as the answer says. */
  now: Date;
}

/**
 * Recomputes the proof from the fingerprint and reads the contract at this moment: our database alone is
 * never taken as evidence that a document is anchored.
 */
export async function checkProofOnChain(options: CheckProofOnChainOptions): Promise<ChainCheck> {
  const { proof } = options;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
  });
  const result = await Promise.race([
    verifyProof(proof, { fingerprint: options.fingerprint, publicClient: options.publicClient }),
    timeout,
  ]).finally(() => clearTimeout(timer));

  const base = {
    chain_id: proof.chainId,
    chain_name: chainNameOf(proof.chainId),
    contract_address: proof.contractAddress,
    checked_at: options.now.toISOString(),
    public_rpc_url: options.publicRpcUrl,
  };
  if (result === 'timeout' || (!result.valid && result.reason === 'chain_unreachable')) {
    return {
      ...base,
      status: 'unreachable',
      reason: 'chain_unreachable',
      message: PROOF_FAILURE_MESSAGES_FR.chain_unreachable,
      sequence: null,
      finalized: null,
    };
  }
  if (!result.valid) {
    return {
      ...base,
      status: 'failed',
      reason: result.reason,
      message: PROOF_FAILURE_MESSAGES_FR[result.reason],
      sequence: null,
      finalized: null,
    };
  }
  return {
    ...base,
    status: 'verified',
    reason: null,
    message: null,
    sequence: result.onChain?.sequence ?? null,
    finalized: result.onChain?.finalized ?? null,
  };
}
