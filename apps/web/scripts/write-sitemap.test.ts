import { describe, expect, it } from 'vitest';
import { listPrerenderPaths, listPublicPages } from './public-pages';
import { robotsTxt, sitemapXml } from './write-sitemap';

describe('sitemapXml', () => {
  it('lists each page as an absolute URL with its date', () => {
    const xml = sitemapXml('https://horodoc.fr', [
      { path: '/', lastmod: '2025-09-01' },
      { path: '/blog/a&b', lastmod: '2025-08-08' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://horodoc.fr/</loc>\n    <lastmod>2025-09-01</lastmod>');
    expect(xml).toContain('<loc>https://horodoc.fr/blog/a&amp;b</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows the site, not the API, and names the sitemap', () => {
    expect(robotsTxt('https://horodoc.fr')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /pro/\n\nSitemap: https://horodoc.fr/sitemap.xml\n',
    );
  });
});

describe('the public pages', () => {
  const pages = listPublicPages('2026-01-01');

  it('are every canonical page of the site, articles dated by their publication', () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toHaveLength(21);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/upload', '/verify', '/blog', '/api-docs', '/signup', '/credits']),
    );
    expect(paths).toEqual(expect.arrayContaining(['/legal-notice', '/privacy-policy', '/terms-of-service']));
    expect(pages.find((page) => page.path === '/blog/education-horodatage-travaux-etudiants')?.lastmod).toBe(
      '2025-08-08',
    );
    expect(pages.find((page) => page.path === '/privacy-policy')?.lastmod).toBe('2025-01-15');
    expect(pages.find((page) => page.path === '/')?.lastmod).toBe('2026-01-01');
  });

  it('are all prerendered, with the other addresses of the legal pages', () => {
    expect(listPrerenderPaths()).toEqual(
      expect.arrayContaining(['/', '/legal/privacy-policy', '/legal/legal-notice', '/terms', '/privacy']),
    );
    expect(listPrerenderPaths()).toHaveLength(34);
  });

  it('prerender the account screens as shells, kept out of the sitemap', () => {
    const account = ['/login', '/register', '/account', '/account/plan', '/account/invoices'];
    const reset = ['/forgot-password', '/reset-password'];
    expect(listPrerenderPaths()).toEqual(expect.arrayContaining([...account, ...reset]));
    for (const path of ['/login', ...reset]) expect(pages.map((page) => page.path)).not.toContain(path);
  });
});
