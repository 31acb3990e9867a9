import type { ProofV2, ProofV3, ProofV4 } from '@horodoc/shared/proof';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Db } from '../../adapters/db/database';
import { anchoredProof } from './anchored-proof';
import { proofFileName } from './certificate-links';
import { findCertificateById } from './verification-repository';

export interface GetProofFileOptions {
  db: Db;
  chain: ChainClient;
  /** Where test certificates are anchored, when there is a test network. */
  testChain?: ChainClient | null;
  certificateId: string;
}

/** The proof file of an anchored certificate and the name to save it under; or why there is none yet. */
export async function getProofFile(
  options: GetProofFileOptions,
): Promise<
  | { kind: 'found'; fileName: string; proof: ProofV2 | ProofV3 | ProofV4 }
  | { kind: 'not_found' | 'not_anchored' }
> {
  const found = await findCertificateById(options.db, options.certificateId);
  if (!found) return { kind: 'not_found' };
  const test = found.certificate.mode === 'test';
  const proof = anchoredProof(found, test ? (options.testChain ?? options.chain) : options.chain);
  if (!proof) return { kind: 'not_anchored' };
  return { kind: 'found', fileName: proofFileName(found.certificate.fileHash), proof };
}
