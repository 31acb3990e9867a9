/**
 * The legal pages, read from `content/legal/*.md` at build time with their `{{placeholders}}` filled
 * from the business configuration. Only the route loader uses this file.
 */
import { type LegalDocument, parseLegalDocument } from '@horodoc/blog/legal-document';
import { business } from '@horodoc/shared/business';
import type { LegalDocumentName } from './legal-pages';

const sources = import.meta.glob<string>('../../../../../content/legal/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every text field of the business configuration, usable as `{{name}}` in a legal page. */
const placeholderValues: Record<string, string> = Object.fromEntries(
  Object.entries(business as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  ),
);

export function readLegalDocument(name: LegalDocumentName): LegalDocument {
  const source = sources[`../../../../../content/legal/${name}.md`];
  if (source === undefined) throw new Error(`content/legal/${name}.md is missing`);
  return parseLegalDocument(name, source, placeholderValues);
}
