import { Link, NavLink } from 'react-router';
import { ChainsBadge } from '../../components/chain-badges';
import { SiteLogo } from '../../components/site-logo';
import { header } from '../../i18n/fr';
import { AccountLink } from './account-link';
import { MobileMenu } from './mobile-menu';
import { headerLinks } from './nav-links';

const linkClass =
  'rounded-md px-2.5 py-2 font-medium text-slate-700 text-sm transition-colors hover:bg-slate-100 hover:text-slate-950 aria-[current=page]:text-brand-700';

/** The fixed top bar. Anchors of the home page are plain links, so they work from any page. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-slate-200/80 border-b bg-white/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <SiteLogo />
          <ChainsBadge />
        </div>
        <nav aria-label={header.navigation} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {headerLinks.map((link) => (
              <li key={link.to}>
                {link.to.includes('#') ? (
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                ) : (
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <AccountLink look="header" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
