import { paths } from '../../app/paths';
import { jsonLdGraph, organizationNode, webPageNode } from '../../app/seo/json-ld';
import { pageMeta } from '../../app/seo/page-meta';
import { apiDocs } from '../../i18n/fr';
import { ApiDocsNav } from './api-docs-nav';
import { ApiPricingSection } from './api-pricing-section';
import { AuthenticationSection } from './authentication-section';
import { ClosingSection } from './closing-section';
import { EndpointsSection } from './endpoints-section';
import { ErrorsSection } from './errors-section';
import { OverviewSection } from './overview-section';

export function meta() {
  return pageMeta({
    title: apiDocs.meta.title,
    description: apiDocs.meta.description,
    keywords: apiDocs.meta.keywords,
    canonicalPath: paths.apiDocs,
    jsonLd: jsonLdGraph(
      organizationNode(),
      webPageNode({ path: paths.apiDocs, name: apiDocs.meta.title, description: apiDocs.meta.description }),
    ),
  });
}

export default function ApiDocsRoute() {
  return (
    <>
      <header className="bg-ink-950 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="font-semibold text-brand-200 text-sm uppercase tracking-wider">{apiDocs.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-balance font-bold text-4xl tracking-tight sm:text-5xl">
            {apiDocs.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-300 leading-relaxed">{apiDocs.lead}</p>
        </div>
      </header>
      <ApiDocsNav />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <OverviewSection />
        <AuthenticationSection />
        <EndpointsSection />
        <ErrorsSection />
        <ApiPricingSection />
        <ClosingSection />
      </div>
    </>
  );
}
