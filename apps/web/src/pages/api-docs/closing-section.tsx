import { business } from '@horodoc/shared/business';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { MailIcon } from '../../components/icons';
import { apiDocs } from '../../i18n/fr';

const t = apiDocs.closing;

export function ClosingSection() {
  return (
    <section
      aria-labelledby="closing-title"
      className="my-16 rounded-3xl bg-ink-950 px-6 py-12 text-center text-white sm:px-12"
    >
      <h2 id="closing-title" className="font-bold text-3xl tracking-tight">
        {t.title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-300">{t.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.signup}>{t.signup}</ButtonLink>
        <ButtonLink to={paths.credits} variant="onDark">
          {t.credits}
        </ButtonLink>
        <a
          href={`mailto:${business.supportEmail}?subject=${encodeURIComponent('Support technique API')}`}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-6 py-3 font-semibold text-white underline underline-offset-4 hover:text-brand-200"
        >
          <span className="h-5 w-5">
            <MailIcon />
          </span>
          {t.support}
        </a>
      </div>
    </section>
  );
}
