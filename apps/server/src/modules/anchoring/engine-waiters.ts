import { EventEmitter } from 'node:events';
import type { Database } from '../../adapters/db/database';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { notifyCertificatesSettled } from '../webhooks/notify-certificates-settled';
import { AnchoringError } from './anchoring-engine';
import { certificateStatus } from './batch-repository';
import type { EngineContext } from './engine-context';
import { type EngineState, wakeLoop } from './engine-state';

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

/** The callers waiting for their certificate (`anchorNowAndWait`), and what wakes them. */
export interface EngineWaiters {
  /** Tells waiters here, in other instances and through webhooks, of the certificates that reached a final state. */
  announce(ids: string[]): void;
  /** Hears the certificates settled by whichever instance leads; resolves with how to stop hearing them. */
  listen(): Promise<(() => Promise<void>) | null>;
  /** Asks for a batch at the next block and waits for the certificate's final state. */
  anchorNowAndWait(certificateId: string, timeoutMs: number): Promise<CertificateRow>;
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

  /** Until the certificate settles, the engine stops, or `ms` pass (the safety read). */
  function settledOrAfter(certificateId: string, ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        settled.off(certificateId, done);
        settled.off('stopped', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      settled.on(certificateId, done);
      settled.on('stopped', done);
    });
  }

  return {
    announce(ids) {
      for (const id of ids) settled.emit(id);
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
          for (const id of payload.split(',')) if (id) settled.emit(id);
        })
        .catch((error: unknown) => {
          log.warn({ err: String(error) }, 'anchoring: no notifications, waiters read the database instead');
          return null;
        });
    },

    async anchorNowAndWait(certificateId, timeoutMs) {
      state.batchRequested = true;
      wakeLoop(state);
      const deadline = clock.now() + timeoutMs;
      for (;;) {
        const row = await certificateStatus(ctx.db, certificateId);
        if (!row) throw new AnchoringError('failed', `certificate ${certificateId} does not exist`);
        if (row.status === 'completed') return row;
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
        if (state.stopped) throw new AnchoringError('stopped', 'the anchoring engine stopped while waiting');
        await settledOrAfter(certificateId, Math.min(waiterPollMs, remaining));
      }
    },

    stopped() {
      settled.emit('stopped');
    },
  };
}
