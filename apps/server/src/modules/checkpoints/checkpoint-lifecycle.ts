/**
 * The states of an Ethereum checkpoint and the only moves between them. Repositories change a checkpoint's
 * state with a conditional update (`where state in fromStates(to)`), so a move this table does not allow
 * changes nothing, whoever tries it.
 *
 * gathered: its roots chosen, tree built, root fixed, its transaction signed and stored with its nonce, maybe
 *   not broadcast; its batches point to it;
 * sent: broadcast, awaiting its receipt;
 * mined: in an L1 block, its outcome stored, awaiting confirmations;
 * confirmed: enough confirmations; the block header and receipt proof read and stored;
 * final: its block is final on Ethereum: the covered certificates' proofs carry the seal from now on.
 */
export const CHECKPOINT_STATES = ['gathered', 'sent', 'mined', 'confirmed', 'final'] as const;

export type CheckpointState = (typeof CHECKPOINT_STATES)[number];

/** Every legal move, keyed by the state it leaves. */
const NEXT: Record<CheckpointState, readonly CheckpointState[]> = {
  // gathered → gathered: re-signed with a new nonce before its broadcast was recorded.
  gathered: ['sent', 'gathered'],
  // sent → gathered: reverted, or its nonce taken by another transaction: re-signed with a new nonce.
  sent: ['mined', 'gathered'],
  // mined → sent: its block left the chain before its confirmations.
  mined: ['confirmed', 'sent'],
  // confirmed → sent: its block left the chain before it was final.
  confirmed: ['final', 'sent'],
  final: [],
};

export function canMoveCheckpoint(from: CheckpointState, to: CheckpointState): boolean {
  return NEXT[from].includes(to);
}

/**
 * The states a checkpoint may be in to move to `to`: the guard of every conditional update.
 * @internal exported for its tests
 */
export function checkpointFromStates(to: CheckpointState): CheckpointState[] {
  return CHECKPOINT_STATES.filter((from) => canMoveCheckpoint(from, to));
}
