/**
 * '56 octets', '1 048 576 octets (1,0 Mo)': the exact count first, as it identifies the file, then a rounded
 * size. One French formatter for every page and document that shows a size.
 */
export function formatFileSize(bytes: number): string {
  const exact = `${new Intl.NumberFormat('fr-FR').format(bytes)} octet${bytes > 1 ? 's' : ''}`;
  if (bytes < 1024) return exact;
  const units = ['Ko', 'Mo', 'Go', 'To'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const short = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    value,
  );
  return `${exact} (${short} ${units[unit]})`;
}
