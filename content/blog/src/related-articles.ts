import { sortNewestFirst } from './sort-articles';

/** How many 'Articles similaires' an article page shows. */
export const RELATED_ARTICLES_LIMIT = 2;

interface Rankable {
  slug: string;
  isoDate: string;
  tags: readonly string[];
}

function tagKey(tag: string): string {
  return tag.normalize('NFC').toLocaleLowerCase('fr-FR').replace(/’/g, "'");
}

/**
 * The articles to suggest after `current`: every other article, the most shared tags first, then the
 * newest. Tags compare without regard to case or apostrophe style.
 */
export function rankRelatedArticles<T extends Rankable>(
  current: Rankable,
  articles: readonly T[],
  limit = RELATED_ARTICLES_LIMIT,
): T[] {
  const currentTags = new Set(current.tags.map(tagKey));
  const shared = (article: T) => article.tags.filter((tag) => currentTags.has(tagKey(tag))).length;
  const others = sortNewestFirst(articles.filter((article) => article.slug !== current.slug));
  return others
    .map((article, recency) => ({ article, score: shared(article), recency }))
    .sort((a, b) => b.score - a.score || a.recency - b.recency)
    .slice(0, limit)
    .map(({ article }) => article);
}
