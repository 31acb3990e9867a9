import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { certificates } from '../../adapters/db/schema/certificates';
import {
  type CertificateRow,
  type CertificateStatus,
  certificateView,
  derivedStatus,
} from '../certificate-view/certificate-view';
import { visibleFileNameSql } from '../certificate-view/visible-file-name';
import { amongAccountCertificates, latestUploadLabel } from './account-visibility';

export interface CertificateFilters {
  status?: CertificateStatus;
  /** Created at or after. */
  createdFrom?: Date;
  /** Created strictly before. */
  createdBefore?: Date;
  fileHash?: string;
  /** Part of the file name, case ignored. */
  name?: string;
  tag?: string;
  metadataKey?: string;
  /** With `metadataKey`: its exact value. */
  metadataValue?: string;
}

export interface FindAccountCertificatesOptions {
  db: Db;
  accountId: string;
  /** The caller's: a key never lists the other mode's certificates. */
  mode: ApiMode;
  limit: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  filters: CertificateFilters;
}

/** A certificate of the account's list, with the labels of the account's latest upload of it. */
export type ListedCertificate = CertificateRow & { tags: string[]; metadata: Record<string, string> };

export type FoundAccountCertificates =
  | { kind: 'found'; certificates: ListedCertificate[]; nextCursor: string | null }
  | { kind: 'invalid_cursor' };

/** Where a page ends: the last certificate's creation instant (to the microsecond) and id. */
interface Position {
  at: string;
  id: string;
}

const POSITION =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

function decodeCursor(cursor: string): Position | undefined {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString());
  return match?.[1] && match[2] ? { at: match[1], id: match[2] } : undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The certificates an account uploaded (or submitted again once anchored), newest first by (created_at, id),
 * filtered, one page at a time. The cursor is the position of the page's last certificate, so a page never
 * repeats or skips one because others were created meanwhile: new ones come before the first page.
 */
export async function findAccountCertificates(
  options: FindAccountCertificatesOptions,
): Promise<FoundAccountCertificates> {
  const position = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  if (options.cursor !== undefined && !position) return { kind: 'invalid_cursor' };
  const { db, filters } = options;
  const tags = sql<string[]>`${latestUploadLabel(options.accountId, 'tags')}`;
  const metadata = sql<Record<string, string>>`${latestUploadLabel(options.accountId, 'metadata')}`;
  const conditions: (SQL | undefined)[] = [
    eq(certificates.mode, options.mode),
    amongAccountCertificates(options.accountId),
    position &&
      sql`(${certificates.createdAt}, ${certificates.id}) < (${position.at}::timestamptz, ${position.id}::uuid)`,
    filters.status && sql`${derivedStatus('"certificates"', '"anchor_batches"')} = ${filters.status}`,
    filters.createdFrom && gte(certificates.createdAt, filters.createdFrom),
    filters.createdBefore && lt(certificates.createdAt, filters.createdBefore),
    filters.fileHash !== undefined ? eq(certificates.fileHash, filters.fileHash) : undefined,
    // By the name the account sees: another account's private name is not to be found by guessing.
    filters.name !== undefined
      ? ilike(visibleFileNameSql(options.accountId), `%${escapeLike(filters.name)}%`)
      : undefined,
    filters.tag !== undefined ? sql`${tags} @> ${JSON.stringify([filters.tag])}::jsonb` : undefined,
    filters.metadataKey !== undefined
      ? filters.metadataValue !== undefined
        ? sql`${metadata} @> jsonb_build_object(${filters.metadataKey}::text, ${filters.metadataValue}::text)`
        : sql`(${metadata} -> ${filters.metadataKey}::text) is not null`
      : undefined,
  ];
  const rows = await db
    .select({
      ...certificateView,
      tags,
      metadata,
      position: sql<string>`to_char(${certificates.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(certificates)
    .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
    .where(and(...conditions))
    .orderBy(desc(certificates.createdAt), desc(certificates.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    kind: 'found',
    certificates: page.map(({ position: _, ...row }) => row),
    nextCursor: rows.length > options.limit && last ? encodeCursor({ at: last.position, id: last.id }) : null,
  };
}
