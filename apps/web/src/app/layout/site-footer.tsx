import { business } from '@horodoc/shared/business';
import { Link } from 'react-router';
import { ChainBadges } from '../../components/chain-badges';
import { MailIcon } from '../../components/icons';
import { SiteLogo } from '../../components/site-logo';
import { footer } from '../../i18n/fr';
import { footerLegalLinks, footerQuickLinks, type NavLinkItem } from './nav-links';

function FooterLinks({ title, links }: { title: string; links: readonly NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-sm text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-300 text-sm hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="max-w-sm">
          <SiteLogo tone="light" />
          <p className="mt-4 text-slate-300 text-sm leading-relaxed">{footer.tagline}</p>
          <ChainBadges className="mt-6" />
        </div>
        <FooterLinks title={footer.quickLinks} links={footerQuickLinks} />
        <FooterLinks title={footer.legal} links={footerLegalLinks} />
        <div>
          <h2 className="font-semibold text-sm text-white">{footer.contact}</h2>
          <a
            href={`mailto:${business.supportEmail}`}
            className="mt-4 inline-flex items-center gap-2 text-slate-300 text-sm hover:text-white"
          >
            <span className="h-4 w-4">
              <MailIcon />
            </span>
            {business.supportEmail}
          </a>
        </div>
      </div>
      <div className="border-white/10 border-t">
        {/* The year the page was rendered: a page prerendered last year keeps its year until it is built again. */}
        <p
          className="mx-auto max-w-7xl px-4 py-6 text-slate-400 text-sm sm:px-6 lg:px-8"
          suppressHydrationWarning
        >
          {footer.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
