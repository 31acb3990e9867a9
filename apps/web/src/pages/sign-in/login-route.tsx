import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { webAccount } from '../../i18n/fr';
import { LoginPage } from './login-page';

export function meta() {
  return [
    ...pageMeta({
      title: webAccount.login.meta.title,
      description: webAccount.login.meta.description,
      keywords: webAccount.login.meta.keywords,
      canonicalPath: paths.login,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** /login: any Horodoc account (web or API) signs in with its e-mail and password. */
export default function LoginRoute() {
  return <LoginPage />;
}
