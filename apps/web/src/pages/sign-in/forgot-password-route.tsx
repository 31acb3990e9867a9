import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { passwordReset } from '../../i18n/fr';
import { ForgotPasswordPage } from './forgot-password-page';

export function meta() {
  return [
    ...pageMeta({
      title: passwordReset.request.meta.title,
      description: passwordReset.request.meta.description,
      keywords: passwordReset.request.meta.keywords,
      canonicalPath: paths.forgotPassword,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** /forgot-password: a reset link, by e-mail, for the web account and the credits page alike. */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
