import type { Database } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { resyncNonce } from './batch-repository';
import type { ChainLogWatch } from './chain-log-watch';
import type { BatchSender } from './create-batch-sender';
import { type CrashPoint, type EngineContext, SimulatedCrash } from './engine-context';
import type { EngineState } from './engine-state';

// The same key on every instance: whoever holds it is the one anchoring leader of its mode.
const LEADER_LOCK_IDS: Record<ApiMode, bigint> = { live: 0x686f726f646f6331n, test: 0x686f726f646f6374n };
const LOCK_CHECK_MS = 1000;

/**
 * Takes the lead, or checks (once a second) that this instance still holds it. A new leader first puts the
 * chain and the database in order: its confirmed batches checked before any send, the certificates a dead
 * leader left gathered put back in the queue, the nonce read again.
 * @returns whether this instance leads.
 */
export async function lead(parts: {
  ctx: EngineContext;
  state: EngineState;
  database: Database;
  sender: BatchSender;
  chainLog: ChainLogWatch;
}): Promise<boolean> {
  const { ctx, state, database, sender, chainLog } = parts;
  const { clock, log, anchorLog } = ctx;
  const now = clock.now();
  if (state.lock && now - state.lastLockCheck > LOCK_CHECK_MS) {
    state.lastLockCheck = now;
    if (!(await state.lock.isHeld())) {
      log.warn('anchoring: leadership lost (database session gone)');
      state.lock = null;
      // The next leader puts the gathered certificates back in the queue.
      sender.forget();
    }
  }
  if (state.lock) return true;
  state.lock = await database.tryAcquireSessionLock(LEADER_LOCK_IDS[ctx.mode]);
  if (!state.lock) return false;
  state.lastLockCheck = now;
  state.flightsMayExist = true;
  state.awaitingFinality = true;
  log.info(
    { signer: anchorLog.signer, contract: ctx.chain.contractAddress },
    'anchoring: this instance is the leader',
  );
  // Nobody watched the chain before this leader: its confirmed batches are checked before any send.
  chainLog.requestFullCheck();
  await checkOwner(ctx);
  // A leader that died while gathering left certificates in open batches.
  await sender.release();
  await syncNonce(ctx);
  return true;
}

/** The next nonce from the chain's and our batches in flight: at the lead, and after the chain went back. */
export async function syncNonce(ctx: EngineContext): Promise<void> {
  const { anchorLog, chain } = ctx;
  const chainPending = await anchorLog.pendingNonce();
  const next = await resyncNonce(
    ctx.db,
    chain.chain.id,
    chain.contractAddress,
    anchorLog.signer,
    chainPending,
    new Date(ctx.clock.now()),
  );
  ctx.log.debug({ chainPending, next }, 'anchoring: nonce synchronised');
}

async function checkOwner(ctx: EngineContext) {
  const { anchorLog } = ctx;
  const owner = await anchorLog.owner();
  if (owner.toLowerCase() !== anchorLog.signer.toLowerCase()) {
    ctx.log.error(
      { owner, signer: anchorLog.signer },
      'anchoring: the signer does not own the contract; anchoring will revert',
    );
  }
}

/**
 * A crash point that throws stops the engine on the spot, before any other job starts, as a killed
 * process would stop.
 */
export function crashHere(state: EngineState, crashPoint: (point: CrashPoint) => void | Promise<void>) {
  return async (point: CrashPoint) => {
    try {
      await crashPoint(point);
    } catch (error) {
      if (error instanceof SimulatedCrash) {
        state.crashed = true;
        state.running = false;
        state.headWatchStop.abort();
        state.sleeping?.abort();
      }
      throw error;
    }
  };
}
