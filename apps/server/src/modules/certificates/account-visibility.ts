import { type SQL, sql } from 'drizzle-orm';
import { certificates } from '../../adapters/db/schema/certificates';

/*
 * Which certificates an account's keys see: the ones its uploads and batches wrote, and the live ones it
 * submitted again (each of these has an `api_uploads` record). A certificate an upload or a batch wrote has a
 * record only when it carries labels, a webhook URL or an upload's Idempotency-Key: the certificate row itself
 * says whose it is, `account_id` with `source` api (only the API's writers, `insertApiCertificates` and the
 * upload group's statement, write both; a web certificate paid on a plan names its account too, and stays out
 * of the keys' sight). Both forms below state that one rule, for a query on `certificates`.
 */

/** For one certificate: a record of this account's, or a row its upload or batch wrote. */
export function visibleToAccount(accountId: string): SQL {
  return sql`(exists (select 1 from api_uploads u
      where u.account_id = ${accountId} and u.certificate_id = ${certificates.id})
    or (${certificates.accountId} = ${accountId} and ${certificates.source} = 'api'))`;
}

/** For a list: the same certificates, found from the account's side (its records, its API rows). */
export function amongAccountCertificates(accountId: string): SQL {
  return sql`${certificates.id} in (
    select u.certificate_id from api_uploads u where u.account_id = ${accountId}
    union all
    select own.id from certificates own where own.account_id = ${accountId} and own.source = 'api')`;
}

/** The labels of this account's latest upload of the certificate; none for an unlabelled one without a record. */
export function latestUploadLabel(accountId: string, label: 'tags' | 'metadata'): SQL {
  const none = label === 'tags' ? sql`'[]'::jsonb` : sql`'{}'::jsonb`;
  return sql`coalesce((select u.${sql.raw(label)} from api_uploads u
      where u.account_id = ${accountId} and u.certificate_id = ${certificates.id}
      order by u.created_at desc, u.id desc limit 1), ${none})`;
}
