import { type SQL, sql } from 'drizzle-orm';
import { certificates } from '../../adapters/db/schema/certificates';
import type { CertificateRow } from './certificate-view';

/*
 * Who sees a certificate's file name. A web certificate's, anyone who verifies its document (spec, section 2).
 * An API certificate's, only its own account (`account_id`: the account whose upload or batch wrote it), unless
 * that upload asked for it to be public (`file_name_public`): a client that sends its document's name does not
 * publish it to whoever holds the fingerprint, nor to another account that sends the same fingerprint again.
 * Both forms below state that one rule: for a row read, and for a query on `certificates`.
 */

/**
 * The certificate's file name as `viewer` may see it: an account's id (its API keys, its credits page), or
 * null for anyone (the public verification, the web flow); null when hidden from them.
 */
export function visibleFileName(
  certificate: Pick<CertificateRow, 'source' | 'accountId' | 'fileName' | 'fileNamePublic'>,
  viewer: string | null,
): string | null {
  const visible =
    certificate.source === 'web' ||
    certificate.fileNamePublic ||
    (viewer !== null && certificate.accountId === viewer);
  return visible ? certificate.fileName : null;
}

/** The same, as an SQL expression on `certificates` for an account's query (a search by name). */
export function visibleFileNameSql(viewer: string): SQL<string | null> {
  return sql<string | null>`(case when ${certificates.source} = 'web' or ${certificates.fileNamePublic}
    or ${certificates.accountId} = ${viewer} then ${certificates.fileName} end)`;
}
