import type { Job } from '../../jobs/job-scheduler';
import { expireOverdue, hasOverdue, hasUnfinalized, markFinalized } from './batch-repository';
import type { EngineContext } from './engine-context';
import type { EngineState } from './engine-state';

/** Deadlines are minutes long: a few seconds late is soon enough to expire, and costs an idle server less. */
const EXPIRY_CHECK_MS = 15_000;
const FINALITY_CHECK_MS = 5000;
const BALANCE_CHECK_MS = 60_000;

// The leader's slow jobs: none of them is aimed at a block, so seconds late cost nothing.

export function expiryJob({ ctx, announce }: { ctx: EngineContext; announce: (ids: string[]) => void }): Job {
  const { db, mode, clock, log } = ctx;
  return {
    name: 'expiry',
    every: () => EXPIRY_CHECK_MS,
    run: async () => {
      if (!(await hasOverdue(db, mode, new Date(clock.now())))) return;
      const expired = await expireOverdue(db, mode, new Date(clock.now()));
      if (expired.length > 0) {
        log.warn({ certificates: expired.length }, 'anchoring: certificates expired before being anchored');
        announce(expired);
      }
    },
  };
}

/** Only while a confirmed batch waits for it: a lead and each settled batch set `awaitingFinality`. */
export function finalityJob(parts: { ctx: EngineContext; state: EngineState; onSettled?: () => void }): Job {
  const { ctx, state, onSettled } = parts;
  const { db, chain, anchorLog, clock } = ctx;
  return {
    name: 'finality',
    every: () => (state.awaitingFinality ? FINALITY_CHECK_MS : Number.POSITIVE_INFINITY),
    run: async () => {
      state.awaitingFinality = await hasUnfinalized(db, chain.chain.id, chain.contractAddress);
      if (!state.awaitingFinality) return;
      const finalized = await anchorLog.finalizedBlockNumber();
      if (
        finalized !== null &&
        (await markFinalized(
          db,
          chain.chain.id,
          chain.contractAddress,
          Number(finalized),
          new Date(clock.now()),
        )) > 0
      )
        onSettled?.();
    },
  };
}

export function balanceJob({ ctx, state }: { ctx: EngineContext; state: EngineState }): Job {
  const { anchorLog, settings, log } = ctx;
  return {
    name: 'balance',
    every: () => BALANCE_CHECK_MS,
    run: async () => {
      state.signerBalance = await anchorLog.balance();
      if (state.signerBalance < settings.lowBalanceWei) {
        log.warn(
          { signer: anchorLog.signer, balanceWei: state.signerBalance.toString() },
          'anchoring: signer balance is low',
        );
      }
    },
  };
}
