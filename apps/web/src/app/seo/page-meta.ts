import { business } from '@horodoc/shared/business';
import type { MetaDescriptor } from 'react-router';
import { jsonLdGraph, organizationNode, webPageNode } from './json-ld';
import { absoluteUrl, SHARE_IMAGE_PATH } from './site-url';

export interface PageMetaOptions {
  title: string;
  description: string;
  /** Every page names its own (spec, section 2). */
  keywords: readonly string[];
  /** The page's canonical path, also its Open Graph URL: '/blog/comment-horodater-document'. */
  canonicalPath: string;
  type?: 'website' | 'article';
  /** One JSON-LD document; several entities go in one `@graph`. Without it, the page is a WebPage. */
  jsonLd?: Record<string, unknown>;
}

/**
 * The head of a page: title, description, keywords, canonical link, Open Graph and Twitter tags, and
 * its one structured data script. Returned from a route's `meta`, so React Router replaces the whole set
 * on each navigation and the prerendered HTML already holds it.
 */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const url = absoluteUrl(options.canonicalPath);
  const image = absoluteUrl(SHARE_IMAGE_PATH);
  const tags: MetaDescriptor[] = [
    { title: options.title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: business.productName },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: options.title },
    { name: 'twitter:description', content: options.description },
    { name: 'twitter:image', content: image },
  ];
  if (options.keywords.length) tags.push({ name: 'keywords', content: options.keywords.join(', ') });
  const jsonLd =
    options.jsonLd ??
    jsonLdGraph(
      organizationNode(),
      webPageNode({ path: options.canonicalPath, name: options.title, description: options.description }),
    );
  tags.push({ 'script:ld+json': jsonLd });
  return tags;
}
