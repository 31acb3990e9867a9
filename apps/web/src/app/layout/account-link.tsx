import { NavLink } from 'react-router';
import { UserIcon } from '../../components/icons';
import { useWebSession } from '../../features/web-account/web-session';
import { webAccount } from '../../i18n/fr';
import { paths } from '../paths';

const LOOKS = {
  // Beside the menu button from the `sm` breakpoint; on a phone the bar has no room left beside the badge.
  header:
    'hidden h-11 items-center gap-2 whitespace-nowrap rounded-lg border border-slate-200 px-3 font-semibold text-slate-800 text-sm transition-colors hover:bg-slate-50 aria-[current=page]:border-brand-200 aria-[current=page]:text-brand-700 sm:inline-flex',
  // First item of the phone's menu.
  menu: 'flex items-center gap-2 rounded-lg px-3 py-3 font-semibold text-base text-brand-700 hover:bg-slate-100',
} as const;

/**
 * 'Connexion' when signed out, 'Mon compte' when signed in, or while a stored token is being checked. The
 * prerendered page says 'Connexion': content pages hydrate only at the first interaction, and their link
 * must work before (the login page sends a signed-in visitor on to the account).
 */
export function AccountLink({ look, onNavigate }: { look: keyof typeof LOOKS; onNavigate?: () => void }) {
  const { session } = useWebSession();
  const signedIn = session.status === 'signedIn' || (session.status === 'checking' && session.tokenStored);
  return (
    <NavLink to={signedIn ? paths.account : paths.login} onClick={onNavigate} className={LOOKS[look]}>
      <span className="h-4 w-4 shrink-0 text-brand-600">
        <UserIcon />
      </span>
      {signedIn ? webAccount.header.account : webAccount.header.login}
    </NavLink>
  );
}
