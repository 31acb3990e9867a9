import type { Clock } from '../../adapters/clock/clock';
import type { Logger } from '../../adapters/logger';
import { deliverWebhook, HOST_POLICY, type WebhookDeliveryDeps } from './deliver-webhook';
import {
  insertEndpointCheckpointedDeliveries,
  insertEndpointDeliveries,
} from './endpoint-delivery-repository';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  type DeliverySlots,
  insertCheckpointedDeliveries,
  insertDueDeliveries,
  insertSettledBatchDeliveries,
  nextDeliveryDueAt,
} from './webhook-delivery-repository';

/** The job's name on the scheduler: woken by it when certificates settle or a redelivery is asked for. */
export const WEBHOOK_DELIVERY = 'webhook-delivery';

/** The sweep's pace: what another instance or a crash left unwritten is written within this. */
const SWEEP_EVERY_MS = 30_000;

/**
 * The webhook outbox as a named background job. Each run claims what the free slots allow and starts those
 * sends without waiting for them: a send holds its own slot, for its deadline at most, and its end wakes the
 * job (`onSent`) to fill the slot again. So deliveries to one host never wait for another's:
 * - a host in good standing (it answered its latest try) has `hostConcurrency` slots in this instance;
 * - a host on probation (not answered yet, or failing) has two, one once it left three tries in a row
 *   unanswered, none while it is paused (`webhook_hosts`, shared by the instances);
 * - hosts on probation share half the slots at most, and are served after those in good standing.
 */
export interface WebhookDeliveryJob {
  name: typeof WEBHOOK_DELIVERY;
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
  /** Tries started since the job was made. */
  started(): number;
  /** Deliveries answered with a 2xx since the job was made. */
  delivered(): number;
}

export function createWebhookDeliveryJob(
  deps: WebhookDeliveryDeps & {
    clock: Clock;
    /** Called when a send ends and its slot is free. */
    onSent?: () => void;
    log?: Logger;
    sweepEveryMs?: number;
  },
): WebhookDeliveryJob {
  const sweepEveryMs = deps.sweepEveryMs ?? SWEEP_EVERY_MS;
  // A try lives within its deadline: its lease outlasts it, so no other instance takes it meanwhile.
  const leaseMs = Math.max(60_000, 2 * deps.timeoutMs);
  const probationSlots = Math.max(1, Math.floor(deps.concurrency / 2));
  const underWay = new Set<Promise<void>>();
  const busy = new Map<string, number>();
  let onProbation = 0;
  let started = 0;
  let delivered = 0;
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  let nextDueAt: number | null = null;
  const awaitingEnd: Array<() => void> = [];

  const slots = (limit: number): DeliverySlots => ({
    limit,
    perHost: deps.hostConcurrency,
    busy,
    policy: HOST_POLICY,
  });

  const start = (rows: ClaimedDelivery[], now: Date) => {
    for (const { probation, ...row } of rows) {
      started++;
      busy.set(row.host, (busy.get(row.host) ?? 0) + 1);
      if (probation) onProbation++;
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
          if (probation) onProbation--;
          underWay.delete(send);
          for (const resolve of awaitingEnd.splice(0)) resolve();
          deps.onSent?.();
        });
      underWay.add(send);
    }
  };

  return {
    name: WEBHOOK_DELIVERY,
    every: () => sweepEveryMs,
    dueInMs() {
      const now = deps.clock.now();
      const sweepIn = lastSweepAt + sweepEveryMs - now;
      return Math.max(0, Math.min(sweepIn, nextDueAt === null ? Number.POSITIVE_INFINITY : nextDueAt - now));
    },
    async run() {
      const now = new Date(deps.clock.now());
      if (now.getTime() - lastSweepAt >= sweepEveryMs) {
        await insertDueDeliveries(deps.db, undefined, now);
        await insertSettledBatchDeliveries(deps.db, undefined, now);
        await insertCheckpointedDeliveries(deps.db, undefined, now);
        await insertEndpointDeliveries(deps.db, undefined, now);
        await insertEndpointCheckpointedDeliveries(deps.db, undefined, now);
        lastSweepAt = now.getTime();
      }
      const probationRoom = () => Math.max(0, probationSlots - onProbation);
      const claimed = await claimDueDeliveries(deps.db, {
        now,
        leaseMs,
        slots: { ...slots(deps.concurrency - underWay.size), probationLimit: probationRoom() },
      });
      start(claimed, now);
      // While sends are under way, the end of each wakes the job, which looks again then: a retry falling due
      // meanwhile waits a try's deadline at most.
      if (underWay.size > 0) {
        nextDueAt = null;
        return;
      }
      const dueAt = await nextDeliveryDueAt(deps.db, {
        now,
        slots: slots(0),
        probationAllowed: probationRoom() > 0,
      });
      nextDueAt = dueAt?.getTime() ?? null;
    },
    sending: () => underWay.size,
    nextSent: () =>
      underWay.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => awaitingEnd.push(resolve)),
    async settle() {
      while (underWay.size > 0) await Promise.all(underWay);
    },
    started: () => started,
    delivered: () => delivered,
  };
}
