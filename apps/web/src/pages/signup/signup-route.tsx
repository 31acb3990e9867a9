import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { ButtonLink } from '../../components/button-link';
import { PlaceholderPage } from '../../components/placeholder-page';
import { signup } from '../../i18n/fr';

export function meta() {
  return pageMeta({
    title: signup.meta.title,
    description: signup.meta.description,
    canonicalPath: paths.signup,
  });
}

export default function SignupRoute() {
  return (
    <PlaceholderPage title={signup.title}>
      <p className="text-slate-600 leading-relaxed">{signup.text}</p>
      <ButtonLink to={paths.apiDocs} className="mt-6">
        {signup.docsLink}
      </ButtonLink>
    </PlaceholderPage>
  );
}
