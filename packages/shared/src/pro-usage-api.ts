/**
 * `GET /pro/usage` and `GET /pro/certificates/export.csv` (issue 15, part 7): the month's usage of the signed
 * API by key and by day, and the archive of one's certificates with their proofs.
 */
import { z } from 'zod';

/** A calendar month, `YYYY-MM` (days are UTC days). */
export const usageMonthSchema = z
  .string({ error: 'Le paramètre month est requis, au format AAAA-MM (par exemple 2026-11).' })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Le mois doit être au format AAAA-MM (par exemple 2026-11).');

export const usageQuerySchema = z.strictObject({ month: usageMonthSchema });
export type UsageQuery = z.infer<typeof usageQuerySchema>;

const count = z.number().int().nonnegative();

/** What one day (or the whole month) counts. */
export const usageCountsSchema = z.object({
  /** Signed requests of the account's API keys (the credits page's own calls are not counted). */
  requests: count,
  /** Those answered with an error (4xx or 5xx). */
  failed_requests: count,
  /** Certificates created by the account's uploads. */
  certificates: count,
  /** Certificates created that day that ended failed or expired (their credit given back). */
  failures: count,
  /** Credits taken by timestamps, less those given back (may be negative on a day of refunds). */
  credits: z.number().int(),
});

export const usageDaySchema = usageCountsSchema.extend({
  /** The UTC day, `YYYY-MM-DD`. */
  date: z.string(),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

export const usageKeySchema = z.object({
  /** The public key id (X-API-Key). */
  api_key: z.string(),
  requests: count,
  failed_requests: count,
  /** Only the days the key was used. */
  days: z.array(z.object({ date: z.string(), requests: count, failed_requests: count })),
});

export const usageResponseSchema = z.object({
  success: z.literal(true),
  month: z.string(),
  totals: usageCountsSchema,
  /** Every day of the month, in order, zeros included. */
  days: z.array(usageDaySchema),
  keys: z.array(usageKeySchema),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/** The columns of the CSV export, in order; `proof` holds the proof file's JSON text (docs/proof-format.md). */
export const CERTIFICATE_EXPORT_COLUMNS = [
  'certificate_id',
  'created_at',
  'status',
  'file_name',
  'file_size',
  'file_hash',
  'blockchain_tx_hash',
  'block_number',
  'blockchain_timestamp',
  'explorer_url',
  'proof',
] as const;
