import { business } from '@horodoc/shared/business';
import { formatEuros } from '@horodoc/shared/pricing';
import type { InvoiceRow } from '../invoices/invoice-repository';

/** The e-mail that carries a credit purchase's invoice, in French. It never holds a key or a secret. */
export function creditReceiptEmail(options: {
  invoice: InvoiceRow;
  credits: number;
  invoiceFileName: string;
  creditsUrl: string;
}): { subject: string; text: string } {
  const { invoice, credits } = options;
  const lines = [
    'Bonjour,',
    '',
    `Merci pour votre achat : ${credits} crédits API ont été ajoutés à votre compte ${business.productName}.`,
    `Montant réglé : ${formatEuros(invoice.amountTtcCents)} € TTC (dont TVA ${formatEuros(invoice.vatCents)} €).`,
    '',
    `Vous trouverez en pièce jointe votre facture n° ${invoice.number} (${options.invoiceFileName}).`,
    '',
    "Un crédit correspond à un horodatage, quelle que soit la taille du fichier ; vos crédits n'expirent jamais. Consultez votre solde ou rachetez des crédits à tout moment :",
    options.creditsUrl,
    '',
    'Merci de votre confiance,',
    `L'équipe ${business.productName}`,
    business.supportEmail,
  ];
  return { subject: `Votre facture ${invoice.number} – ${credits} crédits API`, text: lines.join('\n') };
}
