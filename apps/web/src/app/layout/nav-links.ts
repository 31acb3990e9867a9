import { footer, header } from '../../i18n/fr';
import { paths } from '../paths';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The header's links, in the spec's order. */
export const headerLinks: readonly NavLinkItem[] = [
  { to: paths.howItWorks, label: header.links.howItWorks },
  { to: paths.useCases, label: header.links.useCases },
  { to: paths.blog, label: header.links.blog },
  { to: paths.verify, label: header.links.verify },
  { to: paths.pricing, label: header.links.pricing },
  { to: paths.apiDocs, label: header.links.api },
  { to: paths.faq, label: header.links.faq },
];

export const footerQuickLinks: readonly NavLinkItem[] = [
  { to: paths.howItWorks, label: header.links.howItWorks },
  { to: paths.useCases, label: header.links.useCases },
  { to: paths.blog, label: header.links.blog },
  { to: paths.pricing, label: header.links.pricing },
  { to: paths.faq, label: header.links.faq },
];

export const footerLegalLinks: readonly NavLinkItem[] = [
  { to: paths.legalNotice, label: footer.legalLinks.legalNotice },
  { to: paths.privacyPolicy, label: footer.legalLinks.privacy },
  { to: paths.termsOfService, label: footer.legalLinks.terms },
];
