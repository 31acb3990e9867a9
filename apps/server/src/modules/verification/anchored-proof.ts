import type { Proof } from '@horodoc/shared/proof';
import type { ChainClient } from '../../adapters/chain/chain-client';
import { buildProof } from '../certificates/build-proof';
import type { CertificateWithBatch } from './verification-repository';

/**
 * The proof file of a completed certificate, or null while it is not anchored (pending, or a batch not
 * yet confirmed).
 */
export function anchoredProof(found: CertificateWithBatch, chain: ChainClient): Proof | null {
  const { certificate, batch } = found;
  if (certificate.status !== 'completed' || !batch || batch.state !== 'confirmed') return null;
  // The chain the batch was sent to names the proof; it is ours unless the service moved chains since.
  const chainName = batch.chainId === chain.chain.id ? chain.chain.name : `chaîne ${batch.chainId}`;
  return buildProof({ certificate, batch, chainName, explorerUrl: certificate.explorerUrl });
}
