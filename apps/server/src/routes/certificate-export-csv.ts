import { CERTIFICATE_EXPORT_COLUMNS } from '@horodoc/shared/pro-usage-api';
import type { ArchivedCertificate } from '../modules/certificates/list-account-certificates';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A text a
 * spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading apostrophe.
 * @internal exported for its tests
 */
export function csvField(value: string | number | null, options: { text?: boolean } = {}): string {
  if (value === null) return '';
  let text = String(value);
  if (options.text && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The export as CSV lines (CRLF), header first, one line per certificate, as they are read. */
export async function* certificateCsvLines(rows: AsyncIterable<ArchivedCertificate>): AsyncGenerator<string> {
  yield `${CERTIFICATE_EXPORT_COLUMNS.join(',')}\r\n`;
  for await (const { certificate, proof } of rows) {
    const fields = [
      csvField(certificate.id),
      csvField(certificate.createdAt.toISOString()),
      csvField(certificate.status),
      csvField(certificate.fileName, { text: true }),
      csvField(certificate.fileSize),
      csvField(certificate.fileHash),
      csvField(certificate.txHash),
      csvField(certificate.blockNumber),
      csvField(certificate.blockchainTimestamp),
      csvField(certificate.explorerUrl),
      csvField(proof ? JSON.stringify(proof) : null),
    ];
    yield `${fields.join(',')}\r\n`;
  }
}
