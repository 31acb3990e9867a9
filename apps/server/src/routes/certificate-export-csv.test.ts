import { describe, expect, it } from 'vitest';
import { csvField } from './certificate-export-csv';

describe('csvField', () => {
  it.each([
    ['plain.pdf', 'plain.pdf'],
    ['a,b', '"a,b"'],
    ['dit "oui"', '"dit ""oui"""'],
    ['deux\r\nlignes', '"deux\r\nlignes"'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes null as an empty field and numbers as they are', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    expect(csvField('=SOMME(A1)', { text: true })).toBe("'=SOMME(A1)");
    expect(csvField('@x,y', { text: true })).toBe('"\'@x,y"');
    expect(csvField('-1', { text: false })).toBe('-1');
  });
});
