import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  CertificatePendingError,
  type CertificateStatus,
  Horodoc,
  HorodocError,
  HorodocNetworkError,
  hashFile,
} from '@horodoc/sdk';
import { EXIT, type ExitCode } from './exit-codes';
import type { ApiCredentials } from './read-api-credentials';
import { InputError } from './read-input-files';

/** The most fingerprints one batch takes (the API's limit). */
const MAX_FILES = 1000;

/** Where the proof and the certificate of `file` are written: beside it, as `ots stamp` writes its `.ots`. */
function stampOutputs(file: string): { proof: string; pdf: string } {
  return { proof: `${file}.preuve.json`, pdf: `${file}.certificat.pdf` };
}

/**
 * `horodoc stamp FICHIER…`: hashes each file here (only fingerprints leave the machine), sends them as one
 * batch signed with the account's key, waits for the anchoring, then writes each file's proof (asked for as
 * JSON, the file the PDF embeds, written in the same text) and PDF certificate beside it. Resolves with the
 * exit code: 0 when every file got its certificate.
 */
export async function stampFiles(options: {
  files: string[];
  credentials: ApiCredentials;
  serverUrl: string;
  tags: string[];
  timeoutMs: number;
  write: (text: string) => void;
}): Promise<ExitCode> {
  if (options.files.length > MAX_FILES) {
    throw new InputError(`${MAX_FILES} fichiers au plus par lot.`, EXIT.usage);
  }
  const documents = [];
  for (const file of options.files) {
    const fingerprint = await hashFile(file).catch(() => {
      throw new InputError(`Fichier illisible ou introuvable : ${file}`, EXIT.usage);
    });
    documents.push({
      ...fingerprint,
      file_name: basename(file),
      ...(options.tags.length ? { tags: options.tags } : {}),
    });
  }
  const horodoc = new Horodoc({ ...options.credentials, baseUrl: options.serverUrl });
  try {
    const batch = await horodoc.createBatch({ documents });
    options.write(
      `Lot de ${batch.documents} empreinte(s) calculée(s) ici, envoyé à ${options.serverUrl} : ${batch.created} nouvelle(s), ` +
        `${batch.existing} déjà horodatée(s) ; ${batch.credits_used} crédit(s) utilisé(s), ${batch.credits_remaining} restant(s).\n`,
    );
    let code: ExitCode = EXIT.valid;
    for (const [index, file] of options.files.entries()) {
      const certificateId = batch.certificates[index]?.certificate_id as string;
      const certificate = await waitOrNull(horodoc, certificateId, options.timeoutMs);
      if (certificate?.status !== 'completed') {
        options.write(
          `✘ ${file} : ${certificate ? `certificat ${certificate.status}` : 'toujours en attente d’ancrage'} (${certificateId})\n`,
        );
        code = EXIT.notStamped;
        continue;
      }
      const outputs = stampOutputs(file);
      await writeFile(outputs.proof, `${JSON.stringify(await horodoc.getProof(certificateId), null, 2)}\n`);
      await writeFile(outputs.pdf, await horodoc.downloadPdf(certificateId));
      options.write(
        `✔ ${file} : bloc ${certificate.block_number}, transaction ${certificate.blockchain_tx_hash}\n` +
          `    ${outputs.proof}\n    ${outputs.pdf}\n`,
      );
    }
    return code;
  } catch (error) {
    if (error instanceof HorodocNetworkError) throw new InputError(error.message, EXIT.serverUnreachable);
    if (error instanceof HorodocError) {
      throw new InputError(
        `L'API a refusé la requête (${error.status} ${error.code}) : ${error.message}`,
        EXIT.apiRefused,
      );
    }
    throw error;
  }
}

/** The certificate once final, or null when it is still pending at the deadline. */
async function waitOrNull(
  horodoc: Horodoc,
  certificateId: string,
  timeoutMs: number,
): Promise<CertificateStatus | null> {
  return horodoc.waitForCertificate(certificateId, { timeoutMs }).catch((error: unknown) => {
    if (error instanceof CertificatePendingError) return null;
    throw error;
  });
}
