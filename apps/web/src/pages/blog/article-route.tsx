import { summarize } from '@horodoc/blog/article';
import { rankRelatedArticles } from '@horodoc/blog/related-articles';
import { data, Link, type LoaderFunctionArgs, type MetaArgs, Navigate, useLoaderData } from 'react-router';
import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { ButtonLink } from '../../components/button-link';
import { SanitizedHtml } from '../../components/sanitized-html';
import { blog, common, header } from '../../i18n/fr';
import { ArticleCard } from './article-card';
import { ArticleMetaLine, ArticleTags } from './article-meta-line';
import { allArticles, findArticle } from './articles.server';
import { articleJsonLd } from './blog-json-ld';

/** Runs at build time for every slug (prerender): the sanitized HTML ships as data, not code. */
export function loader({ params }: LoaderFunctionArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article, related: rankRelatedArticles(article, allArticles()).map(summarize) };
}

export function meta({ loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return pageMeta({
    title: blog.meta.articleTitle(article.title),
    description: article.description,
    keywords: article.tags,
    canonicalPath: paths.article(article.slug),
    type: 'article',
    jsonLd: articleJsonLd(article),
  });
}

/** An unknown article is an unknown path: like any other, it leads home. */
export function ErrorBoundary() {
  return <Navigate to={paths.home} replace />;
}

export default function ArticleRoute() {
  const { article, related } = useLoaderData<typeof loader>();
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <nav aria-label={blog.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-2 text-slate-500 text-sm">
            <li>
              <Link to={paths.home} className="hover:text-slate-900 hover:underline">
                {common.home}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={paths.blog} className="hover:text-slate-900 hover:underline">
                {header.links.blog}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="line-clamp-1 text-slate-700">
              {article.title}
            </li>
          </ol>
        </nav>
        <header className="mt-8 border-slate-200 border-b pb-8">
          <ArticleTags tags={article.tags} />
          <h1 className="mt-5 text-balance font-bold text-3xl text-slate-900 leading-tight tracking-tight sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-pretty text-lg text-slate-600 leading-relaxed">{article.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="font-medium text-slate-800 text-sm">
              {blog.by} {article.author}
            </p>
            <ArticleMetaLine article={article} />
          </div>
        </header>
        <SanitizedHtml className="prose-article mt-10" html={article.html} />
        <aside className="mt-14 rounded-2xl bg-ink-950 px-6 py-8 text-white sm:px-10">
          <h2 className="font-bold text-2xl tracking-tight">{blog.cta.title}</h2>
          <p className="mt-2 text-slate-300">{blog.cta.text}</p>
          <ButtonLink to={paths.upload} className="mt-6">
            {blog.cta.button}
          </ButtonLink>
        </aside>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="border-slate-200 border-t bg-slate-50">
          <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
            <h2 id="related-title" className="font-bold text-2xl text-slate-900 tracking-tight">
              {blog.related}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2" data-testid="related-articles">
              {related.map((item) => (
                <li key={item.slug}>
                  <ArticleCard article={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
