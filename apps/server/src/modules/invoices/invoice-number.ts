/** The file name of an invoice's PDF (spec, section 9). */
export function invoiceFileName(number: string): string {
  return `facture-${number}.pdf`;
}
