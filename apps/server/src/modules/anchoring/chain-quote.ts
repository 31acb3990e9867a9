import type { AnchorLog, Fees } from '../../adapters/chain/anchor-log';

/** What a send asks the chain: the signer's pending nonce and the fees. */
export type ChainQuote = { pendingNonce: number; fees: Fees };

/**
 * The chain's quote for the block after `head`, asked once per block and only when there is something to
 * send: an idle engine asks the chain nothing but its head. Under load it is asked at the first gathering
 * of the block, off the send's critical path.
 */
export function createChainQuote(anchorLog: AnchorLog): {
  at(head: bigint): Promise<ChainQuote>;
  /** Forgets the quote asked: after a failure or a lost lead, the next send asks again. */
  forget(): void;
} {
  let quote: { head: bigint; answer: Promise<ChainQuote> } | null = null;

  /**
   * The pending nonce only has to step over transactions sent with the key by someone else (ours are
   * counted in the database), so one read at the block is recent enough.
   */
  function askChain(): Promise<ChainQuote> {
    const answer = Promise.all([anchorLog.pendingNonce(), anchorLog.estimateFees()]).then(
      ([pendingNonce, fees]) => ({ pendingNonce, fees }),
    );
    // Awaited by the send; a failure there pauses the engine.
    answer.catch(() => {});
    return answer;
  }

  return {
    at(head) {
      if (quote?.head !== head) quote = { head, answer: askChain() };
      return quote.answer;
    },
    forget() {
      quote = null;
    },
  };
}
