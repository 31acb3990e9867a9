import type { Proof } from '@horodoc/shared/proof';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Db } from '../../adapters/db/database';
import { AppError } from '../../errors';
import { anchoredProof } from './anchored-proof';
import { proofFileName } from './certificate-links';
import { findCertificateById } from './verification-repository';

export interface GetProofFileOptions {
  db: Db;
  chain: ChainClient;
  certificateId: string;
}

/**
 * The proof file of an anchored certificate and the name to save it under.
 * @throws AppError `not_found` for an unknown certificate or one not anchored yet.
 */
export async function getProofFile(
  options: GetProofFileOptions,
): Promise<{ fileName: string; proof: Proof }> {
  const found = await findCertificateById(options.db, options.certificateId);
  const proof = found && anchoredProof(found, options.chain);
  if (!found || !proof) {
    throw new AppError(
      'not_found',
      found
        ? 'Ce certificat n’est pas encore ancré sur la blockchain : sa preuve sera disponible dans quelques minutes.'
        : 'Certificat introuvable.',
    );
  }
  return { fileName: proofFileName(found.certificate.fileHash), proof };
}
