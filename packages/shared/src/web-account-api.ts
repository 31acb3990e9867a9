/**
 * The web account calls (spec, section 7, "Shared client and accounts"): `/auth/*` answered with an opaque
 * token sent back as `Authorization: Token {token}`, and `/payments/*`. One account for all of Horodoc: the
 * e-mail is the identity, shared with the API accounts of the signup wizard. Amounts are in euro cents.
 */
import { z } from 'zod';
import { ACCOUNT_TEXTS, accountEmailSchema, passwordSchema } from './accounts-api';
import { PLAN_IDS } from './pricing';
import { fileHashSchema, fileNameSchema, fileSizeSchema, webCertificateSchema } from './web-api';
import { WEB_TOKEN_PATTERN } from './web-token';

export const registerRequestSchema = z.strictObject({
  email: accountEmailSchema,
  password: passwordSchema,
  company: z
    .string()
    .trim()
    .max(200, 'Le nom de la société ne doit pas dépasser 200 caractères')
    .optional()
    .transform((company) => company || undefined),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: accountEmailSchema,
  password: z
    .string(ACCOUNT_TEXTS.missing)
    .min(1, ACCOUNT_TEXTS.missing)
    .max(256, 'Le mot de passe ne doit pas dépasser 256 caractères'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const subscriptionPlanSchema = z.enum(['free', ...PLAN_IDS]);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const webUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  created_at: z.string(),
});
export type WebUser = z.infer<typeof webUserSchema>;

/** register and login: the token (shown once) and who it opens. */
export const authResponseSchema = z.object({
  token: z.string().regex(WEB_TOKEN_PATTERN),
  expires_at: z.string(),
  user: webUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });

export const subscriptionStatusSchema = z.enum([
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'incomplete_expired',
  'trialing',
  'unpaid',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The subscription statuses' French labels (spec, section 4; the unquoted ones are ours). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Actif',
  canceled: 'Annulé',
  past_due: 'En retard',
  incomplete: 'En attente de paiement',
  incomplete_expired: 'Expiré',
  trialing: 'Essai',
  unpaid: 'Non payé',
};

/** A monthly plan subscription as its owner sees it. */
export const subscriptionSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  plan_name: z.string(),
  status: subscriptionStatusSchema,
  status_label: z.string(),
  /** The plan can be used now: active (or trialing) and its period not over. */
  is_active: z.boolean(),
  /** Cancelled: still usable until `current_period_end`, then it ends. */
  cancel_at_period_end: z.boolean(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** Excluding VAT, in cents. */
  monthly_price: z.number().int(),
  monthly_price_ttc: z.number().int(),
  documents_per_month: z.number().int(),
  /** Documents counted against the current period. */
  documents_used: z.number().int(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The plan's documents in the current period. */
export const planUsageSchema = z.object({
  documents_used: z.number().int(),
  documents_per_month: z.number().int(),
  period_end: z.string(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** Checked at start by the front end: a refusal (401) means the stored token must be forgotten. */
export const profileResponseSchema = z.object({
  user: webUserSchema,
  /** True only with an active plan and documents left: /upload then timestamps without a card. */
  can_upload_document: z.boolean(),
  subscription_plan: subscriptionPlanSchema,
  credits_balance: z.number().int(),
  /** The current subscription (active, trialing, past due or unpaid), if any. */
  subscription: subscriptionSchema.nullable(),
  usage: planUsageSchema.nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const activityKindSchema = z.enum([
  'signup',
  'login_succeeded',
  'login_failed',
  'login_throttled',
  'logout',
  'password_reset_requested',
  'password_changed',
]);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** Sign-ins and other authentication events of the account, newest first. */
export const activitiesResponseSchema = z.object({
  activities: z.array(
    z.object({
      kind: activityKindSchema,
      created_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;

export const dashboardResponseSchema = z.object({
  subscription_plan: subscriptionPlanSchema,
  /** The plan's monthly quota; null without a plan. */
  documents_per_month: z.number().int().nullable(),
  /** Documents timestamped by the account since the first day of the month (UTC). */
  documents_this_month: z.number().int(),
  /** Documents counted against the active plan's current period; 0 without a plan. */
  documents_used: z.number().int(),
  /** The end of the active plan's current period; null without a plan. */
  period_end: z.string().nullable(),
  credits_balance: z.number().int(),
  /** The account's latest timestamps, newest first. */
  certificates: z.array(
    z.object({
      certificate_id: z.string(),
      file_hash: z.string(),
      /** Null for a fingerprint the signed API received without a name. */
      file_name: z.string().nullable(),
      status: z.enum(['pending', 'completed', 'failed', 'expired']),
      created_at: z.string(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const pricingPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  /** Excluding VAT, in cents. */
  monthly_price: z.number().int(),
  monthly_price_ttc: z.number().int(),
  documents_per_month: z.number().int(),
  currency: z.literal('eur'),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const plansResponseSchema = z.object({ plans: z.array(pricingPlanSchema) });
export const planParamsSchema = z.strictObject({
  id: z.enum(PLAN_IDS, 'Formule inconnue'),
});

export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'failed', 'canceled']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The payment statuses' French labels (spec, section 4). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'En attente',
  succeeded: 'Réussi',
  failed: 'Échoué',
  canceled: 'Annulé',
};

export const accountPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(['web_timestamp', 'credit_purchase', 'subscription']),
  /** What was bought, in French: the document, the credits, or the plan and its period. */
  label: z.string(),
  status: paymentStatusSchema,
  status_label: z.string(),
  amount_ht: z.number().int(),
  tva_amount: z.number().int(),
  amount_ttc: z.number().int(),
  currency: z.string(),
  credits: z.number().int().nullable(),
  file_name: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** Where the invoice's PDF is downloaded; null without an invoice. */
  invoice_url: z.string().nullable(),
  created_at: z.string(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

export const paymentsResponseSchema = z.object({ payments: z.array(accountPaymentSchema) });
export const paymentParamsSchema = z.strictObject({ id: z.uuid('Paiement inconnu') });

export const subscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export const subscriptionParamsSchema = z.strictObject({ id: z.uuid('Abonnement inconnu') });

export const createSubscriptionRequestSchema = z.strictObject({
  plan: z.enum(PLAN_IDS, 'Formule inconnue'),
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;

/** The new subscription, and the client secret of its first invoice's payment, confirmed with the card. */
export const createSubscriptionResponseSchema = z.object({
  subscription: subscriptionSchema,
  client_secret: z.string(),
  payment_id: z.string(),
  amount_ht: z.number().int(),
  tva_amount: z.number().int(),
  amount_ttc: z.number().int(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const cancelSubscriptionRequestSchema = z.strictObject({
  subscription_id: z.uuid('Abonnement inconnu').optional(),
});
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>;

export const planTimestampRequestSchema = z.strictObject({
  file_hash: fileHashSchema,
  file_name: fileNameSchema,
  file_size: fileSizeSchema,
});
export type PlanTimestampRequest = z.input<typeof planTimestampRequestSchema>;

/** A document timestamped on the plan: the certificate, as the pay-per-use confirmation gives it. */
export const planTimestampResponseSchema = z.object({
  success: z.literal(true),
  /** The fingerprint was already anchored: its certificate, and nothing counted. */
  already_timestamped: z.boolean(),
  certificate_id: z.string(),
  file_hash: z.string(),
  tx_hash: z.string(),
  blockchain_timestamp: z.number(),
  block_number: z.number(),
  explorer_url: z.string().nullable(),
  certificate: webCertificateSchema,
  usage: planUsageSchema.nullable(),
});
export type PlanTimestampResponse = z.infer<typeof planTimestampResponseSchema>;
