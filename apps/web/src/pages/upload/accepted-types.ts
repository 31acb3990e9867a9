/**
 * What the timestamp page accepts (spec, section 5): PDF, plain text, Word, JPEG, PNG, GIF, BMP, Excel, CSV
 * and ZIP. Checked by media type, and by extension when the browser gives no useful type (it often gives
 * none, or a generic one, for Office files and CSV).
 */
const MEDIA_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/x-ms-bmp',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/zip',
  'application/x-zip-compressed',
]);

const EXTENSIONS = new Set([
  'pdf',
  'txt',
  'doc',
  'docx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'xls',
  'xlsx',
  'csv',
  'zip',
]);

/** Types the browser uses when it does not know: then the extension decides. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/** For the file input's `accept`, so the system dialog offers the right files first. */
export const ACCEPT_ATTRIBUTE = [...[...EXTENSIONS].map((ext) => `.${ext}`), ...MEDIA_TYPES].join(',');

export function isAcceptedFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (MEDIA_TYPES.has(type)) return true;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return UNKNOWN_TYPES.has(type) && file.name.includes('.') && EXTENSIONS.has(extension);
}
