import type { ProofV2, ProofV3, ProofV4 } from '@horodoc/shared/proof';
import type { ChainClient } from '../../adapters/chain/chain-client';
import { sealOfBatch } from '../checkpoints/seal-of-batch';
import { buildProof } from './build-proof';
import type { CertificateWithBatch } from './verification-repository';

/**
 * The proof file of a completed certificate, or null while it is not anchored. Its batch holds the mined
 * transaction from the moment its first certificates complete, while the last ones still do. Sealed on
 * Ethereum (version 4) once the final checkpoint that covers its batch is given.
 */
export function anchoredProof(
  found: CertificateWithBatch,
  chain: ChainClient,
): ProofV2 | ProofV3 | ProofV4 | null {
  const { certificate, batch } = found;
  if (certificate.status !== 'completed' || !batch?.txHash || batch.blockNumber === null) return null;
  // The chain the batch was sent to names the proof; it is ours unless the service moved chains since.
  const ours = batch.chainId === chain.chain.id;
  const chainName = ours ? chain.chain.name : `chaîne ${batch.chainId}`;
  const explorerUrl = certificate.explorerUrl ?? (ours ? chain.explorerTxUrl(batch.txHash) : null);
  return buildProof({
    certificate,
    batch,
    chainName,
    explorerUrl,
    deploymentBlock: deploymentBlockOf(batch.contractAddress, chain),
    seal: sealOfBatch(batch, found.checkpoint),
  });
}

/** The deployment block of the contract a batch was sent to, when it is the service's current one. */
function deploymentBlockOf(contractAddress: string, chain: ChainClient): number | null {
  return contractAddress.toLowerCase() === chain.contractAddress.toLowerCase() ? chain.deploymentBlock : null;
}
