import type { Article, ArticleSummary } from '@horodoc/blog/article';
import { paths } from '../../app/paths';
import { jsonLdGraph, ORGANIZATION_ID, organizationNode, WEBSITE_ID } from '../../app/seo/json-ld';
import { absoluteUrl, SHARE_IMAGE_PATH } from '../../app/seo/site-url';
import { blog, common, header } from '../../i18n/fr';

function postingSummary(article: ArticleSummary): Record<string, unknown> {
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    url: absoluteUrl(paths.article(article.slug)),
    datePublished: article.isoDate,
  };
}

/** The blog and its posts, newest first. */
export function blogJsonLd(articles: readonly ArticleSummary[]): Record<string, unknown> {
  return jsonLdGraph(organizationNode(), {
    '@type': 'Blog',
    '@id': absoluteUrl(`${paths.blog}#blog`),
    url: absoluteUrl(paths.blog),
    name: blog.meta.blogName,
    description: blog.meta.description,
    inLanguage: 'fr-FR',
    isPartOf: { '@id': WEBSITE_ID },
    publisher: { '@id': ORGANIZATION_ID },
    blogPost: articles.map(postingSummary),
  });
}

/** One article, with the spec's fields: dates as YYYY-MM-DD, word count, reading time, language. */
export function articleJsonLd(article: ArticleSummary | Article): Record<string, unknown> {
  const url = absoluteUrl(paths.article(article.slug));
  return jsonLdGraph(
    organizationNode(),
    {
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      headline: article.title,
      description: article.description,
      image: absoluteUrl(SHARE_IMAGE_PATH),
      author: { '@type': 'Organization', name: article.author, url: absoluteUrl('/') },
      publisher: { '@id': ORGANIZATION_ID },
      datePublished: article.isoDate,
      dateModified: article.isoDate,
      keywords: article.tags.join(', '),
      wordCount: article.wordCount,
      timeRequired: `PT${article.readTime}M`,
      inLanguage: 'fr-FR',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: common.home, item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: header.links.blog, item: absoluteUrl(paths.blog) },
        { '@type': 'ListItem', position: 3, name: article.title, item: url },
      ],
    },
  );
}
