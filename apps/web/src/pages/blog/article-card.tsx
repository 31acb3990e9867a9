import type { ArticleSummary } from '@horodoc/blog/article';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ArrowRightIcon } from '../../components/icons';
import { blog } from '../../i18n/fr';
import { ArticleMetaLine, ArticleTags } from './article-meta-line';

interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
  featured?: boolean;
}

/**
 * A card: date, reading time, title, description, tags and 'Lire la suite'. That link covers the whole
 * card, so the card is one click target and one keyboard stop, named 'Lire la suite : <title>'.
 */
export function ArticleCard({ article, headingLevel: Heading = 'h3', featured = false }: ArticleCardProps) {
  const to = paths.article(article.slug);
  return (
    <article
      className={`group relative flex h-full flex-col rounded-2xl border bg-white transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg hover:shadow-slate-900/5 ${featured ? 'border-brand-200 bg-gradient-to-br from-white via-white to-brand-50 p-8 sm:p-10' : 'border-slate-200 p-6'}`}
    >
      <ArticleMetaLine article={article} />
      <Heading
        className={`mt-4 text-balance font-bold text-slate-900 tracking-tight group-hover:text-brand-700 ${featured ? 'text-2xl sm:text-3xl' : 'text-xl'}`}
      >
        {article.title}
      </Heading>
      <p className={`mt-3 flex-1 text-slate-600 leading-relaxed ${featured ? 'text-lg' : ''}`}>
        {article.description}
      </p>
      <ArticleTags tags={article.tags} className="mt-5" />
      <Link
        to={to}
        className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
      >
        {blog.readMore}
        <span className="sr-only"> : {article.title}</span>
        <span className="h-4 w-4 transition-transform group-hover:translate-x-0.5">
          <ArrowRightIcon />
        </span>
      </Link>
    </article>
  );
}
