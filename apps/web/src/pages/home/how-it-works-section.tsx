import { homeSections } from '../../app/paths';
import { ChainIcon, FileCheckIcon, UploadIcon } from '../../components/icons';
import { Section, SectionHeading } from '../../components/section';
import { home } from '../../i18n/fr';

const t = home.howItWorks;
const STEP_ICONS = [UploadIcon, ChainIcon, FileCheckIcon] as const;

export function HowItWorksSection() {
  return (
    <Section id={homeSections.howItWorks} labelledBy="how-it-works-title">
      <SectionHeading id="how-it-works-title" title={t.title} lead={t.lead} />
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {t.steps.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? FileCheckIcon;
          return (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-7 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 p-3 text-white">
                  <Icon />
                </span>
                <span className="font-semibold text-slate-500 text-sm">{t.stepLabel(index + 1)}</span>
              </div>
              <h3 className="mt-6 font-semibold text-slate-900 text-xl">{step.title}</h3>
              <p className="mt-3 text-slate-600 leading-relaxed">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
