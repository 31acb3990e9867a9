import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import type { VerifyResponse } from '@horodoc/shared/verify-api';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Db } from '../../adapters/db/database';
import { visibleFileName } from '../certificate-view/visible-file-name';
import { anchoredProof } from './anchored-proof';
import { certificatePdfPath, proofFilePath } from './certificate-links';
import { checkProofOnChain } from './check-proof-on-chain';
import { findLiveCertificateByHash } from './verification-repository';

export interface VerifyDocumentOptions {
  db: Db;
  chain: ChainClient;
  /** Where test keys' certificates are anchored, when there is a test network. */
  testChain?: ChainClient | null;
  /** 0x-prefixed lowercase SHA-256 of the document. */
  fileHash: `0x${string}`;
  chainTimeoutMs: number;
  /** When the verification is made. */
  now: Date;
}

const FOUND_MESSAGE_FR = 'Ce document a été horodaté sur la blockchain';
const NOT_FOUND_MESSAGE_FR =
  "Ce document n'a pas été horodaté sur la blockchain ou son contenu a été modifié";
const PENDING_MESSAGE_FR =
  'Ce document est en cours d’horodatage : son ancrage sur la blockchain n’est pas encore confirmé. Réessayez dans quelques minutes.';
const TEST_MESSAGE_FR =
  'Ce document a été horodaté avec une clé de test : c’est un certificat de test, ancré sur le réseau de test, sans valeur probante.';
const UNVERIFIED_MESSAGE_FR =
  'Ce document figure dans nos registres, mais son ancrage n’a pas pu être confirmé sur la blockchain à l’instant.';

/**
 * Answers whether a fingerprint is anchored: the certificate and its proof from our records, and the
 * verdict of the chain read now. `verified` is true only when both agree.
 */
export async function verifyDocument(options: VerifyDocumentOptions): Promise<VerifyResponse> {
  const found = await findLiveCertificateByHash(options.db, options.fileHash);
  const test = found?.certificate.mode === 'test';
  const chain = test ? (options.testChain ?? options.chain) : options.chain;
  const proof = found && anchoredProof(found, chain);
  if (!found || !proof) {
    const pending = found !== null;
    return {
      success: true,
      found: false,
      pending,
      message: pending ? PENDING_MESSAGE_FR : NOT_FOUND_MESSAGE_FR,
      chain_id: options.chain.chain.id,
      public_rpc_url: options.chain.publicRpcUrl,
    };
  }

  const chainCheck = await checkProofOnChain({
    proof,
    fingerprint: options.fileHash,
    publicClient: chain.publicClient,
    publicRpcUrl: chain.publicRpcUrl,
    timeoutMs: options.chainTimeoutMs,
    now: options.now,
  });
  const { certificate } = found;
  const verified = chainCheck.status === 'verified';
  return {
    success: true,
    found: true,
    verified,
    mode: test ? 'test' : 'live',
    message: verified ? (test ? TEST_MESSAGE_FR : FOUND_MESSAGE_FR) : UNVERIFIED_MESSAGE_FR,
    certificate: {
      certificate_id: certificate.id,
      file_hash: proof.fingerprint,
      // Anyone may ask: an API certificate's name only when its upload made it public.
      file_name: removeBidiControls(visibleFileName(certificate, null)),
      file_size: certificate.fileSize,
      tx_hash: proof.transactionHash as `0x${string}`,
      blockchain_timestamp: proof.blockTimestamp,
      block_number: proof.blockNumber,
      explorer_url: certificate.explorerUrl,
      status: 'completed',
      finalized_at: proof.finalizedAt ?? null,
      certificate_url: certificatePdfPath(certificate.id),
      proof_url: proofFilePath(certificate.id),
    },
    proof,
    chain: chainCheck,
  };
}
