/**
 * The API account calls (spec, section 7, "Shared client and accounts"): signup, credentials, login, credit
 * purchases, their invoices and the credit balance. Used by the server to validate and by the /signup and
 * /credits pages to parse the answers. Field names follow the spec. Amounts are in euro cents.
 */
import { z } from 'zod';
import { paymentIdSchema } from './web-api';

/** The spec's texts (section 5 and 8), which the pages recognise in the server's answers. */
export const ACCOUNT_TEXTS = {
  missing: 'Données manquantes',
  invalidEmail: "Format d'email invalide",
  shortPassword: 'Le mot de passe doit contenir au moins 8 caractères',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** An e-mail address, trimmed and lower-cased so that one address is one account. */
export const accountEmailSchema = z
  .string(ACCOUNT_TEXTS.missing)
  .trim()
  .min(1, ACCOUNT_TEXTS.missing)
  .max(254, ACCOUNT_TEXTS.invalidEmail)
  .pipe(z.email(ACCOUNT_TEXTS.invalidEmail))
  .transform((email) => email.toLowerCase());

/** At least 8 characters; at most 256, so hashing a password stays cheap. */
export const passwordSchema = z
  .string(ACCOUNT_TEXTS.missing)
  .min(1, ACCOUNT_TEXTS.missing)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_TEXTS.shortPassword)
  .max(256, 'Le mot de passe ne doit pas dépasser 256 caractères');

/** A number of credits and a total in cents, as the page displayed them: the server checks both. */
const creditsSchema = z.number(ACCOUNT_TEXTS.missing).int().positive().max(100_000);
const amountSchema = z.number(ACCOUNT_TEXTS.missing).int().nonnegative().max(10_000_000);

export const checkEmailRequestSchema = z.strictObject({ email: accountEmailSchema });
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

export const signupCheckoutRequestSchema = z.strictObject({
  email: accountEmailSchema,
  password: passwordSchema,
  company: z
    .string()
    .trim()
    .max(200, 'Le nom de la société ne doit pas dépasser 200 caractères')
    .optional()
    .transform((company) => company || undefined),
  credits: creditsSchema,
  /** The pack's total including VAT, in cents. */
  amount: amountSchema,
});
export type SignupCheckoutRequest = z.input<typeof signupCheckoutRequestSchema>;

/** A card payment ready to confirm in the browser, for a pack of credits. */
export const paymentSessionResponseSchema = z.object({
  success: z.literal(true),
  client_secret: z.string(),
  payment_intent_id: z.string(),
  amount_ttc: z.number().int(),
  amount_ht: z.number().int(),
  tva_amount: z.number().int(),
  credits: z.number().int(),
});
export type PaymentSessionResponse = z.infer<typeof paymentSessionResponseSchema>;

export const apiCredentialsRequestSchema = z.strictObject({
  payment_intent_id: paymentIdSchema,
  payment_method_id: z.string().max(255).optional(),
});

export const apiCredentialsResponseSchema = z.object({
  success: z.literal(true),
  apiKey: z.string(),
  /** Shown once: null when this account's secret was already handed out. */
  apiSecret: z.string().nullable(),
  /** The credits this payment bought. */
  credits: z.number().int(),
  invoice_id: z.string().optional(),
  /** ISO 8601: when the key was created. */
  created_at: z.string(),
});
export type ApiCredentialsResponse = z.infer<typeof apiCredentialsResponseSchema>;

export const authenticateUserRequestSchema = z.strictObject({
  email: accountEmailSchema,
  password: z.string(ACCOUNT_TEXTS.missing).min(1, ACCOUNT_TEXTS.missing).max(256),
});

/** A signing key for this session of the credits page (never the account's API secret). */
export const authenticateUserResponseSchema = z.object({
  success: z.literal(true),
  api_key: z.string(),
  api_secret: z.string(),
  email: z.string(),
  /** Sent with the card as the billing name (or 'API User' without one). */
  company: z.string().nullable(),
  /** ISO 8601: the session key stops working then. */
  expires_at: z.string(),
});
export type AuthenticateUserResponse = z.infer<typeof authenticateUserResponseSchema>;

/** The password entered again on the credits page, before a new API key or secret. */
export const reauthenticateRequestSchema = z.strictObject({
  password: z.string(ACCOUNT_TEXTS.missing).min(1, ACCOUNT_TEXTS.missing).max(256),
});

export const reauthenticateResponseSchema = z.object({
  success: z.literal(true),
  /** ISO 8601: new secrets may be asked for until then. */
  reauthenticated_until: z.string(),
});

export const creditPurchaseRequestSchema = z.strictObject({
  type: z.literal('credit_purchase'),
  credits: creditsSchema,
  amount: amountSchema,
  email: accountEmailSchema,
});
export type CreditPurchaseRequest = z.input<typeof creditPurchaseRequestSchema>;

export const confirmCreditPurchaseRequestSchema = z.strictObject({ payment_intent_id: paymentIdSchema });

export const confirmCreditPurchaseResponseSchema = z.object({
  success: z.literal(true),
  credits_added: z.number().int(),
  new_balance: z.number().int(),
  invoice_id: z.string(),
  invoice_number: z.string(),
});
export type ConfirmCreditPurchaseResponse = z.infer<typeof confirmCreditPurchaseResponseSchema>;

export const creditInvoiceInfoQuerySchema = z.strictObject({ id: z.uuid('identifiant de facture invalide') });

export const creditInvoiceSchema = z.object({
  invoice_id: z.string(),
  invoice_number: z.string(),
  /** ISO 8601 instant of issue. */
  invoice_date: z.string(),
  /** Excluding VAT, in cents. */
  total_amount: z.number().int(),
  tax_amount: z.number().int(),
  total_with_tax: z.number().int(),
  /** /api/get-credit-purchase-invoice.php?id={number}&token={access token}: invoices hold personal data. */
  download_url: z.string(),
});
export type CreditInvoice = z.infer<typeof creditInvoiceSchema>;

export const creditInvoiceInfoResponseSchema = z.object({
  success: z.literal(true),
  invoice: creditInvoiceSchema,
});

export const creditInvoicePdfQuerySchema = z.strictObject({
  id: z.string().max(32),
  token: z.string().max(64).default(''),
});

export const creditBalanceResponseSchema = z.object({
  success: z.literal(true),
  credits_balance: z.number().int(),
  credits_used: z.number().int(),
  credits_purchased: z.number().int(),
});
export type CreditBalanceResponse = z.infer<typeof creditBalanceResponseSchema>;
