import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { webAccount } from '../../i18n/fr';
import { Panel } from './account-panels';

const t = webAccount.dashboard;

/** The API credits, for an account that has some: the key and purchases live on /credits. */
export function CreditsPanel({ credits }: { credits: number }) {
  if (credits <= 0) return null;
  return (
    <Panel title={t.creditsTitle} id="credits-title">
      <p className="font-bold text-3xl text-slate-900 tabular-nums" data-testid="credits-balance">
        {t.credits(credits)}
      </p>
      <p className="mt-3 text-slate-600 text-sm leading-relaxed">{t.creditsLead}</p>
      <ButtonLink to={paths.credits} variant="secondary" className="mt-5 w-full sm:w-auto">
        {t.manageCredits}
      </ButtonLink>
    </Panel>
  );
}
