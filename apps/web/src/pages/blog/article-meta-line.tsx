import type { ArticleSummary } from '@horodoc/blog/article';
import { displayFrenchDate } from '@horodoc/blog/french-date';
import { CalendarIcon, ClockIcon } from '../../components/icons';
import { common } from '../../i18n/fr';

/** '8 août 2025 · 7 min de lecture', every date in one French form, with a machine-readable date. */
export function ArticleMetaLine({ article }: { article: ArticleSummary }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-500 text-sm">
      <span className="inline-flex items-center gap-1.5">
        <span className="h-4 w-4">
          <CalendarIcon />
        </span>
        <time dateTime={article.isoDate}>{displayFrenchDate(article.isoDate)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="h-4 w-4">
          <ClockIcon />
        </span>
        {common.readingTime(article.readTime)}
      </span>
    </p>
  );
}

export function ArticleTags({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-800 text-xs">
          {tag}
        </li>
      ))}
    </ul>
  );
}
