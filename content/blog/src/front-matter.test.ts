import { describe, expect, it } from 'vitest';
import { FrontMatterError, requireString, requireStringList, splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('parses the YAML block and returns the body after it', () => {
    const { data, body } = splitFrontMatter('---\ntitle: "Un titre"\ntags: ["A", "B"]\n---\n\nCorps\n');
    expect(data).toEqual({ title: 'Un titre', tags: ['A', 'B'] });
    expect(body).toBe('\nCorps\n');
  });

  it('accepts Windows line endings and a byte order mark', () => {
    const { data, body } = splitFrontMatter('\uFEFF---\r\ntitle: T\r\n---\r\nCorps');
    expect(data).toEqual({ title: 'T' });
    expect(body).toBe('Corps');
  });

  it('returns the whole text as body when there is no front matter', () => {
    expect(splitFrontMatter('# Titre')).toEqual({ data: {}, body: '# Titre' });
  });

  it('refuses a front matter that is not a mapping', () => {
    expect(() => splitFrontMatter('---\n- a\n- b\n---\n')).toThrow(FrontMatterError);
  });
});

describe('required fields', () => {
  it('names the file and the field that is missing or malformed', () => {
    expect(() => requireString({}, 'title', 'x.md')).toThrow("x.md: front matter field 'title'");
    expect(() => requireStringList({ tags: 'A' }, 'tags', 'x.md')).toThrow("x.md: front matter field 'tags'");
    expect(requireStringList({ tags: [' A '] }, 'tags', 'x.md')).toEqual(['A']);
  });
});
