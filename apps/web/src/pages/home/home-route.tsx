import { pageMeta } from '../../app/seo/page-meta';
import { home } from '../../i18n/fr';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { homeJsonLd } from './home-json-ld';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { UseCasesSection } from './use-cases-section';
import { VerificationHelpSection } from './verification-help-section';

export function meta() {
  return pageMeta({
    title: home.meta.title,
    description: home.meta.description,
    keywords: home.meta.keywords,
    canonicalPath: '/',
    jsonLd: homeJsonLd(),
  });
}

/**
 * The home page. Entering it scrolls to the top, or to the section named in the address
 * (`/#faq`): React Router's <ScrollRestoration> in the root does both on every navigation.
 */
export default function HomeRoute() {
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <UseCasesSection />
      <PricingSection />
      <FaqSection />
      <VerificationHelpSection />
    </>
  );
}
