import type { Logger } from '../../adapters/logger';
import { deliverWebhook, HOST_PAUSES, type WebhookDeliveryDeps } from './deliver-webhook';
import {
  claimDueDeliveries,
  type DeliverySlots,
  insertDueDeliveries,
  insertSettledBatchDeliveries,
  nextDeliveryDueAt,
} from './webhook-delivery-repository';

/** The sweep's pace: what another instance or a crash left unwritten is written within this. */
const SWEEP_EVERY_MS = 30_000;

/**
 * The webhook outbox as a named background job. Each run claims what the free slots allow and starts those
 * sends without waiting for them: a send holds its own slot, for its deadline at most, and its end wakes the
 * job (`onSent`) to fill the slot again. So deliveries to one host never wait for another's:
 * - each host has `hostConcurrency` slots in this instance, one while it keeps leaving tries unanswered, none
 *   while it is paused (`webhook_hosts`, shared by the instances);
 * - hosts that lately left a try unanswered share half the slots at most, and are served after the others.
 */
export interface WebhookDeliveryJob {
  name: 'webhook-delivery';
  /** The sweep's pace. */
  every(): number;
  /** Until the next delivery this instance can start, or the next sweep; woken sooner by a send's end. */
  dueInMs(): number;
  run(): Promise<void>;
  /** Sends under way. */
  sending(): number;
  /** Resolves when one of the sends under way ends, at once when none is. */
  nextSent(): Promise<void>;
  /** Resolves when every send under way has ended. */
  settle(): Promise<void>;
  /** Deliveries answered with a 2xx since the job was made. */
  delivered(): number;
}

export function createWebhookDeliveryJob(
  deps: WebhookDeliveryDeps & {
    /** The job's clock, in milliseconds: the system's in production, a driven one in tests. */
    now: () => number;
    /** Called when a send ends and its slot is free. */
    onSent?: () => void;
    log?: Logger;
    sweepEveryMs?: number;
  },
): WebhookDeliveryJob {
  const sweepEveryMs = deps.sweepEveryMs ?? SWEEP_EVERY_MS;
  // A try lives within its deadline: its lease outlasts it, so no other instance takes it meanwhile.
  const leaseMs = Math.max(60_000, 2 * deps.timeoutMs);
  const suspectSlots = Math.max(1, Math.floor(deps.concurrency / 2));
  const underWay = new Set<Promise<void>>();
  const busy = new Map<string, number>();
  let suspects = 0;
  let delivered = 0;
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  let nextDueAt: number | null = null;
  const ended: Array<() => void> = [];

  const slots = (limit: number): DeliverySlots => ({
    limit,
    perHost: deps.hostConcurrency,
    busy,
    tripAfter: HOST_PAUSES.tripAfter,
  });

  const start = (rows: Awaited<ReturnType<typeof claimDueDeliveries>>, now: Date, suspect: boolean) => {
    for (const row of rows) {
      busy.set(row.host, (busy.get(row.host) ?? 0) + 1);
      if (suspect) suspects++;
      const send = deliverWebhook(deps, row, now)
        .then((ok) => {
          if (ok) delivered++;
        })
        .catch((error: unknown) => {
          // The try is lost, not the delivery: its lease ends and it is sent again.
          deps.log?.error({ err: error, delivery: row.id }, 'webhooks: a try could not be recorded');
        })
        .finally(() => {
          const left = (busy.get(row.host) ?? 1) - 1;
          if (left > 0) busy.set(row.host, left);
          else busy.delete(row.host);
          if (suspect) suspects--;
          underWay.delete(send);
          for (const wake of ended.splice(0)) wake();
          deps.onSent?.();
        });
      underWay.add(send);
    }
  };

  return {
    name: 'webhook-delivery',
    every: () => sweepEveryMs,
    dueInMs() {
      const now = deps.now();
      const sweepIn = lastSweepAt + sweepEveryMs - now;
      return Math.max(0, Math.min(sweepIn, nextDueAt === null ? Number.POSITIVE_INFINITY : nextDueAt - now));
    },
    async run() {
      const now = new Date(deps.now());
      if (now.getTime() - lastSweepAt >= sweepEveryMs) {
        await insertDueDeliveries(deps.db, undefined, now);
        await insertSettledBatchDeliveries(deps.db, undefined, now);
        lastSweepAt = now.getTime();
      }
      const claim = (limit: number, suspect: boolean) =>
        claimDueDeliveries(deps.db, { now, leaseMs, suspect, slots: slots(limit) });
      start(await claim(deps.concurrency - underWay.size, false), now, false);
      const suspectRoom = () => Math.min(deps.concurrency - underWay.size, suspectSlots - suspects);
      start(await claim(suspectRoom(), true), now, true);
      if (underWay.size >= deps.concurrency) {
        nextDueAt = null;
        return;
      }
      const dueAt = await nextDeliveryDueAt(deps.db, {
        now,
        slots: slots(0),
        suspectsAllowed: suspectRoom() > 0,
      });
      nextDueAt = dueAt?.getTime() ?? null;
    },
    sending: () => underWay.size,
    nextSent: () =>
      underWay.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => ended.push(resolve)),
    async settle() {
      while (underWay.size > 0) await Promise.all(underWay);
    },
    delivered: () => delivered,
  };
}
