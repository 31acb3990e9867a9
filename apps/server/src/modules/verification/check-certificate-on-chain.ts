import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Db } from '../../adapters/db/database';
import { anchoredProof } from './anchored-proof';
import { checkProofOnChain } from './check-proof-on-chain';
import { type CertificateWithBatch, findCertificateById } from './verification-repository';

/**
 * Whether the root is on chain; verified, with the rows and the proof it was checked with, for a caller that
 * goes on to print them (the receipt's certificate PDF) without building the proof again.
 */
export type OnChainCheck =
  | { status: 'verified'; found: CertificateWithBatch; proof: NonNullable<ReturnType<typeof anchoredProof>> }
  | { status: 'not_on_chain' | 'unreachable' };

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
}): Promise<OnChainCheck> {
  const found = await findCertificateById(options.db, options.certificateId);
  const proof = found && anchoredProof(found, options.chain);
  if (!found || !proof) return { status: 'not_on_chain' };
  const check = await checkProofOnChain({
    proof,
    fingerprint: found.certificate.fileHash,
    publicClient: options.chain.publicClient,
    publicRpcUrl: options.chain.publicRpcUrl,
    timeoutMs: options.timeoutMs,
    now: options.now,
  });
  if (check.status === 'verified') return { status: 'verified', found, proof };
  return { status: check.status === 'unreachable' ? 'unreachable' : 'not_on_chain' };
}
