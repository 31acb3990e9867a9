import { jsonLdGraph, organizationNode, websiteNode } from '../../app/seo/json-ld';
import { home } from '../../i18n/fr';

/** Organization, WebSite and the FAQ, whose questions and answers come from the visible page. */
export function homeJsonLd(): Record<string, unknown> {
  return jsonLdGraph(organizationNode(home.meta.organizationDescription), websiteNode(), {
    '@type': 'FAQPage',
    mainEntity: home.faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });
}
