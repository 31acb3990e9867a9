/**
 * The blog's articles, read from `content/blog/*.md` at build time. Only route loaders use this
 * file (`.server` keeps it out of the browser bundle): article HTML reaches the browser inside the
 * prerendered page or its `.data` file, never in JavaScript.
 */
import { type Article, parseArticle } from '@horodoc/blog/article';
import { sortNewestFirst } from '@horodoc/blog/sort-articles';

const sources = import.meta.glob<string>('../../../../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

let articles: Article[] | undefined;

/** Every article, newest first. */
export function allArticles(): Article[] {
  articles ??= sortNewestFirst(
    Object.entries(sources)
      .filter(([file]) => !file.endsWith('/README.md'))
      .map(([file, source]) => parseArticle(file.slice(file.lastIndexOf('/') + 1, -'.md'.length), source)),
  );
  return articles;
}

export function findArticle(slug: string | undefined): Article | undefined {
  return allArticles().find((article) => article.slug === slug);
}
