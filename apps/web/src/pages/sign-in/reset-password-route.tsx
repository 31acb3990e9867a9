import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { passwordReset } from '../../i18n/fr';
import { ResetPasswordPage } from './reset-password-page';

export function meta() {
  return [
    ...pageMeta({
      title: passwordReset.reset.meta.title,
      description: passwordReset.reset.meta.description,
      keywords: passwordReset.reset.meta.keywords,
      canonicalPath: paths.resetPassword,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** /reset-password: the page of the e-mailed link, where the new password is chosen. */
export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
