import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Db } from '../../adapters/db/database';
import { anchoredProof } from './anchored-proof';
import { checkProofOnChain } from './check-proof-on-chain';
import { findCertificateById } from './verification-repository';

export type OnChainStatus = 'verified' | 'not_on_chain' | 'unreachable';

/**
 * Whether a certificate our database calls completed is on the chain now: its proof rebuilt from our rows,
 * its root read from the contract. A flow about to tell a buyer "anchored" asks this first, since a chain
 * may go back after we recorded a root (a reorganisation, a lost local chain).
 */
export async function checkCertificateOnChain(options: {
  db: Db;
  chain: ChainClient;
  certificateId: string;
  timeoutMs: number;
  now: Date;
}): Promise<OnChainStatus> {
  const found = await findCertificateById(options.db, options.certificateId);
  const proof = found && anchoredProof(found, options.chain);
  if (!found || !proof) return 'not_on_chain';
  const check = await checkProofOnChain({
    proof,
    fingerprint: found.certificate.fileHash,
    publicClient: options.chain.publicClient,
    publicRpcUrl: options.chain.publicRpcUrl,
    timeoutMs: options.timeoutMs,
    now: options.now,
  });
  if (check.status === 'verified') return 'verified';
  return check.status === 'unreachable' ? 'unreachable' : 'not_on_chain';
}
