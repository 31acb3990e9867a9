import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of a PDF as poppler's pdftotext reads it, with its layout. */
export function pdfText(pdf: Buffer): string {
  const path = join(tmpdir(), `horodoc-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** Every e-mail of an outbox folder, as raw text. */
export function readOutbox(dir: string): string[] {
  try {
    return readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}
