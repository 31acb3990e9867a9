import { chainNameOf } from '@horodoc/shared/chain-names';
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import { officialLogWarningFr } from '@horodoc/shared/official-logs';
import type { Proof } from '@horodoc/shared/proof';
import { publicRpcFor } from '@horodoc/shared/public-rpc';
import { PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import {
  type CheckedEvidence,
  type OnChainRecord,
  type ProofFailure,
  verifyProof,
} from '@horodoc/shared/verify-proof';
import {
  type TimeStampVerdict,
  type TsaTrustAnchor,
  verifyTimeStampToken,
} from '@horodoc/shared/verify-timestamp-token';
import { EXIT, EXIT_BY_FAILURE, type ExitCode } from './exit-codes';

export type CheckOutcome =
  | {
      valid: true;
      proof: Proof;
      /** The node asked; null with --offline. */
      rpcUrl: string | null;
      /** What the node said; null with --offline. */
      onChain: OnChainRecord | null;
      /** The chain evidence checked here (version 3); null when the proof carries none. */
      evidence: CheckedEvidence | null;
      /** A test proof: it holds and proves nothing. */
      test: boolean;
      warning: string | null;
      /** The RFC 3161 token's own verdict, apart from the chain's. */
      timeStamp: TimeStampVerdict;
    }
  | { valid: false; exitCode: ExitCode; message: string; details: Array<[label: string, value: string]> };

export interface CheckProofOptions {
  /** The proof as read from its file, a certificate PDF or a server's answer, not trusted yet. */
  proof: unknown;
  /** SHA-256 of the file, computed here. */
  fingerprint: `0x${string}`;
  /** The node to ask; by default the public one of the proof's chain. */
  rpcUrl?: string;
  /** No node at all: the chain evidence the proof carries, down to a block hash. */
  offline?: boolean;
  /** The roots trusted for RFC 3161 tokens (--tsa-root, --tsa-qualified-root). */
  tsaAnchors?: readonly TsaTrustAnchor[];
}

/**
 * Checks the file against the proof, then the proof against the chain: SHA-256 and a node (or, offline, the
 * proof's own chain evidence), nothing from Horodoc. The arithmetic comes first so a tampered proof is named
 * as such even with no node at hand. The RFC 3161 token is judged on its own and never changes that verdict.
 */
export async function checkProof(options: CheckProofOptions): Promise<CheckOutcome> {
  const offline = await verifyProof(options.proof, { fingerprint: options.fingerprint });
  if (!offline.valid) return failure(offline.reason, offline.detail, options);
  const { proof } = offline;

  let checked: Extract<Awaited<ReturnType<typeof verifyProof>>, { valid: true }> = offline;
  let rpcUrl: string | null = null;
  if (options.offline) {
    if (!offline.evidence) {
      return {
        valid: false,
        exitCode: EXIT.noChainEvidence,
        message: `Vérification hors ligne impossible : cette preuve (version ${proof.version}) ne porte ni l’en-tête du bloc ni la preuve du reçu. Relancez sans --offline pour interroger un nœud.`,
        details: [],
      };
    }
  } else {
    rpcUrl = options.rpcUrl ?? publicRpcFor(proof.chainId) ?? null;
    if (!rpcUrl) {
      return {
        valid: false,
        exitCode: EXIT.usage,
        message: `Aucun nœud public connu pour la chaîne ${proof.chainId} (${chainNameOf(proof.chainId)}) : indiquez-en un avec --rpc URL, ou vérifiez hors ligne avec --offline.`,
        details: [],
      };
    }
    const onChain = await verifyProof(proof, {
      fingerprint: options.fingerprint,
      rpc: httpJsonRpc(rpcUrl, { timeoutMs: 15_000 }),
    });
    if (!onChain.valid) return failure(onChain.reason, onChain.detail, { ...options, rpcUrl, proof });
    checked = onChain;
  }
  return {
    valid: true,
    proof,
    rpcUrl,
    onChain: checked.onChain ?? null,
    evidence: checked.evidence,
    test: checked.test,
    warning: officialLogWarningFr(proof.chainId, proof.contractAddress),
    timeStamp: await timeStampOf(proof, options.tsaAnchors ?? []),
  };
}

function timeStampOf(proof: Proof, anchors: readonly TsaTrustAnchor[]): Promise<TimeStampVerdict> {
  const token = proof.version === 1 ? undefined : proof.rfc3161;
  if (!token) return Promise.resolve({ status: 'absent' });
  const chain = proof.version === 3 ? proof.rfc3161?.chain : undefined;
  return verifyTimeStampToken({ token: token.token, root: proof.root, chain, anchors });
}

function failure(
  reason: ProofFailure,
  detail: string,
  context: CheckProofOptions & { rpcUrl?: string },
): CheckOutcome {
  const proof = (context.proof ?? {}) as Partial<Proof>;
  const exitCode = EXIT_BY_FAILURE[reason];
  const details: Array<[string, string]> = [];
  if (reason === 'fingerprint_mismatch') {
    details.push(
      ['Empreinte du fichier', context.fingerprint],
      ['Empreinte de la preuve', String(proof.fingerprint)],
    );
  } else if (exitCode >= EXIT.chainMismatch && context.rpcUrl) {
    details.push(
      ['Nœud interrogé', String(context.rpcUrl)],
      [
        'Chaîne nommée',
        typeof proof.chainId === 'number' ? `${chainNameOf(proof.chainId)} (${proof.chainId})` : '?',
      ],
      ['Contrat', String(proof.contractAddress)],
      ['Racine', String(proof.root)],
    );
  }
  // verifyProof's own words name the values that differ, for whoever digs further.
  if (reason !== 'fingerprint_mismatch') details.push(['Détail technique', detail]);
  details.push(['Contrôle en échec', `${reason} (code de sortie ${exitCode})`]);
  return { valid: false, exitCode, message: PROOF_FAILURE_MESSAGES_FR[reason], details };
}
