import { summarize } from '@horodoc/blog/article';
import { type MetaArgs, useLoaderData } from 'react-router';
import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { blog } from '../../i18n/fr';
import { ArticleCard } from './article-card';
import { allArticles } from './articles.server';
import { blogJsonLd } from './blog-json-ld';

/** Runs at build time (prerender): the list ships as data, not code. */
export function loader() {
  return { articles: allArticles().map(summarize) };
}

export function meta({ loaderData }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: blog.meta.title,
    description: blog.meta.description,
    keywords: blog.meta.keywords,
    canonicalPath: paths.blog,
    jsonLd: blogJsonLd(loaderData?.articles ?? []),
  });
}

export default function BlogRoute() {
  const [featured, ...others] = useLoaderData<typeof loader>().articles;
  return (
    <div className="bg-slate-50">
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl">{blog.title}</h1>
          <p className="mt-4 max-w-2xl text-pretty text-lg text-slate-600 leading-relaxed">{blog.lead}</p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {featured && (
          <section aria-labelledby="featured-title">
            <h2 id="featured-title" className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
              {blog.featured}
            </h2>
            <div className="mt-4" data-testid="featured-article">
              <ArticleCard article={featured} featured />
            </div>
          </section>
        )}
        <section aria-labelledby="latest-title" className="mt-16">
          <h2 id="latest-title" className="font-bold text-2xl text-slate-900 tracking-tight">
            {blog.latest}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
            {others.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
