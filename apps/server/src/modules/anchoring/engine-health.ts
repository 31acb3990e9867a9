import { anchoringLag } from './batch-repository';
import type { ChainLogWatch } from './chain-log-watch';
import type { EngineContext } from './engine-context';
import type { HeadWatch } from './engine-head-watch';
import type { EngineState } from './engine-state';

/** The engine's part of /api/health: lag, last batch, signer balance, the chain-log checks. */
export async function engineHealth(parts: {
  ctx: EngineContext;
  state: EngineState;
  heads: HeadWatch;
  chainLog: ChainLogWatch;
}): Promise<{ ok: boolean; [key: string]: unknown }> {
  const { ctx, state, heads, chainLog } = parts;
  const { clock, settings } = ctx;
  const lag = await anchoringLag(ctx.db, ctx.mode);
  const last = lag.lastBatch;
  return {
    ok: heads.isAvailable(),
    leader: state.lock !== null,
    paused: state.paused ? { sinceMs: clock.now() - state.paused.since, error: state.paused.error } : null,
    pending: lag.pending,
    lagMs: lag.oldestPendingAt ? clock.now() - lag.oldestPendingAt.getTime() : 0,
    lastBatch: last
      ? {
          root: last.root,
          state: last.state,
          leafCount: last.leafCount,
          txHash: last.txHash,
          blockNumber: last.blockNumber,
          gasUsed: last.gasUsed?.toString() ?? null,
          feeWei: last.feeWei,
          createdAt: last.createdAt,
        }
      : null,
    signerBalanceWei: state.signerBalance?.toString() ?? null,
    lowBalance: state.signerBalance !== null && state.signerBalance < settings.lowBalanceWei,
    /** How long the head request in flight has waited; past a few seconds, payments are refused. */
    chainSilentMs: heads.chainSilentMs(),
    chainLog: await chainLog.health(),
  };
}
