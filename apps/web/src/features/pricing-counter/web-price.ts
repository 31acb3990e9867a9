import { formatEuros, type PriceBreakdown, webPrice } from '@horodoc/shared/pricing';

export interface DisplayedPrice extends PriceBreakdown {
  /** '1,00 € HT' */
  ht: string;
  /** '1,21 € TTC' */
  ttc: string;
  /** '0,21 €' */
  vat: string;
  /** The number of the document about to be timestamped from this browser: 1 for the first. */
  documentNumber: number;
}

/** The price of the next document for a browser that has timestamped `count` already, formatted in French. */
export function displayedPrice(count: number): DisplayedPrice {
  const price = webPrice(count);
  return {
    ...price,
    ht: `${formatEuros(price.htCents)} € HT`,
    ttc: `${formatEuros(price.ttcCents)} € TTC`,
    vat: `${formatEuros(price.vatCents)} €`,
    documentNumber: count + 1,
  };
}
