import type { CertificatePdfCheck } from '@horodoc/shared/check-certificate-pdf';
import type { PdfSignatureCheck } from '@horodoc/shared/verify-pdf-signature';
import { row, type Write } from './report-row';

const FAILURES_FR: Record<Extract<PdfSignatureCheck, { status: 'invalid' }>['reason'], string> = {
  not_whole_file: 'le PDF a été modifié ou complété après sa signature',
  digest_mismatch: 'le contenu signé a été modifié après sa signature',
  bad_signature: 'la signature ne tient pas pour le certificat qu’elle porte',
};

/** The signature's line of the report: who signed, when, and what was not checked. */
function signatureText(signature: PdfSignatureCheck): string {
  if (signature.status === 'unsigned')
    return 'non signé (certificat émis avant la signature des PDF) : texte imprimé comparé à la preuve';
  if (signature.status === 'invalid') return `INVALIDE : ${FAILURES_FR[signature.reason]}`;
  const stamped = signature.timeStamp
    ? `, horodatée le ${signature.timeStamp.time} par ${signature.timeStamp.authority}`
    : ', sans horodatage';
  return `valide, par « ${signature.signer} »${stamped} ; identité du signataire non vérifiée (certificat SHA-256 ${signature.signerCertificateSha256})`;
}

/** The certificate part of a valid report: its signature, and that its printed values are the proof's. */
export function printCertificateCheck(write: Write, check: CertificatePdfCheck): void {
  write(row('Signature du PDF', signatureText(check.signature)));
  write(row('Texte imprimé', 'identique à la preuve (empreinte, date, bloc, transaction, contrat, racine)'));
}

/** The verdict when the printed certificate does not tell its proof's truth. */
export function printAlteredCertificate(
  write: Write,
  certificatePath: string,
  check: CertificatePdfCheck,
): void {
  write('✘ Certificat imprimé altéré : ce PDF ne dit pas ce que prouve la preuve qu’il contient.\n');
  write('  La preuve jointe est valide ; ne vous fiez qu’à elle, pas au texte imprimé.\n\n');
  write(row('Certificat', certificatePath));
  write(row('Signature du PDF', signatureText(check.signature)));
  for (const difference of check.printed.differences) {
    write(row('Imprimé', `${difference.printed ?? '(rien)'} (${difference.where})`));
    write(row('Selon la preuve', difference.expected));
  }
}
