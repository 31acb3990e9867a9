import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import {
  findAccountDeliveries,
  type LoggedDelivery,
  type LogPosition,
} from './webhook-delivery-log-repository';
import type { WebhookDeliveryRow } from './webhook-delivery-repository';

export type FoundWebhookDeliveries =
  | { kind: 'found'; deliveries: LoggedDelivery[]; nextCursor: string | null }
  | { kind: 'invalid_cursor' };

const POSITION =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const encodeCursor = (position: LogPosition) =>
  Buffer.from(`${position.at}|${position.id}`).toString('base64url');

function decodeCursor(cursor: string): LogPosition | undefined {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString());
  return match?.[1] && match[2] ? { at: match[1], id: match[2] } : undefined;
}

/**
 * The account's webhook deliveries of the caller's mode (to its endpoints and to the URLs given with its
 * uploads and batches), newest first, each with every try, one page at a time. The cursor is the position of
 * the page's last delivery, so a page never repeats or skips one while new ones are written.
 */
export async function findWebhookDeliveries(options: {
  db: Db;
  accountId: string;
  mode: ApiMode;
  limit: number;
  cursor?: string;
  status?: WebhookDeliveryRow['status'];
  endpointId?: string;
  certificateId?: string;
}): Promise<FoundWebhookDeliveries> {
  const position = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  if (options.cursor !== undefined && !position) return { kind: 'invalid_cursor' };
  const rows = await findAccountDeliveries(options.db, { ...options, position });
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    kind: 'found',
    deliveries: page.map(({ position: _, ...delivery }) => delivery),
    nextCursor: rows.length > options.limit && last ? encodeCursor({ at: last.position, id: last.id }) : null,
  };
}
