import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './storable-text';

describe('findUnstorableText', () => {
  it.each([
    ['a NUL in a string', 'a\u0000b', { field: 'champ', reason: 'le caractère nul (U+0000) est interdit' }],
    [
      'a lone high surrogate',
      'a\ud800b',
      { field: 'champ', reason: expect.stringContaining('substitution') },
    ],
    ['a lone low surrogate', '\udc00', { field: 'champ', reason: expect.stringContaining('substitution') }],
    [
      'a high surrogate at the end',
      'a\ud83d',
      { field: 'champ', reason: expect.stringContaining('substitution') },
    ],
  ])('finds %s', (_case, value, found) => {
    expect(findUnstorableText(value, 'champ')).toEqual(found);
  });

  it('accepts a surrogate pair, U+FFFD and ordinary text', () => {
    expect(findUnstorableText({ tags: ['contrat 📄', '\ufffd'], n: 3, ok: true, none: null }, '')).toBe(
      undefined,
    );
  });

  it('names the path to the text, keys included, without printing what cannot be printed', () => {
    const body = { documents: [{ file_hash: 'ab' }, { file_hash: 'cd', tags: ['x', 'y\u0000'] }] };
    expect(findUnstorableText(body, '')?.field).toBe('documents.1.tags.1');
    expect(findUnstorableText({ metadata: { 'cl\u0000é': '42' } }, '')).toEqual({
      field: 'metadata.cl\ufffdé',
      reason: 'nom de champ : le caractère nul (U+0000) est interdit',
    });
  });
});
