import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { webAccount } from '../../i18n/fr';
import { RegisterPage } from './register-page';

export function meta() {
  return [
    ...pageMeta({
      title: webAccount.register.meta.title,
      description: webAccount.register.meta.description,
      keywords: webAccount.register.meta.keywords,
      canonicalPath: paths.register,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** /register: a web account, signed in at once. */
export default function RegisterRoute() {
  return <RegisterPage />;
}
