import { describe, expect, it } from 'vitest';
import { rankRelatedArticles } from './related-articles';

const article = (slug: string, isoDate: string, tags: string[]) => ({ slug, isoDate, tags });

describe('rankRelatedArticles', () => {
  const current = article('current', '2025-05-01', ['Preuve', 'Blockchain', "Droits d'auteur"]);

  it('puts the articles sharing the most tags first', () => {
    const related = rankRelatedArticles(current, [
      current,
      article('one-tag', '2025-08-01', ['Preuve']),
      article('two-tags', '2025-01-01', ['Preuve', 'Blockchain']),
      article('no-tag', '2025-09-01', ['Immobilier']),
    ]);
    expect(related.map((a) => a.slug)).toEqual(['two-tags', 'one-tag']);
  });

  it('breaks ties by the newest date', () => {
    const related = rankRelatedArticles(current, [
      article('old', '2025-01-01', ['Preuve']),
      article('new', '2025-07-01', ['Blockchain']),
      article('middle', '2025-03-01', ['Preuve']),
    ]);
    expect(related.map((a) => a.slug)).toEqual(['new', 'middle']);
  });

  it('never suggests the article itself and fills up with newest articles when few tags match', () => {
    const related = rankRelatedArticles(current, [
      current,
      article('a', '2025-02-01', ['Immobilier']),
      article('b', '2025-06-01', ['BTP']),
    ]);
    expect(related.map((a) => a.slug)).toEqual(['b', 'a']);
  });

  it('compares tags without regard to case or apostrophe style', () => {
    const related = rankRelatedArticles(
      current,
      [article('newer', '2025-09-01', ['Autre']), article('match', '2025-01-01', ['droits d’auteur'])],
      1,
    );
    expect(related.map((a) => a.slug)).toEqual(['match']);
  });

  it('returns fewer than the limit when there are few articles', () => {
    expect(rankRelatedArticles(current, [current])).toEqual([]);
  });
});
