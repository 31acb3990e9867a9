/** Every invoice shares one gap-free sequence per calendar year (Madrid time, where the seller is). */
export const INVOICE_SERIES = 'main';

/** '2026-000123' */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year an invoice issued at `date` belongs to: the seller's calendar, in Madrid. */
export function invoiceYear(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(date),
  );
}

/** The file name of an invoice's PDF (spec, section 9). */
export function invoiceFileName(number: string): string {
  return `facture-${number}.pdf`;
}
