/**
 * Who sells the service and how it is named: shown in the footer, the legal pages, certificates and
 * invoices. The operator's identity below is a placeholder to replace before going live.
 */
export const business = {
  productName: 'Horodoc',
  siteUrl: 'https://horodoc.fr',
  operatorName: 'Julien Marchand',
  legalStatus: 'Travailleur indépendant (autónomo) établi en Espagne',
  taxId: 'ESX1234567L',
  address: 'Calle de Alcalá 123, 28009 Madrid, Espagne',
  supportEmail: 'support@horodoc.fr',
  hostingProvider: 'Hetzner Online GmbH',
  hostingAddress: 'Industriestr. 25, 91710 Gunzenhausen, Allemagne',
  vatRate: 0.21,
  vatLabel: 'TVA 21% (Espagne)',
  currency: 'EUR',
} as const;

export type Business = typeof business;
