import { describe, expect, it } from 'vitest';
import { removeBidiControls } from './bidi-controls';
import { fileNameSchema } from './web-api';

const RLO = '\u202E';

describe('bidirectional controls in file names', () => {
  it('removes every override, embedding, isolate and direction mark', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', RLO, '\u2066', '\u2067', '\u2068', '\u2069'];
    const marks = ['\u200E', '\u200F', '\u061C'];
    expect(removeBidiControls(`a${[...controls, ...marks].join('')}b`)).toBe('ab');
    expect(removeBidiControls('contrat – été.pdf')).toBe('contrat – été.pdf');
    expect(removeBidiControls('عقد.pdf')).toBe('عقد.pdf');
  });

  it('stores a disguised name as it really is', () => {
    expect(fileNameSchema.parse(`facture${RLO}fdp.exe`)).toBe('facturefdp.exe');
    expect(fileNameSchema.parse(` ${RLO} devis.pdf `)).toBe('devis.pdf');
  });

  it('refuses a name made of controls only', () => {
    expect(fileNameSchema.safeParse(`${RLO}\u2066`).success).toBe(false);
  });
});
