import type { Proof } from '@horodoc/shared/proof';
import type { ChainClient } from '../../adapters/chain/chain-client';
import { buildProof } from '../certificates/build-proof';
import type { CertificateWithBatch } from './verification-repository';

/**
 * The proof file of a completed certificate, or null while it is not anchored. Its batch holds the mined
 * transaction from the moment its first certificates complete, while the last ones still do.
 */
export function anchoredProof(found: CertificateWithBatch, chain: ChainClient): Proof | null {
  const { certificate, batch } = found;
  if (certificate.status !== 'completed' || !batch?.txHash || batch.blockNumber === null) return null;
  // The chain the batch was sent to names the proof; it is ours unless the service moved chains since.
  const chainName = batch.chainId === chain.chain.id ? chain.chain.name : `chaîne ${batch.chainId}`;
  return buildProof({ certificate, batch, chainName, explorerUrl: certificate.explorerUrl });
}
