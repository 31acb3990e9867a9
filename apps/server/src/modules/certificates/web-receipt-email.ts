import { business } from '@horodoc/shared/business';
import { documentLabel } from '@horodoc/shared/document-label';
import { formatParisDateTime } from '@horodoc/shared/format-paris-date';
import type { CertificateRow } from '../certificate-view/certificate-view';
import type { InvoiceRow } from '../invoices/invoice-repository';

/** The e-mail that carries a web timestamp's certificate and invoice, in French. */
export function webReceiptEmail(options: {
  certificate: CertificateRow;
  invoice: InvoiceRow;
  chainName: string;
  certificateFileName: string;
  invoiceFileName: string;
  verifyUrl: string;
}): { subject: string; text: string } {
  const { certificate, invoice } = options;
  const fileName = documentLabel(certificate.fileName, certificate.fileHash);
  const anchoredAt = new Date((certificate.blockchainTimestamp ?? 0) * 1000);
  const lines = [
    'Bonjour,',
    '',
    `Votre document « ${fileName} » a bien été horodaté sur la blockchain ${options.chainName}.`,
    '',
    `Empreinte SHA-256 : ${certificate.fileHash}`,
    `Date : ${formatParisDateTime(anchoredAt)}`,
    `Transaction : ${certificate.txHash}`,
    `Bloc : ${certificate.blockNumber}`,
    ...(certificate.explorerUrl ? [`Explorateur : ${certificate.explorerUrl}`] : []),
    '',
    `Vous trouverez en pièces jointes votre certificat d'horodatage (${options.certificateFileName}) et votre facture n° ${invoice.number} (${options.invoiceFileName}).`,
    '',
    "Conservez précieusement le certificat et le fichier original, à l'identique : la moindre modification du fichier change son empreinte. Vous pouvez vérifier votre document à tout moment, gratuitement, sur :",
    options.verifyUrl,
    '',
    'Merci de votre confiance,',
    `L'équipe ${business.productName}`,
    business.supportEmail,
  ];
  return { subject: `Votre certificat d'horodatage – ${fileName}`, text: lines.join('\n') };
}
