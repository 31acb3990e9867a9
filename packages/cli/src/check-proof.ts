import { chainNameOf } from '@horodoc/shared/chain-names';
import type { CheckedCheckpoint } from '@horodoc/shared/check-checkpoint';
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import { officialLogWarningFr } from '@horodoc/shared/official-logs';
import type { Proof } from '@horodoc/shared/proof';
import type { ProofFailure } from '@horodoc/shared/proof-failures';
import { publicRpcFor } from '@horodoc/shared/public-rpc';
import { PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import { verifyCheckpoint } from '@horodoc/shared/verify-checkpoint';
import { type CheckedEvidence, type OnChainRecord, verifyProof } from '@horodoc/shared/verify-proof';
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
      /** The seal on Ethereum checked here (version 4), with or without an Ethereum node; null without one. */
      checkpoint: CheckedCheckpoint | null;
      /** The Ethereum node asked for the seal; null when none answered (see `l1Note`). */
      l1RpcUrl: string | null;
      /** Why the seal was checked with no node although one was to be asked. */
      l1Note: string | null;
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
  /** The node to ask; by default the public one of the proof's chain (none when only `l1RpcUrl` is given). */
  rpcUrl?: string;
  /**
   * An Ethereum node for the seal of a version 4 proof: with it alone, no Base node is asked. By default the
   * public node of the seal's chain, whose silence leaves the seal checked with no node.
   */
  l1RpcUrl?: string;
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
  if (options.l1RpcUrl && proof.version !== 4) {
    return {
      valid: false,
      exitCode: EXIT.noCheckpoint,
      message: `Cette preuve (version ${proof.version}) ne porte pas encore de sceau Ethereum : « horodoc upgrade » l’ajoute une fois le point de contrôle quotidien écrit sur Ethereum. Relancez sans --l1-rpc pour la vérifier sur Base.`,
      details: [],
    };
  }

  let checked: Extract<Awaited<ReturnType<typeof verifyProof>>, { valid: true }> = offline;
  let rpcUrl: string | null = null;
  if (options.offline) {
    if (!offline.evidence && !offline.checkpoint) {
      return {
        valid: false,
        exitCode: EXIT.noChainEvidence,
        message: `Vérification hors ligne impossible : cette preuve (version ${proof.version}) ne porte ni l’en-tête du bloc ni la preuve du reçu. Relancez sans --offline pour interroger un nœud.`,
        details: [],
      };
    }
  } else if (!options.l1RpcUrl || options.rpcUrl) {
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
  const seal = options.offline ? null : await checkSealOnL1(proof, options.l1RpcUrl);
  if (seal && 'exitCode' in seal) return seal;
  return {
    valid: true,
    proof,
    rpcUrl,
    onChain: checked.onChain ?? null,
    evidence: checked.evidence,
    checkpoint: seal?.checkpoint ?? checked.checkpoint,
    l1RpcUrl: seal?.l1RpcUrl ?? null,
    l1Note: seal?.note ?? null,
    test: checked.test,
    warning: officialLogWarningFr(proof.chainId, proof.contractAddress),
    timeStamp: await timeStampOf(proof, options.tsaAnchors ?? []),
  };
}

/**
 * A version 4 proof's seal on an Ethereum node: the one given (its silence fails the check), or the public
 * node of the seal's chain (its silence leaves the seal checked with no node, and says so). Null for a proof
 * without a seal.
 */
async function checkSealOnL1(
  proof: Proof,
  given: string | undefined,
): Promise<
  | { checkpoint: CheckedCheckpoint | null; l1RpcUrl: string | null; note: string | null }
  | Extract<CheckOutcome, { valid: false }>
  | null
> {
  if (proof.version !== 4) return null;
  const url = given ?? publicRpcFor(proof.checkpoint.chainId);
  if (!url) {
    return {
      checkpoint: null,
      l1RpcUrl: null,
      note: 'aucun nœud Ethereum connu pour cette chaîne (--l1-rpc)',
    };
  }
  try {
    const checked = await verifyCheckpoint(proof, httpJsonRpc(url, { timeoutMs: 15_000 }));
    if ('valid' in checked)
      return failure(checked.reason, checked.detail, { proof, fingerprint: proof.fingerprint, rpcUrl: url });
    return { checkpoint: checked, l1RpcUrl: url, note: null };
  } catch (error) {
    const why = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    if (given)
      return failure('chain_unreachable', `L1 : ${why}`, {
        proof,
        fingerprint: proof.fingerprint,
        rpcUrl: url,
      });
    return { checkpoint: null, l1RpcUrl: null, note: `nœud Ethereum ${url} injoignable (${why})` };
  }
}

function timeStampOf(proof: Proof, anchors: readonly TsaTrustAnchor[]): Promise<TimeStampVerdict> {
  const token = proof.version === 1 ? undefined : proof.rfc3161;
  if (!token) return Promise.resolve({ status: 'absent' });
  const chain = proof.version >= 3 && 'mode' in proof ? proof.rfc3161?.chain : undefined;
  return verifyTimeStampToken({ token: token.token, root: proof.root, chain, anchors });
}

function failure(
  reason: ProofFailure,
  detail: string,
  context: CheckProofOptions & { rpcUrl?: string },
): Extract<CheckOutcome, { valid: false }> {
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
