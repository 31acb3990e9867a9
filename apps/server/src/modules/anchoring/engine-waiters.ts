import { EventEmitter } from 'node:events';
import type { Database } from '../../adapters/db/database';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { notifyCertificatesSettled } from '../webhooks/notify-certificates-settled';
import { type AnchoredCertificate, AnchoringError } from './anchoring-engine';
import { certificateStatus } from './batch-repository';
import type { SettledAnchoring } from './complete-mined-batch';
import type { EngineContext } from './engine-context';
import type { EngineState } from './engine-state';

/**
 * On PostgreSQL, a leader in another instance wakes waiters by NOTIFY on this channel (the settled
 * certificates' ids); they also read the database at a slow pace, for a notification lost with its
 * connection or sent by a leader that died just after its commit. On PGlite this process is the only
 * instance: the transition's own event wakes them, and they never poll.
 */
const SETTLED_CHANNEL = 'horodoc_certificates_settled';
const WAITER_SAFETY_READ_MS = 5000;
/** ids per NOTIFY: 36 characters each and a comma, well under PostgreSQL's 8000-byte payload. */
const IDS_PER_NOTIFY = 150;
/**
 * How long a settlement is remembered for a waiter that comes just after it (its row read pending a moment
 * before): such a waiter reads its row again rather than waiting for an event already gone.
 */
const REMEMBERED_MS = 60_000;

/** The callers waiting for their certificate (`anchorNowAndWait`), and what wakes them. */
export interface EngineWaiters {
  /**
   * Tells waiters here, in other instances and through webhooks, of the certificates that reached a final
   * state; `anchoring`: they completed, and this is what they now read (the waiters here take it as it is).
   */
  announce(ids: string[], anchoring?: SettledAnchoring): void;
  /** Hears the certificates settled by whichever instance leads; resolves with how to stop hearing them. */
  listen(): Promise<(() => Promise<void>) | null>;
  /** Asks for a batch at the next block and waits for the certificate's final state. */
  anchorNowAndWait(certificate: string | CertificateRow, timeoutMs: number): Promise<AnchoredCertificate>;
  /** Wakes every waiter at a stop, so they give up. */
  stopped(): void;
}

