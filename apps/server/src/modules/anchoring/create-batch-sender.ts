import { createBatchGatherer } from './batch-gatherer';
import type { BlockClock } from './block-clock';
import { createBlockSends, MAX_BATCHES_PER_BLOCK } from './block-sends';
import { type ChainQuote, createChainQuote } from './chain-quote';
import type { EngineContext } from './engine-context';
import { hasPendingCertificates } from './open-batch-repository';
import type { SentBatch } from './send-batch';
import { createSendSchedule, LAST_GATHER_MS } from './send-schedule';

/** Pending certificates are claimed into the open batch at this pace, between the sends. */
const GATHER_EVERY_MS = 200;

/**
 * The leader's sending side: gathers pending certificates into open batches between blocks, sends a batch
 * as soon as it is full, and the last one just before the block. Only the leader uses it.
 */
export interface BatchSender {
  /**
   * One look at the time: gathers, sends full batches, and when due the batch aimed at the block after
   * `head`. Gathers nothing while `paused`: certificates must not wait in a batch that cannot be sent.
   */
  step(head: bigint, state: { paused: boolean; requested: boolean }): Promise<void>;
  /** How long the engine may sleep before its next look: the poll, or less when the send is due sooner. */
  untilDue(head: bigint | null, requested: boolean, pollMs: number): number;
  /** After a failure: what was gathered may be out of step with the database; put it back in the queue. */
  recover(): Promise<void>;
  /** Puts back in the queue what this or a dead leader gathered: when taking the lead, and when stopping. */
  release(): Promise<void>;
  /** Forgets what was gathered, leaving it to the next leader: when the lead is lost. */
  forget(): void;
  /**
   * From now on every arrival is told by `arrived()` (the embedded database's trigger): an idle engine need
   * not read the queue at each block, only after an arrival, and once in a while should a signal be lost.
   */
  hearArrivals(): void;
  /** Certificates were added: the queue is worth a look, at the gathering pace for a block time. */
  arrived(): void;
}

/** With arrivals heard, how often an idle engine still reads the queue, should a signal be lost. */
const UNHEARD_LOOK_MS = 60_000;

/** An idle engine's loop sleeps longer: a new block, a waiter or a stop wakes it sooner. */
const idlePollMs = (pollMs: number) => Math.max(pollMs, 1000);

/**
 * How the queue may be watched while idle. On a database server a look is a round trip answered from an
 * index, so the engine keeps looking at its gathering pace: a fingerprint arriving after a quiet spell is
 * claimed at once, and makes the next block. On the embedded database every look runs in the server's own
 * process, so an idle engine looks once per block, at the send, or only after an arrival once it hears them
 * (`hearArrivals`).
 */
export type IdleWatch = 'every-gathering' | 'once-per-block';

