/**
 * The states of an anchor batch and the only moves between them. Repositories change a batch's state
 * with a conditional update (`where state in fromStates(to)`), so a move this table does not allow
 * changes nothing, whoever tries it.
 *
 * open: gathering pending certificates, no root, never signed (released by deleting it);
 * sealed: root, leaves and nonce fixed, its transaction signed and stored, maybe not broadcast;
 * sent: broadcast, awaiting its receipt;
 * mined: its transaction is in a block, its outcome stored on the batch, awaiting confirmations;
 * confirmed: enough confirmations: its certificates are completed (derived, never copied);
 * failed: given up;
 * dropped: was confirmed, but its root is no longer on the chain; its certificates went back to the queue.
 */
export const BATCH_STATES = ['open', 'sealed', 'sent', 'mined', 'confirmed', 'failed', 'dropped'] as const;

export type BatchState = (typeof BATCH_STATES)[number];

/** Every legal move, keyed by the state it leaves. */
const NEXT: Record<BatchState, readonly BatchState[]> = {
  open: ['sealed', 'failed'],
  // sealed → sealed: re-signed with a new nonce before its broadcast was recorded.
  sealed: ['sent', 'sealed', 'failed'],
  // sent → sealed: reverted or its nonce taken, re-signed with a new nonce.
  sent: ['mined', 'sealed', 'failed'],
  // mined → sent: the block that held it left the chain before it had enough confirmations.
  mined: ['confirmed', 'sent', 'failed'],
  confirmed: ['dropped'],
  failed: [],
  dropped: [],
};

export function canTransition(from: BatchState, to: BatchState): boolean {
  return NEXT[from].includes(to);
}

/**
 * The states a batch may be in to move to `to`: the guard of every conditional update.
 * @internal exported for its tests
 */
export function fromStates(to: BatchState): BatchState[] {
  return BATCH_STATES.filter((from) => canTransition(from, to));
}
