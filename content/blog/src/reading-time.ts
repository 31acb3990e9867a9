/** Words a reader gets through in a minute, the usual figure for French prose read on screen. */
export const WORDS_PER_MINUTE = 200;

/** A word: letters or digits, possibly joined by an apostrophe or hyphen (« l’article », « anti-plagiat »). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * Counts the words of a Markdown text, ignoring link targets and markup characters.
 * @example countWords('Un **mot** et [un lien](/blog/x).') // 5
 */
export function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, ']');
  return text.match(WORD)?.length ?? 0;
}

/**
 * Minutes to read `wordCount` words: rounded to the nearest minute, at least one.
 * @example readingTimeMinutes(1410) // 7
 */
export function readingTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}
