import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { ChainBadges } from '../../components/chain-badges';
import { ArrowRightIcon, SearchIcon } from '../../components/icons';
import { home } from '../../i18n/fr';
import { HeroCertificateCard } from './hero-certificate-card';

const t = home.hero;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(58,102,240,0.45),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgba(16,185,129,0.14),transparent)]"
      />
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 font-medium text-brand-100 text-sm">
            <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden="true" />
            {t.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance font-bold text-4xl leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t.title}
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-slate-300 leading-relaxed">{t.lead}</p>
          <p className="mt-6 inline-block rounded-lg bg-white/10 px-4 py-2 font-semibold text-white">
            {t.price}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.upload}>
              {t.primaryCta}
              <span className="h-5 w-5">
                <ArrowRightIcon />
              </span>
            </ButtonLink>
            <ButtonLink to={paths.verify} variant="onDark">
              <span className="h-5 w-5">
                <SearchIcon />
              </span>
              {t.secondaryCta}
            </ButtonLink>
          </div>
          <ChainBadges className="mt-10" />
        </div>
        <HeroCertificateCard />
      </div>
    </section>
  );
}
