import type { Db } from '../../adapters/db/database';
import type { TimeStamper } from '../../adapters/tsa/request-timestamp';
import { findUnstampedBatches, recordTimestampFailure, saveTimestamp } from './timestamp-repository';

export interface StampConfirmedBatchesOptions {
  db: Db;
  stamper: TimeStamper;
  now: Date;
  /** How long a batch waits before the TSA is asked again after a failure. */
  retryMs: number;
  /** Batches asked for per round. */
  limit?: number;
}

/**
 * One round: asks the TSA for a token on each confirmed batch's root that has none. No database transaction
 * is open while the TSA is asked. The first failure ends the round (a TSA that is down is asked once per
 * round, not once per batch) and puts that batch back for `retryMs`.
 * @returns how many batches got their token, and whether the TSA failed.
 */
export async function stampConfirmedBatches(
  options: StampConfirmedBatchesOptions,
): Promise<{ stamped: number; failed: boolean }> {
  const batches = await findUnstampedBatches(options.db, options.now, options.limit ?? 20);
  let stamped = 0;
  for (const batch of batches) {
    try {
      const stamp = await options.stamper.stamp(batch.root);
      await saveTimestamp(options.db, batch.id, {
        token: Buffer.from(stamp.token).toString('base64'),
        time: stamp.genTime,
        authority: stamp.authority,
        qualified: options.stamper.qualified,
        chain: stamp.chain,
      });
      stamped++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordTimestampFailure(
        options.db,
        batch.id,
        message,
        new Date(options.now.getTime() + options.retryMs),
      );
      return { stamped, failed: true };
    }
  }
  return { stamped, failed: false };
}