export function createEngineWaiters(options: {
  ctx: EngineContext;
  state: EngineState;
  database: Database;
  waiterSafetyReadMs?: number;
  onSettled?: () => void;
}): EngineWaiters {
  const { ctx, state, database } = options;
  const { clock, log } = ctx;
  const settled = new EventEmitter();
  settled.setMaxListeners(0);
  const waiterPollMs =
    database.kind === 'pglite'
      ? Number.POSITIVE_INFINITY
      : (options.waiterSafetyReadMs ?? WAITER_SAFETY_READ_MS);

  /** Wakes the waiters of other instances; a lost notification costs them one slow re-read. */
  async function tellOtherInstances(ids: string[]) {
    for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY)
      await database
        .notify?.(SETTLED_CHANNEL, ids.slice(i, i + IDS_PER_NOTIFY).join(','))
        .catch((error: unknown) => log.warn({ err: String(error) }, 'anchoring: could not notify waiters'));
  }

  /** The certificates heard settled here lately (by this engine or another instance's NOTIFY). */
  const recent = createRecentSettlements(REMEMBERED_MS);
  const remember = (ids: string[]) => recent.add(ids, clock.now());

  /**
   * Follows one certificate from now on: `next()` resolves when it settles (with its anchoring when this
   * engine completed it), the engine stops, or `ms` pass (the safety read), whichever comes first.
   */
  function follow(certificateId: string) {
    const heard: Array<SettledAnchoring | undefined> = [];
    let wake = () => {};
    const onSettled = (anchoring?: SettledAnchoring) => {
      heard.push(anchoring);
      wake();
    };
    const onStopped = () => wake();
    settled.on(certificateId, onSettled);
    settled.on('stopped', onStopped);
    return {
      /** What was heard since the last call: none, settled (read it), or settled with its anchoring. */
      take() {
        const anchoring = heard.find((one) => one !== undefined);
        const any = heard.length > 0;
        heard.length = 0;
        return { any, anchoring };
      },
      /** Resolves with whether the `ms` passed (rather than a settlement or the stop waking it). */
      next(ms: number) {
        return new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            wake = () => {};
            resolve(true);
          }, ms);
          wake = () => {
            clearTimeout(timer);
            wake = () => {};
            resolve(false);
          };
          if (heard.length > 0) wake();
        });
      },
      end() {
        settled.off(certificateId, onSettled);
        settled.off('stopped', onStopped);
      },
    };
  }

  return {
    announce(ids, anchoring) {
      remember(ids);
      for (const id of ids) settled.emit(id, anchoring);
      if (database.notify && ids.length > 0) void tellOtherInstances(ids);
      notifyCertificatesSettled(ctx.db, ids)
        .then(() => options.onSettled?.())
        .catch((error: unknown) =>
          log.warn({ err: error }, 'anchoring: webhooks left to the delivery sweep'),
        );
    },

    listen() {
      if (!database.listen) return Promise.resolve(null);
      return database
        .listen(SETTLED_CHANNEL, (payload) => {
          const ids = payload.split(',').filter(Boolean);
          remember(ids);
          for (const id of ids) settled.emit(id);
        })
        .catch((error: unknown) => {
          log.warn({ err: String(error) }, 'anchoring: no notifications, waiters read the database instead');
          return null;
        });
    },

    async anchorNowAndWait(certificate, timeoutMs) {
      const certificateId = typeof certificate === 'string' ? certificate : certificate.id;
      // Followed before anything else: a settlement from now on is heard, with its anchoring when ours.
      const followed = follow(certificateId);
      state.batchRequested = true;
      state.sleeping?.abort();
      const deadline = clock.now() + timeoutMs;
      // The row the caller read is taken as it is, unless a settlement was heard just before this call.
      let row =
        typeof certificate === 'string' || recent.has(certificateId, clock.now()) ? null : certificate;
      try {
        for (;;) {
          const heard = followed.take();
          // Completed by this engine while we waited: its anchoring, as it found it on chain, is the row's.
          if (row && heard.anchoring) return { ...completedAs(row, heard.anchoring), confirmedHere: true };
          if (!row || heard.any) row = await certificateStatus(ctx.db, certificateId);
          if (!row) throw new AnchoringError('failed', `certificate ${certificateId} does not exist`);
          if (row.status === 'completed') return { ...row, confirmedHere: false };
          if (row.status === 'failed' || row.status === 'expired') {
            throw new AnchoringError(
              row.status,
              `certificate ${certificateId} is ${row.status}: ${row.failureReason ?? ''}`,
            );
          }
          const remaining = deadline - clock.now();
          if (remaining <= 0)
            throw new AnchoringError(
              'timeout',
              `certificate ${certificateId} not anchored within ${timeoutMs} ms`,
            );
          if (state.stopped)
            throw new AnchoringError('stopped', 'the anchoring engine stopped while waiting');
          // Woken by no settlement (the safety read, the deadline): the row is read again.
          if (await followed.next(Math.min(waiterPollMs, remaining))) row = null;
        }
      } finally {
        followed.end();
      }
    },

    stopped() {
      settled.emit('stopped');
    },
  };
}

/** A pending row as it reads once its batch is confirmed with this anchoring (as `certificateView` derives it). */
function completedAs(row: CertificateRow, anchoring: SettledAnchoring): CertificateRow {
  const { batchId, ...read } = anchoring;
  return { ...row, ...read, batchId, status: 'completed', finalizedAt: null };
}

/**
 * The certificates heard settled lately, for `windowMs`: a waiter that comes just after its certificate
 * settled reads its row again rather than wait for an event already gone. Thousands are heard a second under
 * load, each id held a minute, so adding and forgetting cost the same for every id, whatever the count: ids
 * are forgotten by the announcement that brought them, oldest first, never by walking the whole set (a Map
 * walked from its start after many deletes skips every hole they left: 3.6 µs an id at 20,000 a second).
 */
interface RecentSettlements {
  /** The ids just heard settled, at `now`. */
  add(ids: readonly string[], now: number): void;
  /** Whether the id was heard settled within the window before `now`. */
  has(id: string, now: number): boolean;
}

/**
 * @internal exported for its tests
 */
export function createRecentSettlements(windowMs: number): RecentSettlements {
  /** Each id's latest hearing. */
  const heardAt = new Map<string, number>();
  /** The hearings in the order they came, each with its ids. */
  const hearings: { at: number; ids: readonly string[] }[] = [];

  function forgetBefore(limit: number) {
    while (hearings.length > 0 && (hearings[0]?.at ?? limit) < limit) {
      const hearing = hearings.shift();
      if (!hearing) break;
      // An id heard again since keeps its later hearing.
      for (const id of hearing.ids) if (heardAt.get(id) === hearing.at) heardAt.delete(id);
    }
  }

  return {
    add(ids, now) {
      if (ids.length === 0) return;
      for (const id of ids) heardAt.set(id, now);
      hearings.push({ at: now, ids });
      forgetBefore(now - windowMs);
    },
    has(id, now) {
      const at = heardAt.get(id);
      return at !== undefined && at >= now - windowMs;
    },
  };
}
