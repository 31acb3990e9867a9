import { business } from '@horodoc/shared/business';
import { homeSections } from '../../app/paths';
import { ChevronDownIcon, MailIcon } from '../../components/icons';
import { Section, SectionHeading } from '../../components/section';
import { home } from '../../i18n/fr';

const t = home.faq;

/**
 * Seven native <details> items: each opens and closes on its own, with the mouse or the keyboard,
 * even before the page hydrates, and search engines read every answer.
 */
export function FaqSection() {
  return (
    <Section id={homeSections.faq} labelledBy="faq-title" tone="muted">
      <SectionHeading id="faq-title" title={t.title} lead={t.lead} />
      <div className="mx-auto mt-12 max-w-3xl space-y-3">
        {t.items.map((item) => (
          <details key={item.question} className="group rounded-2xl border border-slate-200 bg-white">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 [&::-webkit-details-marker]:hidden">
              <h3 className="font-semibold text-base text-slate-900 sm:text-lg">{item.question}</h3>
              <span className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180">
                <ChevronDownIcon />
              </span>
            </summary>
            <p className="px-6 pb-6 text-slate-600 leading-relaxed">{item.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-10 text-center text-slate-600">
        {t.contactLead}{' '}
        <a
          href={`mailto:${business.supportEmail}`}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          <span className="h-4 w-4">
            <MailIcon />
          </span>
          {t.contact}
        </a>
      </p>
    </Section>
  );
}
