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
 * 'Connexion' when signed out, 'Mon compte' when signed in. While the stored token is checked (and in the
 * prerendered page) it keeps its place, invisible, so the header does not jump.
 */
export function AccountLink({ look, onNavigate }: { look: keyof typeof LOOKS; onNavigate?: () => void }) {
  const { session } = useWebSession();
  const signedIn = session.status === 'signedIn';
  return (
    <NavLink
      to={signedIn ? paths.account : paths.login}
      onClick={onNavigate}
      className={`${LOOKS[look]} ${session.status === 'checking' ? 'invisible' : ''}`}
    >
      <span className="h-4 w-4 shrink-0 text-brand-600">
        <UserIcon />
      </span>
      {signedIn ? webAccount.header.account : webAccount.header.login}
    </NavLink>
  );
}
