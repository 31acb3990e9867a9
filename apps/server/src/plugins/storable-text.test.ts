import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors';
import { refuseUnstorableText } from './storable-text';

/** The field the refusal names, with why, or undefined when the value is accepted. */
function refusalOf(value: unknown, path?: string) {
  try {
    refuseUnstorableText(value, path);
    return undefined;
  } catch (error) {
    expect((error as AppError).code).toBe('invalid_fields');
    return (error as AppError).fields?.[0];
  }
}

describe('refuseUnstorableText', () => {
  it.each([
    ['a NUL in a string', 'a\u0000b', { name: 'champ', reason: 'le caractère nul (U+0000) est interdit' }],
    ['a lone high surrogate', 'a\ud800b', { name: 'champ', reason: expect.stringContaining('substitution') }],
    ['a lone low surrogate', '\udc00', { name: 'champ', reason: expect.stringContaining('substitution') }],
    [
      'a high surrogate at the end',
      'a\ud83d',
      { name: 'champ', reason: expect.stringContaining('substitution') },
    ],
  ])('refuses %s', (_case, value, field) => {
    expect(refusalOf(value, 'champ')).toEqual(field);
  });

  it('accepts a surrogate pair, U+FFFD and ordinary text', () => {
    expect(refusalOf({ tags: ['contrat 📄', '\ufffd'], n: 3, ok: true, none: null })).toBe(undefined);
  });

  it('names the path to the text, keys included, without printing what cannot be printed', () => {
    const body = { documents: [{ file_hash: 'ab' }, { file_hash: 'cd', tags: ['x', 'y\u0000'] }] };
    expect(refusalOf(body)?.name).toBe('documents.1.tags.1');
    expect(refusalOf({ metadata: { 'cl\u0000é': '42' } })).toEqual({
      name: 'metadata.cl\ufffdé',
      reason: 'nom de champ : le caractère nul (U+0000) est interdit',
    });
  });

  it('names the request itself when the text is the whole value', () => {
    expect(refusalOf('\u0000')?.name).toBe('requête');
  });
});
