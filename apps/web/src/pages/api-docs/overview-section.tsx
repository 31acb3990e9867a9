import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { ChainIcon, FileCheckIcon, ZapIcon } from '../../components/icons';
import { apiDocs } from '../../i18n/fr';
import { DocsSection } from './docs-section';

const ICONS = [ZapIcon, ChainIcon, FileCheckIcon] as const;

export function OverviewSection() {
  return (
    <DocsSection id="overview" title={apiDocs.sections.overview}>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {apiDocs.features.map((feature, index) => {
          const Icon = ICONS[index] ?? ZapIcon;
          return (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 p-2.5 text-brand-700">
                <Icon />
              </span>
              <h3 className="mt-4 font-semibold text-lg text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{feature.text}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex flex-col gap-6 rounded-2xl bg-brand-50 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h3 className="font-semibold text-brand-900 text-xl">{apiDocs.selfService.title}</h3>
          <p className="mt-2 max-w-xl text-slate-700">{apiDocs.selfService.text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.signup}>{apiDocs.selfService.signup}</ButtonLink>
          <ButtonLink to={paths.credits} variant="secondary">
            {apiDocs.selfService.credits}
          </ButtonLink>
        </div>
      </div>
    </DocsSection>
  );
}
