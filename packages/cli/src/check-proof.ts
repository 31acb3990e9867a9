import type { Proof } from '@horodoc/shared/proof';
import { PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import { type ProofFailure, verifyProof } from '@horodoc/shared/verify-proof';
import { createPublicClient, http } from 'viem';
import { defaultRpcFor } from './default-rpc';
import { EXIT, type ExitCode } from './exit-codes';

export type CheckOutcome =
  | { valid: true; proof: Proof; rpcUrl: string; sequence: number | null }
  | { valid: false; exitCode: ExitCode; message: string; details: Array<[label: string, value: string]> };

export interface CheckProofOptions {
  /** The proof as read from its file or from a server's answer, not trusted yet. */
  proof: unknown;
  /** SHA-256 of the file, computed here. */
  fingerprint: `0x${string}`;
  /** The node to ask; by default the public one of the proof's chain. */
  rpcUrl?: string;
}

const EXIT_BY_REASON: Record<ProofFailure, ExitCode> = {
  fingerprint_mismatch: EXIT.fileNotProven,
  malformed: EXIT.proofTampered,
  leaf_mismatch: EXIT.proofTampered,
  root_mismatch: EXIT.proofTampered,
  timestamp_mismatch: EXIT.proofTampered,
  transaction_mismatch: EXIT.proofTampered,
  chain_mismatch: EXIT.notOnChain,
  contract_not_found: EXIT.notOnChain,
  root_not_on_chain: EXIT.notOnChain,
  chain_unreachable: EXIT.unreachable,
};

/**
 * Checks the file against the proof, then the proof against the chain: SHA-256 and a node, nothing from
 * Horodoc. The arithmetic comes first so a tampered proof is named as such even with no node at hand.
 */
export async function checkProof(options: CheckProofOptions): Promise<CheckOutcome> {
  const offline = await verifyProof(options.proof, { fingerprint: options.fingerprint });
  if (!offline.valid) return failure(offline.reason, offline.detail, options);

  const { proof } = offline;
  const rpcUrl = options.rpcUrl ?? defaultRpcFor(proof.chainId);
  if (!rpcUrl) {
    return {
      valid: false,
      exitCode: EXIT.usage,
      message: `Aucun nœud public connu pour la chaîne ${proof.chainId} (${proof.chainName}) : indiquez-en un avec --rpc URL.`,
      details: [],
    };
  }
  const publicClient = createPublicClient({ transport: http(rpcUrl, { timeout: 15_000, retryCount: 1 }) });
  const onChain = await verifyProof(proof, { fingerprint: options.fingerprint, publicClient });
  if (!onChain.valid) return failure(onChain.reason, onChain.detail, { ...options, rpcUrl, proof });
  return { valid: true, proof, rpcUrl, sequence: onChain.onChain?.sequence ?? null };
}

function failure(reason: ProofFailure, detail: string, context: CheckProofOptions): CheckOutcome {
  const proof = context.proof as Partial<Proof>;
  const exitCode = EXIT_BY_REASON[reason];
  const details: Array<[string, string]> = [];
  if (reason === 'fingerprint_mismatch') {
    details.push(
      ['Empreinte du fichier', context.fingerprint],
      ['Empreinte de la preuve', String(proof.fingerprint)],
    );
  } else if (exitCode === EXIT.notOnChain || exitCode === EXIT.unreachable) {
    details.push(
      ['Nœud interrogé', String(context.rpcUrl)],
      ['Réseau', `${proof.chainName} — chaîne ${proof.chainId}`],
      ['Contrat', String(proof.contractAddress)],
      ['Racine', String(proof.root)],
    );
  }
  // verifyProof's own words name the values that differ, for whoever digs further.
  if (exitCode === EXIT.proofTampered || exitCode === EXIT.unreachable)
    details.push(['Détail technique', detail]);
  return { valid: false, exitCode, message: PROOF_FAILURE_MESSAGES_FR[reason], details };
}
