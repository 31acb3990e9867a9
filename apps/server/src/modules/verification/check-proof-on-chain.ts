import type { Proof } from '@horodoc/shared/proof';
import { type ChainCheck, PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import { verifyProof } from '@horodoc/shared/verify-proof';
import type { PublicClient } from 'viem';

export interface CheckProofOnChainOptions {
  proof: Proof;
  /** The fingerprint that was asked about: the proof must be for it. */
  fingerprint: string;
  publicClient: PublicClient;
  /** A node that does not answer within this delay counts as unreachable, so a verification never hangs. */
  timeoutMs: number;
  now?: Date;
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
    chain_name: proof.chainName,
    contract_address: proof.contractAddress,
    checked_at: (options.now ?? new Date()).toISOString(),
  };
  if (result === 'timeout' || (!result.valid && result.reason === 'chain_unreachable')) {
    return {
      ...base,
      status: 'unreachable',
      reason: 'chain_unreachable',
      message: PROOF_FAILURE_MESSAGES_FR.chain_unreachable,
      sequence: null,
    };
  }
  if (!result.valid) {
    return {
      ...base,
      status: 'failed',
      reason: result.reason,
      message: PROOF_FAILURE_MESSAGES_FR[result.reason],
      sequence: null,
    };
  }
  return {
    ...base,
    status: 'verified',
    reason: null,
    message: null,
    sequence: result.onChain?.sequence ?? null,
  };
}
