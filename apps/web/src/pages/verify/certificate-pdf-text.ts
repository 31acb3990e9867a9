import type { CertificatePdfCheck } from '@horodoc/shared/check-certificate-pdf';
import { formatIsoDate } from '@horodoc/shared/format-anchor-date';
import { verify as t } from '../../i18n/fr';

/** What the attached certificate PDF's check found, once it held: signed or not, and its printed text. */
export function certificatePdfText(check: CertificatePdfCheck): string {
  const { signature } = check;
  if (signature.status !== 'signed') return t.certificatePdf.unsigned;
  const stamped = signature.timeStamp
    ? t.certificatePdf.stamped(formatIsoDate(signature.timeStamp.time), signature.timeStamp.authority)
    : '';
  return t.certificatePdf.signed(signature.signer, stamped);
}
