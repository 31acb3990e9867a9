import { type SQL, sql } from 'drizzle-orm';
import { certificates } from '../../adapters/db/schema/certificates';

/*
 * Which certificates an account's keys see: the ones it uploaded or submitted again once anchored (each has an
 * `api_uploads` record), and the ones its batches wrote, which have a record only when they carry labels or a
 * webhook URL. The certificate row itself says the second: `account_id` and `api_batch_id`. Both forms below
 * state that one rule, for a query on `certificates`.
 */

/** For one certificate: a record of this account's, or a row its batch wrote. */
export function visibleToAccount(accountId: string): SQL {
  return sql`(exists (select 1 from api_uploads u
      where u.account_id = ${accountId} and u.certificate_id = ${certificates.id})
    or (${certificates.accountId} = ${accountId} and ${certificates.apiBatchId} is not null))`;
}

/** For a list: the same certificates, found from the account's side (its records, its batches' rows). */
export function amongAccountCertificates(accountId: string): SQL {
  return sql`${certificates.id} in (
    select u.certificate_id from api_uploads u where u.account_id = ${accountId}
    union all
    select own.id from certificates own where own.account_id = ${accountId} and own.api_batch_id is not null)`;
}

/** The labels of this account's latest upload of the certificate; none for a batch's unlabelled row. */
export function latestUploadLabel(accountId: string, label: 'tags' | 'metadata'): SQL {
  const none = label === 'tags' ? sql`'[]'::jsonb` : sql`'{}'::jsonb`;
  return sql`coalesce((select u.${sql.raw(label)} from api_uploads u
      where u.account_id = ${accountId} and u.certificate_id = ${certificates.id}
      order by u.created_at desc, u.id desc limit 1), ${none})`;
}
