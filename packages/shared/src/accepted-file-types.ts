/**
 * The documents a timestamp accepts (spec, section 5): PDF, plain text, Word, JPEG, PNG, GIF, BMP, Excel, CSV
 * and ZIP, on the timestamp page and in the signed API's file uploads alike. Checked by media type, and by
 * extension when the sender gives no useful type (browsers often give none, or a generic one, for Office
 * files and CSV; curl gives application/octet-stream for an extension it does not know).
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

/** The accepted media types, for the OpenAPI document's multipart encoding. */
export const ACCEPTED_MEDIA_TYPES: readonly string[] = [...MEDIA_TYPES];

/** Types the browser uses when it does not know: then the extension decides. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/** The accepted types as a person reads them, for refusals and docs. */
export const ACCEPTED_FILE_TYPES_TEXT = 'PDF, texte, Word, JPEG, PNG, GIF, BMP, Excel, CSV ou ZIP';

/** For the file input's `accept`, so the system dialog offers the right files first. */
export const ACCEPT_ATTRIBUTE = [...[...EXTENSIONS].map((ext) => `.${ext}`), ...MEDIA_TYPES].join(',');

/** Whether a document of this name and media type may be timestamped. */
export function isAcceptedFile(file: { name: string; type: string }): boolean {
  // A multipart part may carry parameters (`text/plain; charset=utf-8`): the media type alone decides.
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  if (MEDIA_TYPES.has(type)) return true;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return UNKNOWN_TYPES.has(type) && file.name.includes('.') && EXTENSIONS.has(extension);
}
