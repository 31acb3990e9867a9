import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { formatAnchorDate } from '@horodoc/shared/format-anchor-date';
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import { OFFICIAL_L1_LOGS } from '@horodoc/shared/official-logs';
import type { CheckpointSection, Proof, ProofV4 } from '@horodoc/shared/proof';
import { publicRpcFor } from '@horodoc/shared/public-rpc';
import { PROOF_FAILURE_MESSAGES_FR } from '@horodoc/shared/verify-api';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { EXIT, EXIT_BY_FAILURE, type ExitCode } from './exit-codes';
import { InputError, readCertificate, readProofFile } from './read-input-files';
import { rebuildSeal, SealNotFound } from './rebuild-seal';
import { row, type Write } from './report-row';

export interface UpgradeProofOptions {
  /** The proof file, or the certificate PDF that carries it. */
  input: string;
  /** Where to write the sealed proof; by default over the proof file (or beside the PDF). */
  out?: string;
  /** The Horodoc server asked for the sealed proof (the default way). */
  serverUrl: string;
  /** With `l1RpcUrl`: no server, the seal is rebuilt from the Base log (this node) and the L1 log. */
  rpcUrl?: string;
  l1RpcUrl?: string;
  /** The L1 log; by default Horodoc's official one for the proof's chain. */
  l1Contract?: string;
  l1FromBlock?: number;
  write: Write;
}

/**
 * `horodoc upgrade PROOF.json`: adds the seal on Ethereum (version 4) to a proof once a daily checkpoint covers
 * its root: asked of the Horodoc server, or, with --l1-rpc, rebuilt from the two public logs with no server.
 * The sealed proof is verified here before it is written: the document's own data are never changed.
 */
export async function upgradeProof(options: UpgradeProofOptions): Promise<ExitCode> {
  const { write } = options;
  const input = options.input.toLowerCase().endsWith('.pdf')
    ? (await readCertificate(options.input)).proof
    : await readProofFile(options.input);
  const parsed = await verifyProof(input);
  if (!parsed.valid) {
    write(`✘ ${PROOF_FAILURE_MESSAGES_FR[parsed.reason]}\n`);
    return EXIT_BY_FAILURE[parsed.reason];
  }
  const proof = parsed.proof;
  if (proof.version === 4) {
    write('✔ Cette preuve est déjà scellée sur Ethereum (version 4) : rien à faire.\n');
    return EXIT.valid;
  }
  let sealed: ProofV4;
  try {
    sealed = options.l1RpcUrl ? await fromChains(proof, options) : await fromServer(proof, options.serverUrl);
  } catch (error) {
    if (!(error instanceof SealNotFound)) throw error;
    const exit = error.kind === 'mismatch' ? EXIT.checkpointMismatch : EXIT.noCheckpoint;
    write(
      error.kind === 'not_sealed'
        ? '✘ Pas encore scellée : aucun point de contrôle quotidien sur Ethereum ne couvre encore cette preuve. Réessayez demain.\n'
        : error.kind === 'not_final'
          ? '✘ Pas encore scellée : le point de contrôle qui la couvre n’est pas encore final sur Ethereum (un quart d’heure environ). Réessayez plus tard.\n'
          : `✘ ${PROOF_FAILURE_MESSAGES_FR.checkpoint_mismatch}\n`,
    );
    write(row('Détail technique', error.message));
    return exit;
  }

  const l1 = options.l1RpcUrl ? httpJsonRpc(options.l1RpcUrl, { timeoutMs: 30_000 }) : undefined;
  const checked = await verifyProof(sealed, { fingerprint: proof.fingerprint, ...(l1 ? { l1Rpc: l1 } : {}) });
  if (!checked.valid) {
    write(`✘ Le sceau obtenu ne tient pas : ${PROOF_FAILURE_MESSAGES_FR[checked.reason]}\n`);
    write(row('Détail technique', checked.detail));
    return EXIT_BY_FAILURE[checked.reason];
  }
  const out = options.out ?? defaultOut(options.input, proof);
  await writeFile(out, `${JSON.stringify(sealed, null, 2)}\n`);
  const seal = sealed.checkpoint;
  write(
    `✔ Preuve scellée sur Ethereum le ${formatAnchorDate(seal.blockTimestamp)}, enregistrée dans ${out}.\n\n`,
  );
  write(row('Point de contrôle', `${seal.root} (${seal.leafCount} racines de Base)`));
  write(row('Transaction Ethereum', seal.transactionHash));
  write(row('Bloc Ethereum', `${seal.blockNumber} (chaîne ${seal.chainId})`));
  write(
    row(
      'Vérifié',
      l1 ? `sur le nœud Ethereum ${options.l1RpcUrl}` : 'sans nœud, jusqu’au hachage du bloc Ethereum',
    ),
  );
  write(
    `\nVérifiez-la avec Ethereum seul : horodoc verify FICHIER --proof ${out} --l1-rpc URL_D_UN_NŒUD_ETHEREUM\n`,
  );
  return EXIT.valid;
}

