import { AsyncResource } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle has the same query API as the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Takes a session advisory lock on a dedicated connection, or answers null when another session holds it.
   * The lock lasts as long as that connection: `isHeld()` tells whether it still does.
   */
  tryAcquireSessionLock(lockId: bigint): Promise<SessionLock | null>;
  /**
   * PostgreSQL only: hears `NOTIFY channel` from every instance on a dedicated connection, until the returned
   * stop. A connection lost is not re-opened: listeners keep a slow re-read of their own for that case.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: tells every instance listening on `channel`. */
  notify?(channel: string, payload: string): Promise<void>;
  /**
   * PGlite only, where every certificate is added by this process: calls `onAdded` after each statement that
   * adds certificates (a trigger's notification, installed here), until the returned stop.
   */
  onCertificatesAdded?(onAdded: () => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface SessionLock {
  isHeld(): Promise<boolean>;
  release(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      /** In memory only: starts from this dump (`dumpDataDir`) rather than an empty cluster, seconds sooner. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

// Any fixed key works as long as every instance uses the same one.
const MIGRATION_LOCK_ID = 0x686f726f646f63n;

/**
 * Opens PGlite (in memory, or in a folder) or a PostgreSQL pool, and applies the checked-in migrations.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.kind === 'pglite' ? await openPglite(options) : openPostgres(options);
  // Instances starting together must not run the same migration twice.
  await database.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
  try {
    if (options.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
    else await migrateNodePg(database.db as never, { migrationsFolder });
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
  }
  return database;
}

async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // PGlite serves one process through one connection: that process is always the only leader.
    tryAcquireSessionLock: async () => ({ isHeld: async () => true, release: async () => {} }),
    onCertificatesAdded: async (onAdded) => {
      // Not a migration: PostgreSQL has no use for it, and a notification at each commit would serialise them.
      await client.exec(`
        create or replace function horodoc_certificates_added() returns trigger language plpgsql as $$
        begin perform pg_notify('${CERTIFICATES_ADDED_CHANNEL}', ''); return null; end $$;
        create or replace trigger horodoc_certificates_added after insert on certificates
        for each statement execute function horodoc_certificates_added();`);
      // PGlite calls listeners inside whichever query carried the notification (a request's insert): bound
      // here, the engine's listener runs in the context it was registered in, never in that request's.
      return client.listen(
        CERTIFICATES_ADDED_CHANNEL,
        AsyncResource.bind(() => onAdded()),
      );
    },
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
  };
}

const CERTIFICATES_ADDED_CHANNEL = 'horodoc_certificates_added';

function openPostgres(options: { url: string; poolSize?: number }): Database {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    tryAcquireSessionLock: async (lockId) => {
      const client = await pool.connect();
      try {
        const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          lockId.toString(),
        ]);
        if (!result.rows[0]?.locked) {
          client.release();
          return null;
        }
      } catch (error) {
        client.release(true);
        throw error;
      }
      let released = false;
      return {
        isHeld: async () => {
          if (released) return false;
          try {
            await client.query('select 1');
            return true;
          } catch {
            return false;
          }
        },
        release: async () => {
          if (released) return;
          released = true;
          try {
            await client.query('select pg_advisory_unlock($1)', [lockId.toString()]);
            client.release();
          } catch {
            // The session is gone, and its lock with it: never hand this connection out again.
            client.release(true);
          }
        },
      };
    },
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      client.on('notification', onNotification);
      // The dedicated connection may drop: the error is the listener's to survive, not the process's.
      client.on('error', () => {});
      try {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        client.off('notification', onNotification);
        client.release(true);
        throw error;
      }
      return async () => {
        client.off('notification', onNotification);
        try {
          await client.query(`unlisten ${pg.escapeIdentifier(channel)}`);
          client.release();
        } catch {
          client.release(true);
        }
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: () => pool.end(),
  };
}
