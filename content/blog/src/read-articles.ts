import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Article, parseArticle } from './article';
import { sortNewestFirst } from './sort-articles';

/** The folder holding the articles: `content/blog/`, one `<slug>.md` each. */
export const articlesDir = fileURLToPath(new URL('..', import.meta.url));

/** Reads and parses every article of a folder, newest first. For Node scripts and tests. */
export function readArticles(dir: string = articlesDir): Article[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.md') && file !== 'README.md');
  return sortNewestFirst(
    files.map((file) => parseArticle(file.slice(0, -'.md'.length), readFileSync(join(dir, file), 'utf8'))),
  );
}
