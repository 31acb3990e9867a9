/**
 * The pay-per-use web flow's calls (spec, section 7): request and response schemas, used by the server to
 * validate and by the browser for its types. Field names follow the spec (snake_case).
 */
import { z } from 'zod';
import { removeBidiControls } from './bidi-controls';
import { ERROR_STATUS, type ErrorCode } from './error-codes';

/** A SHA-256 fingerprint: 64 hex digits, 0x optional, any case; normalised to 0x + lowercase. */
export const fileHashSchema = z
  .string()
  .trim()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'doit être une empreinte SHA-256 (64 caractères hexadécimaux)')
  .transform((value) => `0x${value.replace(/^0x/, '').toLowerCase()}` as `0x${string}`);

/** A file name as the browser gives it: no path, no control character; bidirectional controls removed. */
export const fileNameSchema = z
  .string()
  .overwrite(removeBidiControls)
  .trim()
  .min(1, 'ne doit pas être vide')
  .max(255, 'ne doit pas dépasser 255 caractères')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .regex(/^[^\u0000-\u001f\u007f/\\]+$/, 'ne doit contenir ni caractère de contrôle ni barre oblique');

/** Bytes; size is unlimited, so anything a browser can hold. */
export const fileSizeSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A provider payment id (a Stripe PaymentIntent id, or the simulator's): letters, digits and underscores. */
export const paymentIdSchema = z.string().regex(/^[A-Za-z0-9_]{3,255}$/, 'identifiant de paiement invalide');

export const certificateStatusSchema = z.enum(['pending', 'completed', 'failed', 'expired']);

/** A certificate as the web flow shows it (spec, section 3). */
export const webCertificateSchema = z.object({
  id: z.string(),
  file_hash: z.string(),
  /** Null for a certificate of the signed API whose client sent no name, or keeps it private. */
  file_name: z.string().nullable(),
  /** Null for a certificate of the signed API whose client sent its fingerprint without a size. */
  file_size: z.number().nullable(),
  status: certificateStatusSchema,
  tx_hash: z.string().nullable(),
  /** Seconds since the epoch. */
  blockchain_timestamp: z.number().nullable(),
  block_number: z.number().nullable(),
  explorer_url: z.string().nullable(),
  /** ISO 8601 instant its block was seen final on Ethereum (the node's `finalized` tag); null until then. */
  finalized_at: z.string().nullable(),
  /** Where the certificate PDF is downloaded: /api/certificates/{id}/certificate.pdf */
  certificate_url: z.string(),
});
export type WebCertificate = z.infer<typeof webCertificateSchema>;

/** The invoice handed to the browser after a payment (spec, section 3), with its download address. */
export const webInvoiceSchema = z.object({
  invoice_number: z.string(),
  filename: z.string(),
  pdf_base64: z.string(),
  /** /api/get-invoice.php?id={number}&token={access token}: invoices hold personal data. */
  download_url: z.string(),
});
export type WebInvoice = z.infer<typeof webInvoiceSchema>;

export const checkDocumentRequestSchema = z.strictObject({ file_hash: fileHashSchema });
export type CheckDocumentRequest = z.input<typeof checkDocumentRequestSchema>;

export const checkDocumentResponseSchema = z.object({
  exists: z.boolean(),
  certificate: webCertificateSchema.nullable(),
  /** Always null: an earlier purchase's invoice belongs to its buyer, not to whoever holds the file. */
  invoice: webInvoiceSchema.nullable(),
});
export type CheckDocumentResponse = z.infer<typeof checkDocumentResponseSchema>;

/**
 * The page sends all four fields; the shared client (spec, section 7) only the fingerprint and the name:
 * its size is then unknown (0), and without `amount_ttc` the document is priced as a first one.
 */
export const createPaymentRequestSchema = z.strictObject({
  file_hash: fileHashSchema,
  file_name: fileNameSchema,
  file_size: fileSizeSchema.optional(),
  /**
   * Cents including VAT, the price the page showed from its browser's counter; the server accepts only its
   * own price points.
   */
  amount_ttc: z.number().int().optional(),
  /** Optional: the certificate and the invoice are sent there. */
  email: z.email('adresse e-mail invalide').max(254).optional(),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export const createPaymentResponseSchema = z.object({
  client_secret: z.string(),
  /** The provider's payment id: the browser sends it back as payment_intent_id. */
  payment_id: z.string(),
  amount_ttc: z.number(),
  amount_ht: z.number(),
  tva_amount: z.number(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

export const confirmPaymentRequestSchema = z.strictObject({ payment_intent_id: paymentIdSchema });
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentRequestSchema>;

export const confirmPaymentSuccessSchema = z.object({
  success: z.literal(true),
  certificate_id: z.string(),
  payment_id: z.string(),
  file_hash: z.string(),
  tx_hash: z.string(),
  blockchain_timestamp: z.number(),
  block_number: z.number(),
  explorer_url: z.string().nullable(),
  certificate: webCertificateSchema,
  invoice: webInvoiceSchema,
});
export type ConfirmPaymentSuccess = z.infer<typeof confirmPaymentSuccessSchema>;

/** A failed confirmation: the spec's error codes, with the refund when one was made. */
export const confirmPaymentFailureSchema = z.object({
  success: z.literal(false),
  error: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.string().optional(),
  refund_id: z.string().optional(),
  payment_id: z.string().optional(),
  /** With `conflict`: the payment was refunded, and the document is timestamped by this certificate. */
  certificate: webCertificateSchema.optional(),
});
export type ConfirmPaymentFailure = z.infer<typeof confirmPaymentFailureSchema>;

/** Which card fields the page mounts: Stripe Elements with its publishable key, or the simulator's. */
export const paymentConfigResponseSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('stripe'), publishable_key: z.string() }),
  z.object({ provider: z.literal('simulator') }),
]);
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

/** A card error as Stripe.js reports it; the simulator answers the same shape. */
export const cardErrorSchema = z.object({
  type: z.string(),
  code: z.string(),
  decline_code: z.string().optional(),
  message: z.string(),
});
export type CardError = z.infer<typeof cardErrorSchema>;

/** The simulator's card fields, posted when the visitor presses Pay (embedded mode only). */
export const simulatorConfirmRequestSchema = z.strictObject({
  client_secret: z.string().min(10).max(300),
  card_number: z.string().max(40),
  /** MM/YY */
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  /** Who pays, as Stripe.js sends it with the card (the credit flows name the buyer). */
  billing_details: z
    .strictObject({ email: z.string().max(254).optional(), name: z.string().max(200).optional() })
    .optional(),
});
export type SimulatorConfirmRequest = z.input<typeof simulatorConfirmRequestSchema>;

/** The simulated bank's answer to its verification dialog. */
export const simulatorAuthenticateRequestSchema = z.strictObject({
  client_secret: z.string().min(10).max(300),
  approve: z.boolean(),
});
export type SimulatorAuthenticateRequest = z.input<typeof simulatorAuthenticateRequestSchema>;

export const simulatorPaymentResponseSchema = z.object({
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'canceled',
    'succeeded',
  ]),
  payment_intent_id: z.string(),
  error: cardErrorSchema.optional(),
});
export type SimulatorPaymentResponse = z.infer<typeof simulatorPaymentResponseSchema>;

/** Moves the simulator's clock (tests and demos): renewals, failed renewals and ends of cancelled plans. */
export const simulatorAdvanceRequestSchema = z.strictObject({
  seconds: z
    .number()
    .int()
    .positive()
    .max(5 * 366 * 24 * 3600),
  /** Renewals charged during this advance are declined, as a card refused at renewal. */
  decline_renewals: z.boolean().optional(),
});
export type SimulatorAdvanceRequest = z.input<typeof simulatorAdvanceRequestSchema>;

export const simulatorAdvanceResponseSchema = z.object({
  now: z.string(),
  /** The event types delivered to the webhook route during the advance, in order. */
  events: z.array(z.string()),
});
