/**
 * Reads the files embedded in a PDF (ISO 32000 § 7.11.4): every stream object whose dictionary says
 * `/Type /EmbeddedFile`, inflated when FlateDecode-compressed, with the name of the file specification that
 * points at it. Stream objects are never inside object streams, so scanning the top-level objects finds
 * them in any unencrypted PDF, whatever its cross-reference form. Runs in Node and in the browser alike.
 */
export interface PdfAttachment {
  /** The file specification's name (`/UF` or `/F`), when one could be read. */
  name: string | null;
  data: Uint8Array;
}

const OBJECT_HEADER = /(\d+)\s+(\d+)\s+obj\b/g;

export async function extractPdfAttachments(pdf: Uint8Array): Promise<PdfAttachment[]> {
  // windows-1252 maps every byte to exactly one UTF-16 unit: string offsets are byte offsets.
  const text = new TextDecoder('latin1').decode(pdf);
  if (!text.startsWith('%PDF-')) return [];
  const objects = indexObjects(text);
  const attachments: PdfAttachment[] = [];
  for (const [ref, start] of objects) {
    const streamAt = text.indexOf('stream', start);
    const endObj = text.indexOf('endobj', start);
    if (streamAt < 0 || (endObj >= 0 && endObj < streamAt)) continue;
    const dictionary = text.slice(start, streamAt);
    if (!/\/Type\s*\/EmbeddedFile\b/.test(dictionary)) continue;
    let dataStart = streamAt + 'stream'.length;
    if (text[dataStart] === '\r') dataStart++;
    if (text[dataStart] === '\n') dataStart++;
    const length =
      streamLength(dictionary, text, objects) ?? text.indexOf('endstream', dataStart) - dataStart;
    if (length < 0) continue;
    let data: Uint8Array = pdf.slice(dataStart, dataStart + length);
    const filter = /\/Filter\s*(\[\s*)?\/(\w+)/.exec(dictionary)?.[2];
    if (filter === 'FlateDecode') data = await inflate(data);
    else if (filter) continue;
    attachments.push({ name: fileSpecName(text, ref), data });
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

/** Where each object `N G obj` starts (just after its header), by `N G`. */
function indexObjects(text: string): Map<string, number> {
  const objects = new Map<string, number>();
  for (const match of text.matchAll(OBJECT_HEADER)) {
    objects.set(`${match[1]} ${match[2]}`, (match.index ?? 0) + match[0].length);
  }
  return objects;
}

function streamLength(dictionary: string, text: string, objects: Map<string, number>): number | null {
  const indirect = /\/Length\s+(\d+)\s+(\d+)\s+R/.exec(dictionary);
  if (indirect) {
    const at = objects.get(`${indirect[1]} ${indirect[2]}`);
    const value = at === undefined ? null : /^\s*(\d+)/.exec(text.slice(at, at + 32));
    return value ? Number(value[1]) : null;
  }
  const direct = /\/Length\s+(\d+)/.exec(dictionary);
  return direct ? Number(direct[1]) : null;
}

/** The name in the file specification whose `/EF` points at object `ref`. */
function fileSpecName(text: string, ref: string): string | null {
  const pointer = new RegExp(`/EF\\s*<<\\s*/F\\s+${ref.replace(' ', '\\s+')}\\s+R`);
  const match = pointer.exec(text);
  if (!match) return null;
  const dictStart = text.lastIndexOf('obj', match.index);
  const dictEnd = text.indexOf('endobj', match.index);
  const spec = text.slice(dictStart, dictEnd);
  const literal = /\/UF\s*\(((?:\\.|[^\\)])*)\)/.exec(spec) ?? /\/F\s*\(((?:\\.|[^\\)])*)\)/.exec(spec);
  if (literal) return (literal[1] as string).replace(/\\(.)/g, '$1');
  const hex = /\/UF\s*<([0-9A-Fa-f\s]*)>/.exec(spec) ?? /\/F\s*<([0-9A-Fa-f\s]*)>/.exec(spec);
  if (!hex) return null;
  const bytes =
    (hex[1] as string)
      .replace(/\s/g, '')
      .match(/../g)
      ?.map((h) => Number.parseInt(h, 16)) ?? [];
  const utf16 = bytes[0] === 0xfe && bytes[1] === 0xff;
  return new TextDecoder(utf16 ? 'utf-16be' : 'latin1').decode(
    new Uint8Array(utf16 ? bytes.slice(2) : bytes),
  );
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(data)]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
