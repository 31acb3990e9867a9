import { inFlightBatches } from './batch-repository';
import type { SettledAnchoring } from './complete-mined-batch';
import type { EngineContext } from './engine-context';
import { advanceBatch, findMined, type InFlight, type TrackOptions } from './track-batch';

export interface SettledBatch {
  batchId: string;
  /** The certificates that reached a final state: completed, or failed. */
  certificateIds: string[];
  /** Completed: what they now read, as the engine found it on chain. */
  anchoring?: SettledAnchoring;
}

/**
 * Moves every batch in flight forward. Those mined successfully complete side by side, so completing one
 * (a few hundred milliseconds for 10,000 certificates) never delays the next one of the same block; the
 * others go one at a time, since a retry or a replacement takes a nonce.
 * @returns the batches that reached a final state, and how many are still in flight.
 */
export async function trackFlights(
  ctx: EngineContext,
  options: Omit<TrackOptions, 'now'>,
): Promise<{ settled: SettledBatch[]; inFlight: number }> {
  const flights = await inFlightBatches(ctx.db, ctx.chain.chain.id, ctx.chain.contractAddress);
  const mined = await Promise.all(flights.map((flight) => findMined(ctx, flight.transactions)));
  const settled: SettledBatch[] = [];
  const advance = async (flight: InFlight, index: number) => {
    const progress = await advanceBatch(
      ctx,
      flight,
      { ...options, now: ctx.clock.now() },
      mined[index] ?? null,
    );
    if (progress.kind === 'completed') {
      const { certificateIds, anchoring } = progress;
      settled.push({ batchId: flight.batch.id, certificateIds, anchoring });
    }
    if (progress.kind === 'failed')
      settled.push({ batchId: flight.batch.id, certificateIds: progress.certificateIds });
  };

  await Promise.all(flights.map((flight, i) => (mined[i]?.status === 'success' ? advance(flight, i) : null)));
  for (const [i, flight] of flights.entries()) if (mined[i]?.status !== 'success') await advance(flight, i);
  return { settled, inFlight: flights.length - settled.length };
}
