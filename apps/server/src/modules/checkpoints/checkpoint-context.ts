import type { AnchorLog } from '../../adapters/chain/anchor-log';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { Config } from '../../config';
import type { CheckpointLog } from './checkpoint-repository';

/** Points where a test may stop the job as a crash would: around the broadcast. */
export type CheckpointCrashPoint = 'before-broadcast' | 'after-broadcast';

/** What every step of a checkpoint's life uses. */
export interface CheckpointContext {
  db: Db;
  /** The L1 log written to, and the Base log it seals. */
  log: CheckpointLog;
  /** The L1 chain and its signer; `saveState` on the embedded one. */
  l1: ChainClient;
  l1Log: AnchorLog;
  settings: Config['checkpoint'];
  clock: Clock;
  logger: Logger;
  /** At most this many roots in one checkpoint: the rest make the next one. */
  maxLeaves: number;
  /** With no receipt after this long, its transaction is replaced with higher fees. */
  stuckAfterMs: number;
  crashPoint?: (point: CheckpointCrashPoint) => void | Promise<void>;
  /** Told once a checkpoint is final: its certificates' webhooks are in the outbox. */
  onFinal?: () => void;
}
