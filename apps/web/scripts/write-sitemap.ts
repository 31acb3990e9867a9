import type { PublicPage } from './public-pages';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** sitemap.xml: every canonical public page with its last modification date. */
export function sitemapXml(siteUrl: string, pages: readonly PublicPage[]): string {
  const urls = pages.map(
    (page) =>
      `  <url>\n    <loc>${escapeXml(new URL(page.path, siteUrl).href)}</loc>\n    <lastmod>${page.lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: crawl the site, not the API, and find the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /pro/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
