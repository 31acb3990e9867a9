import { upload } from '../../i18n/fr';

/** '512 Bytes', '1,5 KB', '12,34 MB', '4 GB' (spec, section 9: Bytes, KB, MB, GB). */
export function formatSize(bytes: number): string {
  const units = upload.sizeUnits;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: unit === 0 ? 0 : 2 }).format(value);
  return `${number} ${units[unit]}`;
}
