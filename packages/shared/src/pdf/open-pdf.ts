import { inflate } from './inflate';
import {
  latin1,
  type PdfDict,
  PdfLexer,
  PdfName,
  PdfOperator,
  PdfRef,
  PdfSyntaxError,
  type PdfValue,
} from './pdf-syntax';

/** An indirect object: its value, and the raw data that follows when it is a stream. */
interface PdfObject {
  value: PdfValue;
  /** A stream's bytes as stored (still encoded). */
  stream?: Uint8Array;
}

type XrefEntry = { kind: 'offset'; offset: number } | { kind: 'compressed'; stream: number; index: number };

/**
 * A PDF opened the way a reader opens it (ISO 32000-1 § 7.5): from `startxref` through every cross-reference
 * section, newest first (tables, streams, hybrid files, incremental updates by `/Prev`), so an object is the
 * one its latest revision names, and only what the trailer's catalog reaches is ever read.
 */
export interface PdfFile {
  bytes: Uint8Array;
  trailer: PdfDict;
  /** The object a reference names (or the value itself when it is none); null when missing. */
  resolve(value: PdfValue | undefined): Promise<PdfValue>;
  /** A stream object's decoded bytes, or null when it is no stream or uses a filter not read here. */
  streamData(value: PdfValue | undefined): Promise<Uint8Array | null>;
  /** The document catalog, the trailer's `/Root`. */
  catalog(): Promise<PdfDict | null>;
}

const MAX_XREF_SECTIONS = 256;

/** @throws PdfSyntaxError when the file has no readable cross-reference. */
export async function openPdf(bytes: Uint8Array): Promise<PdfFile> {
  const entries = new Map<number, XrefEntry>();
  const trailer = await readCrossReferences(bytes, entries);
  const cache = new Map<number, Promise<PdfObject | null>>();

  const load = (num: number): Promise<PdfObject | null> => {
    let found = cache.get(num);
    if (!found) {
      found = loadObject(num).catch(() => null);
      cache.set(num, found);
    }
    return found;
  };

  async function loadObject(num: number): Promise<PdfObject | null> {
    const entry = entries.get(num);
    if (!entry) return null;
    if (entry.kind === 'offset') return readIndirectObject(bytes, entry.offset, num, resolveLength);
    const container = await load(entry.stream);
    if (!container?.stream) return null;
    const data = await decode(container);
    if (!data || !(container.value instanceof Map)) return null;
    return readFromObjectStream(data, container.value, entry.index);
  }

  async function resolveLength(value: PdfValue | undefined): Promise<number | null> {
    const length = value instanceof PdfRef ? (await load(value.num))?.value : value;
    return typeof length === 'number' ? length : null;
  }

  const resolve = async (value: PdfValue | undefined): Promise<PdfValue> => {
    let current = value ?? null;
    for (let hops = 0; current instanceof PdfRef && hops < 32; hops++)
      current = (await load(current.num))?.value ?? null;
    return current instanceof PdfRef ? null : current;
  };

  return {
    bytes,
    trailer,
    resolve,
    async streamData(value) {
      const object = value instanceof PdfRef ? await load(value.num) : null;
      return object?.stream ? decode(object) : null;
    },
    async catalog() {
      const root = await resolve(trailer.get('Root'));
      return root instanceof Map ? root : null;
    },
  };
}

/** The trailer of the newest section; fills `entries`, the newest definition of each object winning. */
async function readCrossReferences(bytes: Uint8Array, entries: Map<number, XrefEntry>): Promise<PdfDict> {
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail) ?? /startxref\s+(\d+)/.exec(tail);
  if (!match) throw new PdfSyntaxError('no startxref');
  let offset: number | null = Number(match[1]);
  let newest: PdfDict | null = null;
  const seen = new Set<number>();
  for (let sections = 0; offset !== null && sections < MAX_XREF_SECTIONS; sections++) {
    if (seen.has(offset) || offset >= bytes.length) break;
    seen.add(offset);
    const trailer = await readSection(bytes, offset, entries);
    newest ??= trailer;
    // A hybrid file's table points at a stream of the objects it compresses (§ 7.5.8.4).
    const hybrid = trailer.get('XRefStm');
    if (typeof hybrid === 'number' && !seen.has(hybrid)) {
      seen.add(hybrid);
      await readSection(bytes, hybrid, entries);
    }
    const previous = trailer.get('Prev');
    offset = typeof previous === 'number' ? previous : null;
  }
  if (!newest) throw new PdfSyntaxError('no cross-reference section');
  return newest;
}

async function readSection(
  bytes: Uint8Array,
  offset: number,
  entries: Map<number, XrefEntry>,
): Promise<PdfDict> {
  const lexer = new PdfLexer(bytes, offset);
  if (lexer.peekWord() === 'xref') return readTable(lexer, entries);
  const object = await readIndirectObject(bytes, offset, null, async (value) =>
    typeof value === 'number' ? value : null,
  );
  if (!(object?.value instanceof Map) || !object.stream)
    throw new PdfSyntaxError('no cross-reference at offset');
  const dict = object.value;
  const data = await decode(object);
  if (!data) throw new PdfSyntaxError('unreadable cross-reference stream');
  const widths = dict.get('W');
  if (!Array.isArray(widths) || widths.length !== 3 || !widths.every((w) => typeof w === 'number'))
    throw new PdfSyntaxError('bad /W');
  const [w0, w1, w2] = widths as [number, number, number];
  const size = dict.get('Size');
  const index = dict.get('Index');
  const ranges = Array.isArray(index) ? (index as number[]) : [0, typeof size === 'number' ? size : 0];
  const rowLength = w0 + w1 + w2;
  let row = 0;
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const first = ranges[r] as number;
    const count = ranges[r + 1] as number;
    for (let i = 0; i < count; i++, row++) {
      const at = row * rowLength;
      if (at + rowLength > data.length) break;
      const field = (start: number, width: number) => {
        let value = 0;
        for (let k = 0; k < width; k++) value = value * 256 + (data[at + start + k] as number);
        return value;
      };
      const type = w0 === 0 ? 1 : field(0, w0);
      const num = first + i;
      if (entries.has(num)) continue;
      if (type === 1) entries.set(num, { kind: 'offset', offset: field(w0, w1) });
      else if (type === 2)
        entries.set(num, { kind: 'compressed', stream: field(w0, w1), index: field(w0 + w1, w2) });
      else if (type === 0) entries.set(num, { kind: 'offset', offset: -1 });
    }
  }
  return dict;
}

