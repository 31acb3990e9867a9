/**
 * Structured data (schema.org JSON-LD) shared by several pages. Each page puts its entities in one
 * `@graph`, passed to `pageMeta({ jsonLd })`.
 */
import { business } from '@horodoc/shared/business';
import { WEB_PRICE_FIRST_HT_CENTS, WEB_PRICE_NEXT_HT_CENTS } from '@horodoc/shared/pricing';
import { absoluteUrl, LOGO_PATH } from './site-url';

export const ORGANIZATION_ID = absoluteUrl('/#organization');
export const WEBSITE_ID = absoluteUrl('/#website');

/** One JSON-LD document holding several entities. */
export function jsonLdGraph(...nodes: Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

export function organizationNode(description?: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: business.productName,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH), width: 512, height: 512 },
    email: business.supportEmail,
    ...(description ? { description } : {}),
  };
}

export function websiteNode(): Record<string, unknown> {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    url: absoluteUrl('/'),
    name: business.productName,
    inLanguage: 'fr-FR',
    publisher: { '@id': ORGANIZATION_ID },
  };
}

interface WebPageNode {
  path: string;
  name: string;
  description: string;
  dateModified?: string;
}

export function webPageNode({ path, name, description, dateModified }: WebPageNode): Record<string, unknown> {
  return {
    '@type': 'WebPage',
    '@id': absoluteUrl(path),
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: 'fr-FR',
    isPartOf: { '@id': WEBSITE_ID },
    ...(dateModified ? { dateModified } : {}),
  };
}

function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The pay-per-use timestamping service and its price, for the upload page: 1 € excl. VAT the first
 * document, then 0.41 €.
 */
export function serviceOfferNode(description: string): Record<string, unknown> {
  const offer = (name: string, cents: number) => ({
    '@type': 'Offer',
    name,
    price: euros(cents),
    priceCurrency: business.currency,
    availability: 'https://schema.org/InStock',
    url: absoluteUrl('/upload'),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: euros(cents),
      priceCurrency: business.currency,
      valueAddedTaxIncluded: false,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'document' },
    },
  });
  return {
    '@type': 'Service',
    '@id': absoluteUrl('/upload#service'),
    name: `Horodatage blockchain de documents – ${business.productName}`,
    serviceType: 'Horodatage de documents',
    description,
    provider: { '@id': ORGANIZATION_ID },
    areaServed: 'FR',
    availableChannel: { '@type': 'ServiceChannel', serviceUrl: absoluteUrl('/upload') },
    offers: [
      offer('Premier document', WEB_PRICE_FIRST_HT_CENTS),
      offer('Document suivant', WEB_PRICE_NEXT_HT_CENTS),
    ],
  };
}
