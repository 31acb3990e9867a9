import { describe, expect, it } from 'vitest';
import { fillPlaceholders, PlaceholderError, parseLegalDocument } from './legal-document';

describe('fillPlaceholders', () => {
  it('replaces every placeholder with its value', () => {
    expect(fillPlaceholders('{{a}} et {{ b }}, puis {{a}}', { a: 'un', b: 'deux' })).toBe(
      'un et deux, puis un',
    );
  });

  it('refuses a placeholder without a value', () => {
    expect(() => fillPlaceholders('{{missing}}', {})).toThrow(PlaceholderError);
  });
});

describe('parseLegalDocument', () => {
  it('reads the front matter and renders the filled body', () => {
    const doc = parseLegalDocument(
      'legal-notice',
      '---\ntitle: "Mentions légales"\ndescription: "D"\nupdated: "15 janvier 2025"\n---\n\n## 1. Éditeur\n\n{{name}}\n',
      { name: 'Julien' },
    );
    expect(doc).toEqual({
      title: 'Mentions légales',
      description: 'D',
      updated: '15 janvier 2025',
      html: '<h2 id="1-editeur">1. Éditeur</h2>\n<p>Julien</p>\n',
    });
  });
});
