import { paths } from '../../app/paths';

/**
 * Where to go once signed in: the `next` address a page sent the visitor from (/upload, an account page),
 * when it is one of ours; the account otherwise. Never another site: `//evil.example` is refused.
 */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : paths.account;
}
