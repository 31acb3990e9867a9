import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { credits } from '../../i18n/fr';
import { CreditsPage } from './credits-page';

export function meta() {
  return pageMeta({
    title: credits.meta.title,
    description: credits.meta.description,
    keywords: credits.meta.keywords,
    canonicalPath: paths.credits,
  });
}

/** /credits: the API account's balances and credit purchases (spec, section 2). */
export default function CreditsRoute() {
  return <CreditsPage />;
}
