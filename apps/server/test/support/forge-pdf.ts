import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Forgeries of a certificate PDF, made the way a forger with a hex editor would: for tests that check a
 * verifier notices them.
 */

/** Each font resource's text → glyph code (4 hexadecimal digits), read from its `/ToUnicode` map. */
function glyphCodes(text: string): Map<string, Map<string, string>> {
  const fonts = new Map<string, Map<string, string>>();
  const resources = /\/Font\s*<<([^>]*)>>/g;
  for (const [, list] of text.matchAll(resources)) {
    for (const [, name, num] of (list as string).matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
      const font = objectText(text, Number(num));
      const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font)?.[1];
      if (!toUnicode) continue;
      const cmap = inflateSync(streamBytes(text, Number(toUnicode))).toString('latin1');
      const codes = new Map<string, string>();
      for (const [, low, targets] of cmap.matchAll(/<([0-9a-f]{4})>\s*<[0-9a-f]{4}>\s*\[([^\]]*)\]/g)) {
        [...(targets as string).matchAll(/<([0-9a-f\s]*)>/g)].forEach(([, target], index) => {
          const hex = (target as string).replace(/\s/g, '');
          const char = String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
          codes.set(char, (Number.parseInt(low as string, 16) + index).toString(16).padStart(4, '0'));
        });
      }
      fonts.set(name as string, codes);
    }
  }
  return fonts;
}

function objectText(text: string, num: number): string {
  const start = text.search(new RegExp(`(^|\\n)${num} 0 obj`));
  return text.slice(start, text.indexOf('endobj', start));
}

function streamBytes(text: string, num: number): Buffer {
  const object = objectText(text, num);
  const length = Number(/\/Length (\d+)/.exec(object)?.[1]);
  const start = text.indexOf('stream\n', text.indexOf(object)) + 'stream\n'.length;
  return Buffer.from(text.slice(start, start + length), 'latin1');
}

/**
 * Replaces a printed line (`from`, as the PDF shows it) with `to`, inside the page content stream, with the
 * glyphs of the same font, and writes the stream back in place: every other byte keeps its offset, so the
 * file stays well formed and only what was printed changes (and, for a signed PDF, its digest).
 * @throws when the line is not found or the font lacks a glyph `to` needs.
 */
export function forgePrintedLine(pdf: Buffer, from: string, to: string): Buffer {
  const text = pdf.toString('latin1');
  const fonts = glyphCodes(text);
  const encode = (line: string, font: Map<string, string>) =>
    [...line].map((char) => {
      const code = font.get(char);
      if (!code) throw new Error(`the font has no glyph for ${JSON.stringify(char)}`);
      return code;
    });
  for (const match of text.matchAll(
    // At a line start: along a signature's run of zeros, an unanchored `\d+` would be quadratic.
    /(?<=\n)(\d+) 0 obj\n<<\n\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/g,
  )) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(match[2]);
    let content: string;
    try {
      content = inflateSync(Buffer.from(text.slice(start, start + length), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes(' TJ')) continue;
    let replaced = false;
    const forged = content.replace(
      /\/(\w+) ([\d.]+) Tf\n((?:[\d.-]+ Tc\n)?)\[([^\]]*)\] TJ/g,
      (whole, name, size, spacing, array) => {
        const font = fonts.get(name);
        if (!font || replaced) return whole;
        const decode = new Map([...font].map(([char, code]) => [code, char]));
        const shown = [...(array as string).matchAll(/<([0-9a-f]*)>/g)]
          .map(([, hex]) =>
            ((hex as string).match(/.{4}/g) ?? []).map((code) => decode.get(code) ?? '?').join(''),
          )
          .join('');
        if (shown !== from) return whole;
        replaced = true;
        return `/${name} ${size} Tf\n${spacing}[<${encode(to, font).join('')}> 0] TJ`;
      },
    );
    if (!replaced) continue;
    const data = [9, 6, 1]
      .map((level) => deflateSync(Buffer.from(forged, 'latin1'), { level }))
      .find((d) => d.length <= length);
    if (!data) throw new Error('the forged stream does not fit in place');
    const lengthField = `/Length ${match[2]}`;
    const newLengthField = `/Length ${data.length}`.padEnd(lengthField.length, ' ');
    const head = text.slice(0, match.index ?? 0) + match[0].replace(lengthField, newLengthField);
    // The bytes the shorter stream frees become spaces between `endstream` and `endobj`.
    const tail = text.slice(start + length);
    const endstream = '\nendstream';
    if (!tail.startsWith(endstream)) throw new Error('unexpected stream end');
    return Buffer.concat([
      Buffer.from(head, 'latin1'),
      data,
      Buffer.from(endstream + ' '.repeat(length - data.length) + tail.slice(endstream.length), 'latin1'),
    ]);
  }
  throw new Error(`no printed line ${JSON.stringify(from)}`);
}

/**
 * Appends an incremental update whose catalog no longer references the attached files (`/Names`, `/AF`):
 * the proof file's bytes stay in the PDF, unreferenced.
 */
export function detachByIncrementalUpdate(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const root = Number(/\/Root (\d+) 0 R/.exec(text.slice(text.lastIndexOf('trailer')))?.[1]);
  const catalog = objectText(text, root)
    .replace(/^\n?\d+ 0 obj\n/, '')
    .replace(/\/Names \d+ 0 R\n?/, '')
    .replace(/\/AF \[[^\]]*\]\n?/, '')
    .replace(/\/AF \d+ 0 R\n?/, '');
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const size = Number(/\/Size (\d+)/.exec(text.slice(text.lastIndexOf('trailer')))?.[1]);
  const objectAt = pdf.length + 1;
  const object = `\n${root} 0 obj\n${catalog.trim()}\nendobj\n`;
  const xrefAt = pdf.length + object.length;
  const xref = `xref\n0 1\n0000000000 65535 f \n${root} 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n<<\n/Size ${size}\n/Root ${root} 0 R\n/Prev ${previous}\n>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(object + xref, 'latin1')]);
}
