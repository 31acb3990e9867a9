import { openPdf, type PdfFile } from './pdf/open-pdf';
import { type PdfDict, PdfRef, type PdfValue, textString } from './pdf/pdf-syntax';

/**
 * The files a PDF embeds, as a reader finds them (ISO 32000-1 § 7.11.4): the file specifications of the
 * catalog's `/Names /EmbeddedFiles` tree and of its `/AF` array (PDF/A-3 associated files), each once,
 * through the cross-reference of the file's latest revision. A file no longer referenced there (an
 * incremental update removed it) is not read, as `pdfdetach -list` does not list it. Node and browsers alike.
 */
export interface PdfAttachment {
  /** The file specification's name (`/UF` or `/F`), when one could be read. */
  name: string | null;
  data: Uint8Array;
}

const MAX_NAME_TREE_NODES = 1024;

export async function extractPdfAttachments(pdf: Uint8Array): Promise<PdfAttachment[]> {
  if (new TextDecoder().decode(pdf.subarray(0, 5)) !== '%PDF-') return [];
  const file = await openPdf(pdf);
  const catalog = await file.catalog();
  if (!catalog) return [];
  const specifications = [
    ...(await embeddedFilesTree(file, catalog)),
    ...((await asArray(file, catalog.get('AF'))) ?? []),
  ];
  const attachments: PdfAttachment[] = [];
  const seen = new Set<string>();
  for (const specification of specifications) {
    const spec = await file.resolve(specification);
    if (!(spec instanceof Map)) continue;
    const embedded = await file.resolve(spec.get('EF'));
    if (!(embedded instanceof Map)) continue;
    const stream = embedded.get('UF') ?? embedded.get('F');
    if (!(stream instanceof PdfRef) || seen.has(stream.key)) continue;
    seen.add(stream.key);
    const data = await file.streamData(stream);
    if (!data) continue;
    attachments.push({ name: textString(spec.get('UF')) ?? textString(spec.get('F')), data });
  }
  return attachments;
}

/** The JSON of the Horodoc proof embedded in a certificate PDF, or null when it carries none. */
export async function extractProofFromPdf(pdf: Uint8Array): Promise<unknown | null> {
  for (const attachment of await extractPdfAttachments(pdf)) {
    try {
      const json = JSON.parse(new TextDecoder().decode(attachment.data)) as { format?: unknown };
      if (json && json.format === 'horodoc-proof') return json;
    } catch {
      // another kind of attachment
    }
  }
  return null;
}

/** The file specifications of the `/EmbeddedFiles` name tree (§ 7.9.6), in key order. */
async function embeddedFilesTree(file: PdfFile, catalog: PdfDict): Promise<PdfValue[]> {
  const names = await file.resolve(catalog.get('Names'));
  if (!(names instanceof Map)) return [];
  const found: PdfValue[] = [];
  const pending: PdfValue[] = [names.get('EmbeddedFiles') ?? null];
  const visited = new Set<string>();
  for (let nodes = 0; pending.length > 0 && nodes < MAX_NAME_TREE_NODES; nodes++) {
    const reference = pending.shift();
    if (reference instanceof PdfRef) {
      if (visited.has(reference.key)) continue;
      visited.add(reference.key);
    }
    const node = await file.resolve(reference);
    if (!(node instanceof Map)) continue;
    const pairs = (await asArray(file, node.get('Names'))) ?? [];
    for (let i = 1; i < pairs.length; i += 2) found.push(pairs[i] as PdfValue);
    pending.push(...((await asArray(file, node.get('Kids'))) ?? []));
  }
  return found;
}

async function asArray(file: PdfFile, value: PdfValue | undefined): Promise<PdfValue[] | null> {
  const resolved = await file.resolve(value);
  return Array.isArray(resolved) ? resolved : null;
}
