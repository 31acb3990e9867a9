import type { Checkpointer } from '../checkpoints/create-checkpointer';
import type { HealthParts } from './check-health';

/**
 * The checkpoint job as /api/health shows it (`checkpoint`): the L1 chain, its signer's balance, the next
 * checkpoint, the last one's cost and timing. Not critical: an Ethereum outage delays the seal, never a
 * sale or an anchoring, so it is listed in `warnings` and the answer stays 200.
 */
export function checkpointHealthParts(checkpointer: Pick<Checkpointer, 'health'>): HealthParts {
  return { checkpoint: { check: () => checkpointer.health(), critical: false } };
}
