import type { PdfFile } from './open-pdf';
import { latin1, PdfLexer, PdfName, PdfOperator, PdfRef, PdfString, type PdfValue } from './pdf-syntax';

/** A piece of text drawn at one place: one line, as our PDFs (pdfkit's) write each line in its own `BT`. */
export interface TextRun {
  /** 1-based. */
  page: number;
  x: number;
  y: number;
  text: string;
}

/** A gap in a `TJ` array wider than this (thousandths of an em) is a space between words (justified text). */
const WORD_GAP = 150;
const MAX_PAGES = 64;

/**
 * The text of a PDF's pages, run by run, in drawing order: the content streams' text operators, each string
 * read through its font's `/ToUnicode` map (§ 9.10.3), as pdfkit's subset fonts need (their codes are glyph
 * numbers). Fonts without one are read as single bytes.
 */
export async function readPdfText(file: PdfFile, options: { pages?: number } = {}): Promise<TextRun[]> {
  const catalog = await file.catalog();
  if (!catalog) return [];
  const pages = await pageDictionaries(
    file,
    catalog.get('Pages'),
    Math.min(options.pages ?? MAX_PAGES, MAX_PAGES),
  );
  const runs: TextRun[] = [];
  const maps = new Map<string, ToUnicode | null>();
  for (const [index, page] of pages.entries()) {
    const resources = await file.resolve(page.get('Resources'));
    const fontDict = resources instanceof Map ? await file.resolve(resources.get('Font')) : null;
    const fontOf = async (name: string): Promise<ToUnicode | null> => {
      const reference = fontDict instanceof Map ? fontDict.get(name) : undefined;
      const key = reference instanceof PdfRef ? reference.key : `${index}:${name}`;
      if (!maps.has(key)) maps.set(key, await toUnicodeOf(file, reference));
      return maps.get(key) ?? null;
    };
    const contents = await file.resolve(page.get('Contents'));
    const parts = Array.isArray(contents) ? contents : [page.get('Contents') ?? null];
    const streams: Uint8Array[] = [];
    for (const part of parts) {
      const data = await file.streamData(part);
      if (data) streams.push(data);
    }
    const joined = new Uint8Array(streams.reduce((sum, s) => sum + s.length + 1, 0));
    let at = 0;
    for (const data of streams) {
      joined.set(data, at);
      joined[at + data.length] = 0x0a;
      at += data.length + 1;
    }
    runs.push(...(await textOf(joined, index + 1, fontOf)));
  }
  return runs;
}

async function pageDictionaries(file: PdfFile, root: PdfValue | undefined, limit: number) {
  const pages: Array<Map<string, PdfValue>> = [];
  const visited = new Set<string>();
  const walk = async (node: PdfValue | undefined, depth: number): Promise<void> => {
    if (pages.length >= limit || depth > 16) return;
    if (node instanceof PdfRef) {
      if (visited.has(node.key)) return;
      visited.add(node.key);
    }
    const dict = await file.resolve(node);
    if (!(dict instanceof Map)) return;
    const kids = await file.resolve(dict.get('Kids'));
    if (Array.isArray(kids)) for (const kid of kids) await walk(kid, depth + 1);
    else pages.push(dict);
  };
  await walk(root, 0);
  return pages;
}

async function textOf(
  content: Uint8Array,
  page: number,
  fontOf: (name: string) => Promise<ToUnicode | null>,
): Promise<TextRun[]> {
  const runs: TextRun[] = [];
  const lexer = new PdfLexer(content);
  let operands: PdfValue[] = [];
  let font: ToUnicode | null = null;
  let x = 0;
  let y = 0;
  let text = '';
  const flush = () => {
    if (text.trim()) runs.push({ page, x, y, text });
    text = '';
  };
  const show = (value: PdfValue | undefined) => {
    if (value instanceof PdfString) text += decodeText(value.bytes, font);
    else if (Array.isArray(value))
      for (const item of value) {
        if (item instanceof PdfString) text += decodeText(item.bytes, font);
        else if (typeof item === 'number' && item < -WORD_GAP && !text.endsWith(' ')) text += ' ';
      }
  };
  for (;;) {
    lexer.skipSpace();
    if (lexer.pos >= content.length) break;
    let token: PdfValue | PdfOperator;
    try {
      token = lexer.readValue();
    } catch {
      operands = [];
      continue;
    }
    if (!(token instanceof PdfOperator)) {
      operands.push(token);
      continue;
    }
    const number = (i: number) => (typeof operands[i] === 'number' ? (operands[i] as number) : 0);
    switch (token.name) {
      case 'BT':
        x = 0;
        y = 0;
        break;
      case 'ET':
        flush();
        break;
      case 'Tm':
        flush();
        x = number(4);
        y = number(5);
        break;
      case 'Td':
      case 'TD':
        flush();
        x += number(0);
        y += number(1);
        break;
      case 'T*':
        flush();
        break;
      case 'Tf': {
        const name = operands[0];
        font = name instanceof PdfName ? await fontOf(name.name) : null;
        break;
      }
      case 'Tj':
      case 'TJ':
        show(operands[0]);
        break;
      case "'":
        flush();
        show(operands[0]);
        break;
      case '"':
        flush();
        show(operands[2]);
        break;
      case 'BI':
        // An inline image's data is not syntax: skip to its end.
        lexer.pos = Math.max(lexer.pos, latin1(content).indexOf('EI', lexer.pos) + 2);
        break;
    }
    operands = [];
  }
  flush();
  return runs;
}

/** A font's `/ToUnicode` CMap: code length in bytes, and each code's text. */
interface ToUnicode {
  bytes: number;
  map: Map<number, string>;
}

async function toUnicodeOf(file: PdfFile, reference: PdfValue | undefined): Promise<ToUnicode | null> {
  const font = await file.resolve(reference);
  if (!(font instanceof Map)) return null;
  const data = await file.streamData(font.get('ToUnicode'));
  return data ? parseToUnicode(latin1(data)) : null;
}

function parseToUnicode(cmap: string): ToUnicode {
  const map = new Map<number, string>();
  let bytes = 1;
  const utf16 = (spaced: string) => {
    const hex = spaced.replace(/\s/g, '');
    const units: number[] = [];
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, source, target] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) {
      bytes = Math.max(bytes, (source as string).length / 2);
      map.set(Number.parseInt(source as string, 16), utf16(target as string));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    for (const [, low, high, target, list] of body.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g,
    )) {
      bytes = Math.max(bytes, (low as string).length / 2);
      const from = Number.parseInt(low as string, 16);
      const to = Math.min(Number.parseInt(high as string, 16), from + 0xffff);
      const targets = list ? [...list.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1] as string) : null;
      for (let code = from; code <= to; code++) {
        if (targets) {
          const each = targets[code - from];
          if (each !== undefined) map.set(code, utf16(each));
        } else {
          const start = Number.parseInt(target as string, 16);
          map.set(code, utf16((start + code - from).toString(16).padStart((target as string).length, '0')));
        }
      }
    }
  }
  return { bytes, map };
}

function decodeText(bytes: Uint8Array, font: ToUnicode | null): string {
  if (!font) return latin1(bytes);
  let text = '';
  for (let i = 0; i + font.bytes <= bytes.length; i += font.bytes) {
    let code = 0;
    for (let k = 0; k < font.bytes; k++) code = code * 256 + (bytes[i + k] as number);
    text += font.map.get(code) ?? '\ufffd';
  }
  return text;
}
