import { business } from '@horodoc/shared/business';
import { documentLabel } from '@horodoc/shared/document-label';
import { formatParisDateTime } from '@horodoc/shared/format-paris-date';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { PdfSigner } from '../../adapters/pdf-signing/pdf-signer';
import type { CertificateRow } from '../certificate-view/certificate-view';
import type { InvoiceRow } from '../invoices/invoice-repository';
import type { PaymentKind } from '../payments/payment-context';
import { certificateFileName } from './certificate-file';
import { findBatch, findCertificateByPayment } from './certificate-repository';
import type { WebCertificate } from './complete-web-certificate';
import { renderCertificateFromRows } from './get-certificate-pdf';

/**
 * The web kind's `receipt`: the certificate's PDF and the e-mail that carries it with the invoice, once the
 * certificate is anchored (the one just delivered, or else read). Built here with its parts, so payments call
 * it straight, not through the kind's file.
 */
export function webReceipt(parts: {
  chain: ChainClient;
  /** Signs the certificate PDF sent with the receipt. */
  pdfSigner: PdfSigner;
}): NonNullable<PaymentKind<WebCertificate>['receipt']> {
  return async (ctx, payment, invoice, invoiceFileName, delivered) => {
    const certificate = delivered ?? (await findCertificateByPayment(ctx.db, payment.id));
    if (certificate?.status !== 'completed' || !certificate.batchId) return null;
    // Just delivered, its batch and proof come with it, as its root was checked on chain.
    const checked = delivered?.checked;
    const batch = checked?.found.batch ?? (await findBatch(ctx.db, certificate.batchId));
    if (!batch) throw new Error(`batch ${certificate.batchId} not found`);
    const pdf = await renderCertificateFromRows({
      certificate,
      batch,
      ...(checked ? { checkpoint: checked.found.checkpoint ?? null, proof: checked.proof } : {}),
      chain: parts.chain,
      publicUrl: ctx.settings.publicUrl,
      signer: parts.pdfSigner,
      // A web certificate: its name is everyone's.
      viewer: null,
    });
    const fileName = certificateFileName(certificate.fileHash);
    const email = webReceiptEmail({
      certificate,
      invoice,
      chainName: parts.chain.chain.name,
      certificateFileName: fileName,
      invoiceFileName,
      verifyUrl: new URL('/verify', ctx.settings.publicUrl).href,
    });
    return {
      ...email,
      attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
    };
  };
}

/** The e-mail that carries a web timestamp's certificate and invoice, in French. */
function webReceiptEmail(options: {
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
