import { business } from '@horodoc/shared/business';

/** The invoice line of a pack of credits: one line, the credits as quantity, so the unit price shows. */
export function creditInvoiceLabel(): string {
  return `Crédits API ${business.productName} (1 crédit = 1 horodatage)`;
}

/** What a credit invoice names under its line: the pack and the account it was added to. */
export function creditInvoiceDetails(credits: number | null, accountEmail: string | null): string[] {
  return [
    ...(credits ? [`Pack de ${credits} crédits, sans date d'expiration`] : []),
    ...(accountEmail ? [`Compte API : ${accountEmail}`] : []),
  ];
}
