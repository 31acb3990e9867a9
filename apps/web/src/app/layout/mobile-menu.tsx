import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { header } from '../../i18n/fr';
import { AccountLink } from './account-link';
import { headerLinks } from './nav-links';

/**
 * The header links below the `lg` breakpoint. A native <details> disclosure: it opens and closes with
 * the keyboard and works before the page hydrates; once hydrated it also closes on Escape, on a link
 * and on navigation.
 */
export function MobileMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownLocation = useRef(location.key);
  const close = () => menu.current?.removeAttribute('open');

  // Close after a navigation, but not on the first render: a menu opened before hydration stays open.
  useEffect(() => {
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    menu.current?.removeAttribute('open');
  }, [location.key]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    close();
    menu.current.querySelector('summary')?.focus();
  };

  return (
    <details ref={menu} className="group lg:hidden" onKeyDown={closeOnEscape}>
      <summary
        className="flex h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-lg border border-slate-200 px-3 font-medium text-slate-800 text-sm hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
        title={header.menuHint}
      >
        <span className="h-5 w-5 group-open:hidden">
          <MenuIcon />
        </span>
        <span className="hidden h-5 w-5 group-open:block">
          <CloseIcon />
        </span>
        <span className="sr-only sm:not-sr-only">{header.openMenu}</span>
      </summary>
      <nav
        aria-label={header.navigation}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-slate-200 border-b bg-white shadow-xl shadow-slate-900/10"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
          <li className="border-slate-100 border-b pb-2 sm:hidden">
            <AccountLink look="menu" onNavigate={close} />
          </li>
          {headerLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={close}
                className="block rounded-lg px-3 py-3 font-medium text-base text-slate-800 hover:bg-slate-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
