import { describe, expect, it } from 'vitest';
import { documentLabel } from './document-label';

const HASH = `0x${'ab'.repeat(32)}`;

describe('documentLabel', () => {
  it('names a document by its name, without its bidirectional controls', () => {
    expect(documentLabel('facture\u202Efdp.exe', HASH)).toBe('facturefdp.exe');
  });

  it('names a document sent without a name by its fingerprint', () => {
    expect(documentLabel(null, HASH)).toBe(`Empreinte ${HASH}`);
  });
});
