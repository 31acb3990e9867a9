import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';
import { absoluteUrl } from './site-url';

describe('pageMeta', () => {
  const tags = pageMeta({
    title: 'Le blog',
    description: 'Des articles',
    keywords: ['a', 'b'],
    canonicalPath: '/blog',
    jsonLd: { '@type': 'Blog' },
  });

  it('sets the title, description, keywords and canonical link', () => {
    expect(tags).toContainEqual({ title: 'Le blog' });
    expect(tags).toContainEqual({ name: 'description', content: 'Des articles' });
    expect(tags).toContainEqual({ name: 'keywords', content: 'a, b' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://horodoc.fr/blog' });
  });

  it('sets the Open Graph and Twitter tags', () => {
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://horodoc.fr/blog' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Le blog' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ name: 'twitter:description', content: 'Des articles' });
  });

  it('carries exactly one JSON-LD document', () => {
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toEqual([
      { 'script:ld+json': { '@type': 'Blog' } },
    ]);
  });

  it('describes a page without structured data of its own as a WebPage', () => {
    const [script] = pageMeta({
      title: 'T',
      description: 'D',
      keywords: [],
      canonicalPath: '/signup',
    }).filter((tag) => 'script:ld+json' in tag);
    expect(JSON.stringify(script)).toContain('"@type":"WebPage"');
    expect(JSON.stringify(script)).toContain('"url":"https://horodoc.fr/signup"');
  });
});

describe('absoluteUrl', () => {
  it('resolves a path against the site origin', () => {
    expect(absoluteUrl('/blog/x')).toBe('https://horodoc.fr/blog/x');
  });
});