/** Over the proof file; beside a certificate PDF, under the proof's usual name. */
function defaultOut(input: string, proof: Proof): string {
  if (!input.toLowerCase().endsWith('.pdf')) return input;
  return join(dirname(input), `preuve-${proof.fingerprint.slice(2, 18)}.json`);
}

/**
 * Version 4: the proof as it is, and the seal. A proof of version 1 or 2 gains version 3's mode, live (only
 * the live log is ever sealed: a test root's tree would not give the checkpoint's root), and its token loses
 * the `qualified` flag version 3 no longer writes.
 */
function withSeal(proof: Proof, checkpoint: CheckpointSection): ProofV4 {
  const { certificateId, instructions, ...rest } = proof;
  const body =
    rest.version === 3
      ? rest
      : {
          ...rest,
          mode: 'live' as const,
          ...('rfc3161' in rest && rest.rfc3161
            ? {
                rfc3161: {
                  token: rest.rfc3161.token,
                  authority: rest.rfc3161.authority,
                  time: rest.rfc3161.time,
                },
              }
            : {}),
        };
  return {
    ...body,
    version: 4,
    checkpoint,
    ...(certificateId ? { certificateId } : {}),
    ...(instructions ? { instructions } : {}),
  } as ProofV4;
}

async function fromChains(proof: Proof, options: UpgradeProofOptions): Promise<ProofV4> {
  const baseUrl = options.rpcUrl ?? publicRpcFor(proof.chainId);
  if (!baseUrl)
    throw new InputError(
      `Aucun nœud public connu pour la chaîne ${proof.chainId} : indiquez-en un avec --rpc URL.`,
      EXIT.usage,
    );
  const official = OFFICIAL_L1_LOGS[proof.chainId];
  const l1Contract = options.l1Contract ?? official?.address;
  if (!l1Contract)
    throw new InputError(
      'Aucun journal Ethereum officiel connu pour cette chaîne : indiquez-le avec --l1-contract ADRESSE.',
      EXIT.usage,
    );
  const seal = await rebuildSeal({
    proof,
    base: httpJsonRpc(baseUrl, { timeoutMs: 30_000 }),
    l1: httpJsonRpc(options.l1RpcUrl as string, { timeoutMs: 30_000 }),
    l1Contract,
    l1FromBlock: options.l1FromBlock ?? (options.l1Contract ? 0 : (official?.deploymentBlock ?? 0)),
  });
  return withSeal(proof, seal);
}

/** The server's proof of the same certificate: it must be this very proof, sealed. */
async function fromServer(proof: Proof, serverUrl: string): Promise<ProofV4> {
  const url = proof.certificateId
    ? new URL(`/api/certificates/${proof.certificateId}/proof.json`, serverUrl)
    : new URL(`/api/verify/${proof.fingerprint}`, serverUrl);
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new InputError(
      `Serveur Horodoc injoignable ou sans cette preuve : ${url.origin} (${error instanceof Error ? error.message : String(error)}).`,
      EXIT.serverUnreachable,
    );
  }
  const answer =
    (body as { proof?: unknown; found?: unknown }).found === true ? (body as { proof: unknown }).proof : body;
  const fetched = await verifyProof(answer, { fingerprint: proof.fingerprint });
  if (!fetched.valid || !sameAnchoring(fetched.proof, proof))
    throw new InputError(
      `Le serveur ${url.origin} a répondu une autre preuve que celle-ci.`,
      EXIT.serverUnreachable,
    );
  if (fetched.proof.version !== 4) throw new SealNotFound('the server has no seal for it yet', 'not_sealed');
  return fetched.proof;
}

/** Whether two proofs are the same document anchored in the same place. */
function sameAnchoring(a: Proof, b: Proof): boolean {
  return (
    a.fingerprint === b.fingerprint &&
    a.salt === b.salt &&
    a.root === b.root &&
    a.chainId === b.chainId &&
    a.contractAddress.toLowerCase() === b.contractAddress.toLowerCase() &&
    a.transactionHash === b.transactionHash &&
    a.blockNumber === b.blockNumber &&
    a.blockTimestamp === b.blockTimestamp
  );
}
