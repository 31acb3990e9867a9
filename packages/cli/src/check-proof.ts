import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import { officialLogWarningFr } from '@horodoc/shared/official-logs';
import type { Proof } from '@horodoc/shared/proof';
import { publicRpcFor } from '@horodoc/shared/public-rpc';
import { PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import { type OnChainRecord, type ProofFailure, verifyProof } from '@horodoc/shared/verify-proof';
import { EXIT, EXIT_BY_FAILURE, type ExitCode } from './exit-codes';

export type CheckOutcome =
  | { valid: true; proof: Proof; rpcUrl: string; onChain: OnChainRecord; warning: string | null }
  | { valid: false; exitCode: ExitCode; message: string; details: Array<[label: string, value: string]> };

export interface CheckProofOptions {
  /** The proof as read from its file, a certificate PDF or a server's answer, not trusted yet. */
  proof: unknown;
  /** SHA-256 of the file, computed here. */
  fingerprint: `0x${string}`;
  /** The node to ask; by default the public one of the proof's chain. */
  rpcUrl?: string;
}

/**
 * Checks the file against the proof, then the proof against the chain: SHA-256 and a node, nothing from
 * Horodoc. The arithmetic comes first so a tampered proof is named as such even with no node at hand.
 */
export async function checkProof(options: CheckProofOptions): Promise<CheckOutcome> {
  const offline = await verifyProof(options.proof, { fingerprint: options.fingerprint });
  if (!offline.valid) return failure(offline.reason, offline.detail, options);

  const { proof } = offline;
  const rpcUrl = options.rpcUrl ?? publicRpcFor(proof.chainId);
  if (!rpcUrl) {
    return {
      valid: false,
      exitCode: EXIT.usage,
      message: `Aucun nœud public connu pour la chaîne ${proof.chainId}${proof.chainName ? ` (${proof.chainName})` : ''} : indiquez-en un avec --rpc URL.`,
      details: [],
    };
  }
  const onChain = await verifyProof(proof, {
    fingerprint: options.fingerprint,
    rpc: httpJsonRpc(rpcUrl, { timeoutMs: 15_000 }),
  });
  if (!onChain.valid) return failure(onChain.reason, onChain.detail, { ...options, rpcUrl, proof });
  return {
    valid: true,
    proof,
    rpcUrl,
    onChain: onChain.onChain as OnChainRecord,
    warning: officialLogWarningFr(proof.chainId, proof.contractAddress),
  };
}

function failure(reason: ProofFailure, detail: string, context: CheckProofOptions): CheckOutcome {
  const proof = (context.proof ?? {}) as Partial<Proof>;
  const exitCode = EXIT_BY_FAILURE[reason];
  const details: Array<[string, string]> = [];
  if (reason === 'fingerprint_mismatch') {
    details.push(
      ['Empreinte du fichier', context.fingerprint],
      ['Empreinte de la preuve', String(proof.fingerprint)],
    );
  } else if (exitCode >= EXIT.chainMismatch) {
    details.push(
      ['Nœud interrogé', String(context.rpcUrl)],
      ['Réseau', `${proof.chainName ?? 'chaîne'} — chaîne ${proof.chainId}`],
      ['Contrat', String(proof.contractAddress)],
      ['Racine', String(proof.root)],
    );
  }
  // verifyProof's own words name the values that differ, for whoever digs further.
  if (reason !== 'fingerprint_mismatch') details.push(['Détail technique', detail]);
  details.push(['Contrôle en échec', `${reason} (code de sortie ${exitCode})`]);
  return { valid: false, exitCode, message: PROOF_FAILURE_MESSAGES_FR[reason], details };
}
