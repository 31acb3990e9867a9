import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractPdfAttachments, extractProofFromPdf } from './extract-pdf-attachments';

const PROOF = JSON.stringify({ format: 'horodoc-proof', version: 2, fingerprint: `0x${'a'.repeat(64)}` });

/** A PDF written by hand, object by object, with a classic cross-reference table; revisions append. */
function classicPdf(objects: Record<number, string>, extra = ''): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: Record<number, number> = {};
  for (const [num, text] of Object.entries(objects)) {
    offsets[Number(num)] = Buffer.byteLength(body, 'latin1');
    body += `${num} 0 obj\n${text}\nendobj\n`;
  }
  return Buffer.from(
    body + xrefSection(Buffer.byteLength(body, 'latin1'), offsets, `/Root 1 0 R${extra}`),
    'latin1',
  );
}

function xrefSection(at: number, offsets: Record<number, number>, trailer: string): string {
  const nums = Object.keys(offsets)
    .map(Number)
    .sort((a, b) => a - b);
  // Every revision's /Size counts the whole file's objects; 16 is above any number used here.
  const size = 16;
  let table = 'xref\n0 1\n0000000000 65535 f \n';
  for (const num of nums) table += `${num} 1\n${String(offsets[num]).padStart(10, '0')} 00000 n \n`;
  return `${table}trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${at}\n%%EOF\n`;
}

/** Appends a revision (ISO 32000-1 § 7.5.6): new versions of objects, and a section pointing back. */
function incrementalUpdate(pdf: Buffer, objects: Record<number, string>): Buffer {
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf.toString('latin1'))?.[1]);
  let body = pdf.toString('latin1');
  const offsets: Record<number, number> = {};
  for (const [num, text] of Object.entries(objects)) {
    offsets[Number(num)] = Buffer.byteLength(body, 'latin1');
    body += `${num} 0 obj\n${text}\nendobj\n`;
  }
  return Buffer.from(
    body + xrefSection(Buffer.byteLength(body, 'latin1'), offsets, `/Root 1 0 R /Prev ${previous}`),
    'latin1',
  );
}

const stream = (data: string, dict = '') =>
  `<< /Type /EmbeddedFile${dict} /Length ${Buffer.byteLength(data)} >>\nstream\n${data}\nendstream`;

const pageObjects = {
  2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
};

const attached = () =>
  classicPdf({
    1: '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(preuve.json) 5 0 R] >> >> >>',
    ...pageObjects,
    4: stream(PROOF),
    5: '<< /Type /Filespec /F (preuve.json) /UF (preuve.json) /EF << /F 4 0 R >> >>',
  });

function pdfdetachCount(pdf: Buffer): number {
  const path = join(mkdtempSync(join(tmpdir(), 'horodoc-pdfdetach-')), 'file.pdf');
  writeFileSync(path, pdf);
  const listed = execFileSync('pdfdetach', ['-list', path], { encoding: 'utf8' });
  return Number(/^(\d+) embedded files?/m.exec(listed)?.[1]);
}

