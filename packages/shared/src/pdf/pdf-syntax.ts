/**
 * PDF's object syntax (ISO 32000-1 § 7.3): numbers, names, strings, arrays, dictionaries, references, read
 * from bytes. Enough to walk a file's structure and its content streams; no writing.
 */

export class PdfName {
  constructor(readonly name: string) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
  get key(): string {
    return `${this.num} ${this.gen}`;
  }
}

/** A string's raw bytes (literal `( )` or hexadecimal `< >`), undecoded. */
export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}

/** A content stream's operator (`Tf`, `TJ`, `BT`…), as the tokenizer meets it. */
export class PdfOperator {
  constructor(readonly name: string) {}
}

export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfValue[] | PdfDict;

export class PdfSyntaxError extends Error {
  override name = 'PdfSyntaxError';
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number | undefined) =>
  byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/** A cursor over a PDF's bytes. */
export class PdfLexer {
  pos: number;
  constructor(
    readonly bytes: Uint8Array,
    pos = 0,
  ) {
    this.pos = pos;
  }

  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos] as number;
      if (WHITESPACE.has(byte)) this.pos++;
      else if (byte === 0x25) {
        while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }

  /** The next regular word (`obj`, `stream`, `R`, an operator), without moving. */
  peekWord(): string {
    this.skipSpace();
    let end = this.pos;
    while (isRegular(this.bytes[end])) end++;
    return latin1(this.bytes.subarray(this.pos, end));
  }

  /** Reads a value; in a content stream, an operator comes back as a PdfOperator. */
  readValue(depth = 0): PdfValue | PdfOperator {
    if (depth > 64) throw new PdfSyntaxError('nesting too deep');
    this.skipSpace();
    const { bytes } = this;
    const byte = bytes[this.pos];
    if (byte === undefined) throw new PdfSyntaxError('unexpected end of data');
    if (byte === 0x2f) return this.readName();
    if (byte === 0x28) return this.readLiteralString();
    if (byte === 0x3c) {
      if (bytes[this.pos + 1] === 0x3c) return this.readDict(depth);
      return this.readHexString();
    }
    if (byte === 0x5b) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (bytes[this.pos] === 0x5d) {
          this.pos++;
          return items;
        }
        const item = this.readValue(depth + 1);
        if (item instanceof PdfOperator) throw new PdfSyntaxError(`operator ${item.name} in an array`);
        items.push(item);
      }
    }
    if (isDigit(byte) || byte === 0x2b || byte === 0x2d || byte === 0x2e) return this.readNumberOrRef();
    const word = this.readWord();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (word === '') {
      this.pos++;
      throw new PdfSyntaxError(`unexpected byte ${byte}`);
    }
    return new PdfOperator(word);
  }

  private readWord(): string {
    const start = this.pos;
    while (isRegular(this.bytes[this.pos])) this.pos++;
    return latin1(this.bytes.subarray(start, this.pos));
  }

  private readName(): PdfName {
    this.pos++;
    const raw = this.readWord();
    return new PdfName(
      raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
  }

  private readNumberOrRef(): number | PdfRef {
    const word = this.readWord();
    const value = Number(word);
    if (!Number.isFinite(value)) throw new PdfSyntaxError(`not a number: ${word}`);
    if (!/^\d+$/.test(word)) return value;
    // `N G R`: look ahead without consuming when it is not a reference.
    const mark = this.pos;
    this.skipSpace();
    const generation = this.readWord();
    if (/^\d+$/.test(generation)) {
      this.skipSpace();
      if (this.bytes[this.pos] === 0x52 && !isRegular(this.bytes[this.pos + 1])) {
        this.pos++;
        return new PdfRef(value, Number(generation));
      }
    }
    this.pos = mark;
    return value;
  }

  private readDict(depth: number): PdfDict {
    this.pos += 2;
    const dict: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.bytes[this.pos] === 0x3e && this.bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return dict;
      }
      const key = this.readValue(depth + 1);
      if (!(key instanceof PdfName)) throw new PdfSyntaxError('dictionary key is not a name');
      const value = this.readValue(depth + 1);
      if (value instanceof PdfOperator) throw new PdfSyntaxError(`operator ${value.name} in a dictionary`);
      dict.set(key.name, value);
    }
  }

  private readHexString(): PdfString {
    const end = this.bytes.indexOf(0x3e, this.pos);
    if (end < 0) throw new PdfSyntaxError('unterminated hexadecimal string');
    const digits = latin1(this.bytes.subarray(this.pos + 1, end)).replace(/[^0-9a-fA-F]/g, '');
    this.pos = end + 1;
    const padded = digits.length % 2 ? `${digits}0` : digits;
    const out = new Uint8Array(padded.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(padded.slice(i * 2, i * 2 + 2), 16);
    return new PdfString(out);
  }

  private readLiteralString(): PdfString {
    const { bytes } = this;
    const out: number[] = [];
    let depth = 0;
    this.pos++;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos++] as number;
      if (byte === 0x5c) {
        const next = bytes[this.pos++];
        if (next === undefined) break;
        const escaped: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
        if (escaped[next] !== undefined) out.push(escaped[next] as number);
        else if (next >= 0x30 && next <= 0x37) {
          let octal = next - 0x30;
          for (let i = 0; i < 2 && (bytes[this.pos] ?? 0) >= 0x30 && (bytes[this.pos] ?? 0) <= 0x37; i++)
            octal = octal * 8 + ((bytes[this.pos++] as number) - 0x30);
          out.push(octal & 0xff);
        } else if (next === 0x0d) {
          if (bytes[this.pos] === 0x0a) this.pos++;
        } else if (next !== 0x0a) out.push(next);
      } else if (byte === 0x28) {
        depth++;
        out.push(byte);
      } else if (byte === 0x29) {
        if (depth === 0) return new PdfString(new Uint8Array(out));
        depth--;
        out.push(byte);
      } else out.push(byte);
    }
    throw new PdfSyntaxError('unterminated literal string');
  }
}

/** Bytes as a string, one character per byte: string offsets are byte offsets. */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192)
    text += String.fromCharCode(...bytes.subarray(i, Math.min(i + 8192, bytes.length)));
  return text;
}

/** A text string (§ 7.9.2.2): UTF-16BE after its byte order mark, else PDFDocEncoding (read as Latin-1). */
export function textString(value: PdfValue | undefined): string | null {
  if (!(value instanceof PdfString)) return null;
  const { bytes } = value;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder().decode(bytes.subarray(3));
  return latin1(bytes);
}
