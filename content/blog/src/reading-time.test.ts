import { describe, expect, it } from 'vitest';
import { countWords, readingTimeMinutes } from './reading-time';

describe('countWords', () => {
  it('counts words and ignores Markdown markup and link targets', () => {
    expect(countWords('## Un titre\n\n- Un **mot** et [un lien](/blog/un-article-long).')).toBe(7);
  });

  it('keeps elided and hyphenated French words whole', () => {
    expect(countWords('l’article d’aujourd’hui, anti-plagiat')).toBe(3);
  });

  it('finds no word in an empty text', () => {
    expect(countWords('  \n ** - ')).toBe(0);
  });
});

describe('readingTimeMinutes', () => {
  it('rounds words at 200 a minute to the nearest minute', () => {
    expect(readingTimeMinutes(1400)).toBe(7);
    expect(readingTimeMinutes(1299)).toBe(6);
    expect(readingTimeMinutes(1300)).toBe(7);
    expect(readingTimeMinutes(1499)).toBe(7);
    expect(readingTimeMinutes(1500)).toBe(8);
  });

  it('never says zero minutes', () => {
    expect(readingTimeMinutes(0)).toBe(1);
    expect(readingTimeMinutes(40)).toBe(1);
  });
});