function readTable(lexer: PdfLexer, entries: Map<number, XrefEntry>): PdfDict {
  lexer.readValue(); // the `xref` keyword
  for (;;) {
    const word = lexer.peekWord();
    if (word === 'trailer') {
      lexer.readValue();
      const trailer = lexer.readValue();
      if (!(trailer instanceof Map)) throw new PdfSyntaxError('bad trailer');
      return trailer;
    }
    const first = lexer.readValue();
    const count = lexer.readValue();
    if (typeof first !== 'number' || typeof count !== 'number')
      throw new PdfSyntaxError('bad xref subsection');
    for (let i = 0; i < count; i++) {
      const offset = lexer.readValue();
      lexer.readValue(); // generation
      const kind = lexer.readValue();
      if (typeof offset !== 'number' || !(kind instanceof PdfOperator))
        throw new PdfSyntaxError('bad xref entry');
      const num = first + i;
      if (entries.has(num)) continue;
      entries.set(num, { kind: 'offset', offset: kind.name === 'n' ? offset : -1 });
    }
  }
}

async function readIndirectObject(
  bytes: Uint8Array,
  offset: number,
  expected: number | null,
  resolveLength: (value: PdfValue | undefined) => Promise<number | null>,
): Promise<PdfObject | null> {
  if (offset < 0) return null;
  const lexer = new PdfLexer(bytes, offset);
  const num = lexer.readValue();
  const gen = lexer.readValue();
  const keyword = lexer.readValue();
  if (
    typeof num !== 'number' ||
    typeof gen !== 'number' ||
    !(keyword instanceof PdfOperator) ||
    keyword.name !== 'obj'
  )
    return null;
  if (expected !== null && num !== expected) return null;
  const value = lexer.readValue();
  if (value instanceof PdfOperator) return null;
  if (!(value instanceof Map) || lexer.peekWord() !== 'stream') return { value };
  lexer.readValue(); // `stream`, then one end of line (§ 7.3.8.1)
  let start = lexer.pos;
  if (bytes[start] === 0x0d) start++;
  if (bytes[start] === 0x0a) start++;
  let length = await resolveLength(value.get('Length'));
  if (length === null || start + length > bytes.length) {
    const end = latin1(bytes.subarray(start, Math.min(bytes.length, start + 64 * 1024 * 1024))).indexOf(
      'endstream',
    );
    length = end < 0 ? null : end;
  }
  if (length === null) return null;
  return { value, stream: bytes.subarray(start, start + length) };
}

function readFromObjectStream(data: Uint8Array, dict: PdfDict, index: number): PdfObject | null {
  const count = dict.get('N');
  const first = dict.get('First');
  if (typeof count !== 'number' || typeof first !== 'number' || index >= count) return null;
  const header = new PdfLexer(data, 0);
  let offset: number | null = null;
  for (let i = 0; i <= index; i++) {
    header.readValue();
    const at = header.readValue();
    if (typeof at !== 'number') return null;
    if (i === index) offset = at;
  }
  if (offset === null) return null;
  const value = new PdfLexer(data, first + offset).readValue();
  return value instanceof PdfOperator ? null : { value };
}

/** A stream's bytes through its filters: none, or FlateDecode (with PNG predictors, as xref streams use). */
async function decode(object: PdfObject): Promise<Uint8Array | null> {
  if (!(object.value instanceof Map) || !object.stream) return null;
  const filter = object.value.get('Filter');
  const filters = Array.isArray(filter) ? filter : filter ? [filter] : [];
  let data = object.stream;
  for (const [i, each] of filters.entries()) {
    if (!(each instanceof PdfName) || each.name !== 'FlateDecode') return null;
    data = await inflate(data);
    const parameters = object.value.get('DecodeParms');
    const parms = Array.isArray(parameters) ? parameters[i] : parameters;
    if (parms instanceof Map) {
      const predictor = parms.get('Predictor');
      if (typeof predictor === 'number' && predictor >= 10) {
        const columns = parms.get('Columns');
        data = undoPngPredictor(data, typeof columns === 'number' ? columns : 1);
      } else if (typeof predictor === 'number' && predictor > 1) return null;
    }
  }
  return data;
}

/** PNG row filters (RFC 2083 § 6), one byte per sample. */
function undoPngPredictor(data: Uint8Array, columns: number): Uint8Array {
  const rowLength = columns + 1;
  const rows = Math.floor(data.length / rowLength);
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const type = data[r * rowLength] as number;
    for (let c = 0; c < columns; c++) {
      const raw = data[r * rowLength + 1 + c] as number;
      const left = c > 0 ? (out[r * columns + c - 1] as number) : 0;
      const up = r > 0 ? (out[(r - 1) * columns + c] as number) : 0;
      const upLeft = r > 0 && c > 0 ? (out[(r - 1) * columns + c - 1] as number) : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = Math.floor((left + up) / 2);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      out[r * columns + c] = (raw + predicted) & 0xff;
    }
  }
  return out;
}
