import { toIsoDate } from '@horodoc/blog/french-date';
import { data, Link, type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { paths } from '../../app/paths';
import { jsonLdGraph, organizationNode, webPageNode } from '../../app/seo/json-ld';
import { pageMeta } from '../../app/seo/page-meta';
import { ArrowLeftIcon } from '../../components/icons';
import { SanitizedHtml } from '../../components/sanitized-html';
import { common, legal } from '../../i18n/fr';
import { readLegalDocument } from './legal-documents.server';
import { LEGAL_DOCUMENTS, type LegalDocumentName, legalDocumentAt } from './legal-pages';

/** One module for the three documents under every address they have; the address picks the document. */
export function loader({ request }: LoaderFunctionArgs) {
  const name = legalDocumentAt(new URL(request.url).pathname);
  if (!name) throw data(null, { status: 404 });
  return { name, document: readLegalDocument(name) };
}

export function meta({ loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const { name, document } = loaderData;
  const canonicalPath = LEGAL_DOCUMENTS[name].path;
  return pageMeta({
    title: `${document.title} – ${common.productName}`,
    description: document.description,
    keywords: legal.keywords,
    canonicalPath,
    jsonLd: jsonLdGraph(
      organizationNode(),
      webPageNode({
        path: canonicalPath,
        name: document.title,
        description: document.description,
        dateModified: toIsoDate(document.updated),
      }),
    ),
  });
}

export default function LegalRoute() {
  const { name, document } = useLoaderData<typeof loader>();
  const others = (Object.keys(LEGAL_DOCUMENTS) as LegalDocumentName[]).filter((other) => other !== name);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-2 font-medium text-brand-700 text-sm hover:text-brand-900"
      >
        <span className="h-4 w-4">
          <ArrowLeftIcon />
        </span>
        {common.backToHome}
      </Link>
      <header className="mt-8 border-slate-200 border-b pb-8">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="mt-3 text-slate-500">{legal.lastUpdated(document.updated)}</p>
      </header>
      <SanitizedHtml className="prose-article mt-10" html={document.html} />
      <nav aria-label={legal.otherDocuments} className="mt-14 border-slate-200 border-t pt-8">
        <h2 className="font-semibold text-slate-900">{legal.otherDocuments}</h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {others.map((other) => (
            <li key={other}>
              <Link to={LEGAL_DOCUMENTS[other].path} className="text-brand-700 underline underline-offset-4">
                {LEGAL_DOCUMENTS[other].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
