import type { CertificateRow } from '../certificate-view/certificate-view';

/** Why a certificate could not be anchored in time for a caller waiting on it. */
export class AnchoringError extends Error {
  override name = 'AnchoringError';
  constructor(
    readonly reason: 'timeout' | 'failed' | 'expired' | 'stopped',
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/**
 * A completed certificate as a waiter gets it. `confirmedHere`: handed over by this process's engine as it
 * confirmed the batch (its transaction found mined on chain with enough confirmations), so checked on chain
 * by us a moment ago; false: read from the database, which alone proves nothing.
 */
export type AnchoredCertificate = CertificateRow & { confirmedHere: boolean };

/**
 * The anchoring worker seen from the flows: it batches pending certificates into Merkle roots on chain.
 */
export interface AnchoringEngine {
  /** Starts the worker loop (leader election, batching, confirmations, recovery). */
  start(): void;
  /** Stops the loop after the step under way; waiters get AnchoringError('stopped'). */
  stop(): Promise<void>;
  /**
   * Asks for a batch at the next opportunity instead of waiting for the interval, and resolves with the
   * certificate once it is `completed`: completed by this engine while it waited, the row as the engine
   * hands it over (`confirmedHere`), otherwise as read. Given the certificate's row rather than its id, it
   * does not read it first.
   * @throws AnchoringError when it fails, expires, or `timeoutMs` passes first (it may still complete later).
   */
  anchorNowAndWait(certificate: string | CertificateRow, timeoutMs: number): Promise<AnchoredCertificate>;
  /**
   * Whether anchoring works now: false while the engine is paused, or when the chain has not answered for a
   * few seconds. What sells an anchoring checks it first and answers `anchoring_paused`: no card is charged for
   * a proof the chain cannot give. An engine not started knows nothing against it and answers true.
   */
  isAvailable(): boolean;
  /**
   * Asks the leader to check its confirmed batches against the chain now: a flow found a root it had
   * recorded missing from the chain.
   */
  requestChainLogCheck(): void;
  /** For /api/health: lag, last batch, signer balance, the chain-log checks and what they re-anchored. */
  health(): Promise<{ ok: boolean; [key: string]: unknown }>;
}
