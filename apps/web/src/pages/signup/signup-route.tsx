import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { signup } from '../../i18n/fr';
import { SignupPage } from './signup-page';

export function meta() {
  return pageMeta({
    title: signup.meta.title,
    description: signup.meta.description,
    keywords: signup.meta.keywords,
    canonicalPath: paths.signup,
  });
}

/** /signup: open an API account, buy its first credits, receive its key and secret (spec, section 2). */
export default function SignupRoute() {
  return <SignupPage />;
}
