import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { homeSections, paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { ArrowRightIcon, ExternalLinkIcon, SearchIcon } from '../../components/icons';
import { Section, SectionHeading } from '../../components/section';
import { home } from '../../i18n/fr';
import { EXPLORER_URL } from './contract-address';
import { ContractBlock } from './contract-block';

const t = home.verification;
/** The guide's section on verifying with or without us (method 1, 2 and the independent one). */
const GUIDE = `${paths.article('comment-horodater-document')}#verifier-plus-tard-trois-methodes`;

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {children}
      <span className="h-4 w-4 shrink-0">
        <ExternalLinkIcon />
      </span>
    </a>
  );
}

function MethodCard({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{label}</p>
      <h3 className="mt-2 font-semibold text-slate-900 text-xl">{title}</h3>
      {children}
    </article>
  );
}

export function VerificationHelpSection() {
  return (
    <Section id={homeSections.verification} labelledBy="verification-title">
      <SectionHeading id="verification-title" title={t.title} lead={t.lead} />
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        <MethodCard label={t.method1.label} title={t.method1.title}>
          <p className="mt-3 flex-1 text-slate-600 leading-relaxed">{t.method1.text}</p>
          <ButtonLink to={paths.verify} className="mt-6 self-start">
            <span className="h-5 w-5">
              <SearchIcon />
            </span>
            {t.method1.cta}
          </ButtonLink>
        </MethodCard>
        <MethodCard label={t.method2.label} title={t.method2.title}>
          <p className="mt-3 flex-1 text-slate-600 leading-relaxed">{t.method2.text}</p>
          <p className="mt-6">
            <ExternalLink href={EXPLORER_URL}>{t.method2.cta}</ExternalLink>
          </p>
        </MethodCard>
      </div>
      <p className="mt-8 text-center">
        <Link
          to={GUIDE}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t.guide}
          <span className="h-4 w-4 shrink-0">
            <ArrowRightIcon />
          </span>
        </Link>
      </p>
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="rounded-2xl bg-slate-50 p-7">
          <h3 className="font-semibold text-lg text-slate-900">{t.calculatorsTitle}</h3>
          <p className="mt-2 text-slate-600">{t.calculatorsText}</p>
          <ul className="mt-4 space-y-2">
            {t.calculators.map((calculator) => (
              <li key={calculator.href}>
                <ExternalLink href={calculator.href}>{calculator.label}</ExternalLink>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-slate-600">{t.commandsText}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {t.commands.map(({ system, command }) => (
              <li key={system} className="flex flex-wrap items-center gap-2">
                <span className="w-16 font-medium text-slate-700">{system}</span>
                <code className="rounded-md bg-white px-2 py-1 font-mono text-slate-800 ring-1 ring-slate-200">
                  {command}
                </code>
              </li>
            ))}
          </ul>
        </div>
        <ContractBlock />
      </div>
    </Section>
  );
}
