import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { ButtonLink } from '../../components/button-link';
import { ArrowLeftIcon } from '../../components/icons';
import { PlaceholderPage } from '../../components/placeholder-page';
import { credits } from '../../i18n/fr';

export function meta() {
  return pageMeta({
    title: credits.meta.title,
    description: credits.meta.description,
    canonicalPath: paths.credits,
  });
}

export default function CreditsRoute() {
  return (
    <PlaceholderPage
      title={credits.title}
      subtitle={credits.subtitle}
      before={
        <Link
          to={paths.apiDocs}
          className="mb-8 inline-flex items-center gap-2 font-medium text-brand-700 text-sm hover:text-brand-900"
        >
          <span className="h-4 w-4">
            <ArrowLeftIcon />
          </span>
          {credits.backToDocs}
        </Link>
      }
    >
      <p className="text-slate-600 leading-relaxed">{credits.text}</p>
      <ButtonLink to={`${paths.apiDocs}#pricing`} className="mt-6">
        {credits.docsLink}
      </ButtonLink>
    </PlaceholderPage>
  );
}
