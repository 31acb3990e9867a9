import { paths } from '../../app/paths';
import { footer } from '../../i18n/fr';

export type LegalDocumentName = 'legal-notice' | 'privacy-policy' | 'terms-of-service';

/** The three legal documents, each at its canonical address, with the footer's name for it. */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentName, { path: string; label: string }>> = {
  'legal-notice': { path: paths.legalNotice, label: footer.legalLinks.legalNotice },
  'privacy-policy': { path: paths.privacyPolicy, label: footer.legalLinks.privacy },
  'terms-of-service': { path: paths.termsOfService, label: footer.legalLinks.terms },
};

/** Other addresses of the same documents: the `legal/` route set and the short links of the signup form. */
const LEGAL_ALIASES: Readonly<Record<string, LegalDocumentName>> = {
  '/legal/legal-notice': 'legal-notice',
  '/legal/privacy-policy': 'privacy-policy',
  '/legal/terms-of-service': 'terms-of-service',
  '/terms': 'terms-of-service',
  '/privacy': 'privacy-policy',
};

/** Which document an address shows, canonical or alias; null for any other address. */
export function legalDocumentAt(pathname: string): LegalDocumentName | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const canonical = (Object.keys(LEGAL_DOCUMENTS) as LegalDocumentName[]).find(
    (name) => LEGAL_DOCUMENTS[name].path === path,
  );
  return canonical ?? LEGAL_ALIASES[path] ?? null;
}
