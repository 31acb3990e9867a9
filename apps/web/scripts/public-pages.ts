/**
 * The site's public pages, for the build: React Router prerenders each of them (and the alias
 * addresses), and the sitemap lists the canonical ones with their last modification date.
 */
import { readFileSync } from 'node:fs';
import { toIsoDate } from '@horodoc/blog/french-date';
import { splitFrontMatter } from '@horodoc/blog/front-matter';
import { readArticles } from '@horodoc/blog/read-articles';

export interface PublicPage {
  path: string;
  /** YYYY-MM-DD */
  lastmod: string;
}

const LEGAL_DOCUMENTS = ['legal-notice', 'privacy-policy', 'terms-of-service'] as const;

/** The web account's screens: prerendered as empty shells filled in the browser, never in the sitemap. */
const ACCOUNT_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/account',
  '/account/plan',
  '/account/invoices',
  '/account/activities',
] as const;

/** Addresses that show a canonical page again: prerendered, but left out of the sitemap. */
const ALIAS_PATHS = [
  '/legal/legal-notice',
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  '/terms',
  '/privacy',
] as const;

function legalUpdated(name: string): string {
  const source = readFileSync(new URL(`../../../content/legal/${name}.md`, import.meta.url), 'utf8');
  const updated = splitFrontMatter(source).data.updated;
  if (typeof updated !== 'string') throw new Error(`content/legal/${name}.md has no 'updated' date`);
  return toIsoDate(updated);
}

/** Every canonical public page, home first. `today` dates the pages that have no content date. */
export function listPublicPages(today = new Date().toISOString().slice(0, 10)): PublicPage[] {
  const articles = readArticles();
  const newestArticle = articles[0]?.isoDate ?? today;
  return [
    { path: '/', lastmod: today },
    { path: '/upload', lastmod: today },
    { path: '/verify', lastmod: today },
    { path: '/blog', lastmod: newestArticle },
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.isoDate })),
    { path: '/api-docs', lastmod: today },
    { path: '/signup', lastmod: today },
    { path: '/credits', lastmod: today },
    ...LEGAL_DOCUMENTS.map((name) => ({ path: `/${name}`, lastmod: legalUpdated(name) })),
  ];
}

/** What React Router prerenders: every canonical page, every alias and the account's screens. */
export function listPrerenderPaths(): string[] {
  return [...listPublicPages().map((page) => page.path), ...ALIAS_PATHS, ...ACCOUNT_PATHS];
}