export function createBatchSender(
  ctx: EngineContext,
  clock: BlockClock,
  onSent: (sent: SentBatch) => void,
  idleWatch: IdleWatch,
): BatchSender {
  const { settings, log } = ctx;
  const schedule = createSendSchedule(clock, settings.intervalMs);
  const gatherer = createBatchGatherer(ctx, { maxBatch: settings.maxBatch, maxOpen: MAX_BATCHES_PER_BLOCK });
  const sendBatches = createBlockSends(ctx, gatherer, onSent);
  let lastGatherAt = 0;
  /** Asked once per block, ahead of the send: off its critical path. */
  const quote = createChainQuote(ctx.anchorLog);
  /** A release that failed is retried before anything else. */
  let releasePending = false;
  /**
   * Whether to gather at the gathering pace. Certificates arrive in bursts (a client's bulk insert, a
   * batch upload): one empty look between two of them must not stop the gathering, or the next burst waits
   * for the send and the send for a whole backlog's claim, and misses its block. So the engine stays busy
   * for a block time after the last certificate it found.
   */
  /** When a look last found certificates; a new engine starts busy, as one that just found some. */
  let lastFoundAt = ctx.clock.now();
  const busy = (now: number) => idleWatch === 'every-gathering' || now - lastFoundAt < clock.blockTimeMs();
  /** The head at which the queue was found empty for the send: not asked again before the next block. */
  let foundEmptyAt: bigint | null = null;
  /** Whether arrivals are told (see `hearArrivals`), whether one came since the last look, and when that was. */
  let hearing = false;
  let arrivedSinceLook = false;
  let lastLookAt = 0;
  /** Heard arrivals, none since an empty look not too long ago: the queue is still empty. */
  const stillEmpty = (requested: boolean) =>
    hearing &&
    foundEmptyAt !== null &&
    !requested &&
    !arrivedSinceLook &&
    ctx.clock.now() - lastLookAt < UNHEARD_LOOK_MS;

  /**
   * The send aimed at the block: a last gathering, then the gathered batches. The chain's answer is awaited
   * first, so a node that is down stops the send before anything more is claimed.
   */
  async function sendDue(head: bigint, requested: boolean, quoteFor: () => Promise<ChainQuote>) {
    const started = ctx.clock.now();
    if (gatherer.size() === 0) {
      // A flow waiting on its certificate asks at each look: it may have come after the block's first look.
      if (foundEmptyAt === head && !requested) return;
      if (stillEmpty(requested)) {
        foundEmptyAt = head;
        return;
      }
      arrivedSinceLook = false;
      lastLookAt = ctx.clock.now();
      if (!(await hasPendingCertificates(ctx.db, ctx.mode))) {
        foundEmptyAt = head;
        return;
      }
    }
    lastFoundAt = ctx.clock.now();
    schedule.sending(head);
    const quoted = quoteFor();
    await quoted;
    const asked = ctx.clock.now();
    await gatherer.gather(asked + LAST_GATHER_MS);
    lastGatherAt = ctx.clock.now();
    log.debug(
      {
        aheadOfBlockMs: (clock.nextBlockAt() ?? started) - started,
        chainMs: asked - started,
        gatherMs: lastGatherAt - asked,
      },
      'anchoring: sending',
    );
    if ((await sendBatches(head, quoted, { full: false })) > 0)
      schedule.sent(started, ctx.clock.now() - lastGatherAt);
  }

  async function release() {
    releasePending = true;
    await gatherer.release();
    releasePending = false;
    // Back in the queue without an insert: no arrival tells of them.
    arrivedSinceLook = true;
  }

  return {
    async step(head, state) {
      if (releasePending) await release();
      const now = ctx.clock.now();
      const dueAt = schedule.dueAt(head, state.requested);
      // Not just before the send either, which gathers last: it would start late.
      const sendSoon = dueAt !== null && dueAt - now < GATHER_EVERY_MS;
      if (!state.paused && busy(now) && !sendSoon && now - lastGatherAt >= GATHER_EVERY_MS) {
        lastGatherAt = now;
        const before = gatherer.size();
        // Stopped at the send's time, which must not start late behind a long claim.
        await gatherer.gather(dueAt ?? undefined);
        if (gatherer.size() > before) lastFoundAt = now;
        // A full batch can take no more: sent now it makes the same block.
        if (gatherer.size() > 0) await sendBatches(head, quote.at(head), { full: true });
      }
      if (dueAt !== null && ctx.clock.now() >= dueAt)
        await sendDue(head, state.requested, () => quote.at(head));
    },

    untilDue(head, requested, pollMs) {
      // Past its send with nothing to send, the block has nothing more to wait for: the next one wakes the loop.
      if (head !== null && foundEmptyAt === head && !requested && !busy(ctx.clock.now()))
        return idlePollMs(pollMs);
      const dueAt = head === null ? null : schedule.dueAt(head, requested);
      // Idle, nothing is gathered between looks: the loop sleeps to the send (an arrival wakes it sooner).
      const pace = busy(ctx.clock.now()) ? pollMs : idlePollMs(pollMs);
      return dueAt === null ? pace : Math.max(0, Math.min(pace, dueAt - ctx.clock.now()));
    },

    async recover() {
      gatherer.forget();
      quote.forget();
      // At once: the certificates may expire while the engine is paused. If that fails too, at the next step.
      await release().catch(() => {});
    },

    release,

    forget() {
      gatherer.forget();
      quote.forget();
    },

    hearArrivals() {
      hearing = true;
      // What came while no one heard is read at the first look.
      arrivedSinceLook = true;
    },

    arrived() {
      arrivedSinceLook = true;
      lastFoundAt = ctx.clock.now();
    },
  };
}
