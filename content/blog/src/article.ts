import { toIsoDate } from './french-date';
import { frenchSpacing } from './french-typography';
import { requireString, requireStringList, splitFrontMatter } from './front-matter';
import { countWords, readingTimeMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';

/** What a list, a card or a sitemap needs to know about an article. */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** As written in the front matter, in French: '8 Août 2025'. */
  date: string;
  /** The same day as YYYY-MM-DD. */
  isoDate: string;
  author: string;
  tags: string[];
  wordCount: number;
  /** Minutes, at 200 words a minute. */
  readTime: number;
}

/** A whole article, its body rendered to sanitized HTML. */
export interface Article extends ArticleSummary {
  html: string;
}

/**
 * Parses one article's Markdown file (front matter: title, description, date, author, tags).
 * @throws FrontMatterError or FrenchDateError naming the file when a field is missing or malformed.
 */
export function parseArticle(slug: string, source: string): Article {
  const file = `${slug}.md`;
  const { data, body } = splitFrontMatter(source);
  const date = requireString(data, 'date', file);
  const wordCount = countWords(body);
  return {
    slug,
    title: frenchSpacing(requireString(data, 'title', file)),
    description: frenchSpacing(requireString(data, 'description', file)),
    date,
    isoDate: toIsoDate(date),
    author: requireString(data, 'author', file),
    tags: requireStringList(data, 'tags', file),
    wordCount,
    readTime: readingTimeMinutes(wordCount),
    html: renderMarkdown(body),
  };
}

/** Drops the body, for lists and cards. */
export function summarize({ html: _html, ...summary }: Article): ArticleSummary {
  return summary;
}
