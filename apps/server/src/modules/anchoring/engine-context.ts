import type { AnchorLog } from '../../adapters/chain/anchor-log';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { Logger } from '../../adapters/logger';
import type { Config } from '../../config';

/** Points where a test may stop the engine as a crash would, to prove recovery from each. */
export type CrashPoint = 'before-broadcast' | 'after-broadcast' | 'after-receipt';

/** Thrown by a fault hook: the engine stops on the spot, leaving the database as a dead process would. */
export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

export interface EngineContext {
  db: Db;
  /** The certificates this engine anchors: each mode has its engine, chain and contract. */
  mode: ApiMode;
  anchorLog: AnchorLog;
  chain: ChainClient;
  settings: Config['anchoring'];
  log: Logger;
  /** The engine's one clock. */
  clock: Clock;
  /** Called at each crash point; throwing SimulatedCrash there simulates a crash. */
  crashPoint?: (point: CrashPoint) => void | Promise<void>;
  /**
   * Told when a batch completes at a sequence another confirmed batch claims: the chain went back and the
   * engine must check its whole log from there (`check-chain-log.ts`).
   */
  chainWentBack?: (contestedSequence: number) => void;
}