describe('extractPdfAttachments', () => {
  it('reads a file the catalog names, with its name, as pdfdetach lists it', async () => {
    const pdf = attached();
    const [attachment, ...others] = await extractPdfAttachments(new Uint8Array(pdf));
    expect(others).toEqual([]);
    expect(attachment?.name).toBe('preuve.json');
    expect(new TextDecoder().decode(attachment?.data)).toBe(PROOF);
    expect(pdfdetachCount(pdf)).toBe(1);
  });

  it('reads nothing once an incremental update took the reference out of the catalog, as pdfdetach', async () => {
    const pdf = incrementalUpdate(attached(), { 1: '<< /Type /Catalog /Pages 2 0 R >>' });
    expect(await extractPdfAttachments(new Uint8Array(pdf))).toEqual([]);
    expect(await extractProofFromPdf(new Uint8Array(pdf))).toBeNull();
    expect(pdfdetachCount(pdf)).toBe(0);
  });

  it('reads the latest revision of a file specification, not an earlier one', async () => {
    const replaced = JSON.stringify({
      format: 'horodoc-proof',
      version: 2,
      fingerprint: `0x${'b'.repeat(64)}`,
    });
    const pdf = incrementalUpdate(attached(), {
      6: stream(replaced),
      5: '<< /Type /Filespec /F (preuve.json) /EF << /F 6 0 R >> >>',
    });
    expect(await extractProofFromPdf(new Uint8Array(pdf))).toEqual(JSON.parse(replaced));
  });

  it('ignores an embedded-file stream that nothing references', async () => {
    const pdf = classicPdf({ 1: '<< /Type /Catalog /Pages 2 0 R >>', ...pageObjects, 4: stream(PROOF) });
    expect(await extractPdfAttachments(new Uint8Array(pdf))).toEqual([]);
    expect(pdfdetachCount(pdf)).toBe(0);
  });

  it('reads a PDF/A-3 associated file of the catalog’s /AF', async () => {
    const pdf = classicPdf({
      1: '<< /Type /Catalog /Pages 2 0 R /AF [5 0 R] >>',
      ...pageObjects,
      4: stream(PROOF),
      5: '<< /Type /Filespec /F (preuve.json) /AFRelationship /Data /EF << /F 4 0 R >> >>',
    });
    expect(await extractProofFromPdf(new Uint8Array(pdf))).toEqual(JSON.parse(PROOF));
  });

  it('follows a cross-reference stream into an object stream, through a PNG predictor', async () => {
    // Objects 1 (catalog), 2, 3 and 5 (file specification) compressed in object stream 6; the
    // cross-reference is stream 7 with /W [1 2 1], each row filtered with PNG's "Up" (type 2).
    const compressed: Array<[number, string]> = [
      [1, '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 8 0 R >> >>'],
      [2, pageObjects[2]],
      [3, pageObjects[3]],
      [5, '<< /Type /Filespec /UF <FEFF007000720065007500760065002E006A0073006F006E> /EF << /F 4 0 R >> >>'],
      [8, '<< /Kids [9 0 R] >>'],
      [9, '<< /Limits [(preuve.json) (preuve.json)] /Names [(preuve.json) 5 0 R] >>'],
    ];
    let header = '';
    let objects = '';
    for (const [num, text] of compressed) {
      header += `${num} ${objects.length} `;
      objects += `${text}\n`;
    }
    const objectStream = deflateSync(Buffer.from(header + objects));
    let body = '%PDF-1.7\n';
    const offsets: Record<number, number> = {};
    const add = (num: number, head: string, data?: Buffer) => {
      offsets[num] = body.length;
      body += `${num} 0 obj\n${head}\n`;
      if (data) body += `stream\n${data.toString('latin1')}\nendstream\n`;
      body += 'endobj\n';
    };
    add(
      4,
      stream(deflateSync(Buffer.from(PROOF)).toString('latin1'), ' /Filter /FlateDecode').replace(
        /\/Length \d+/,
        `/Length ${deflateSync(Buffer.from(PROOF)).length}`,
      ),
    );
    add(
      6,
      `<< /Type /ObjStm /N ${compressed.length} /First ${header.length} /Filter /FlateDecode /Length ${objectStream.length} >>`,
      objectStream,
    );
    const rows: number[][] = [[0, 0, 0, 0]];
    const where = new Map(compressed.map(([num], index) => [num, index]));
    for (let num = 1; num <= 9; num++) {
      if (where.has(num)) rows.push([2, 0, 6, where.get(num) as number]);
      else if (num === 7) rows.push([1, (body.length >> 8) & 0xff, body.length & 0xff, 0]);
      else rows.push([1, ((offsets[num] as number) >> 8) & 0xff, (offsets[num] as number) & 0xff, 0]);
    }
    const filtered: number[] = [];
    rows.forEach((row, r) => {
      filtered.push(2, ...row.map((byte, c) => (byte - (r > 0 ? (rows[r - 1]?.[c] as number) : 0)) & 0xff));
    });
    const xref = deflateSync(Buffer.from(filtered));
    const xrefAt = body.length;
    body += `7 0 obj\n<< /Type /XRef /Size 10 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >> /Length ${xref.length} >>\nstream\n${xref.toString('latin1')}\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`;
    const pdf = Buffer.from(body, 'latin1');

    const [attachment] = await extractPdfAttachments(new Uint8Array(pdf));
    expect(attachment?.name).toBe('preuve.json');
    expect(new TextDecoder().decode(attachment?.data)).toBe(PROOF);
    expect(pdfdetachCount(pdf)).toBe(1);
  });

  it('answers nothing for what is not a PDF', async () => {
    expect(await extractPdfAttachments(new TextEncoder().encode('{"format":"horodoc-proof"}'))).toEqual([]);
  });
});
