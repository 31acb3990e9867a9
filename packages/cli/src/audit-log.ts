import { ANCHOR_SELECTORS, ROOT_ANCHORED_TOPIC, wordAt } from '@horodoc/shared/anchor-log-selectors';
import { formatAnchorDate } from '@horodoc/shared/format-anchor-date';
import { genuineAnchorVersion, runtimeCodeHash } from '@horodoc/shared/genuine-anchor-code';
import { httpJsonRpc, type JsonRpc, quantity, RpcAnswerError, toQuantity } from '@horodoc/shared/json-rpc';
import { OFFICIAL_LOGS } from '@horodoc/shared/official-logs';
import { EXIT, type ExitCode } from './exit-codes';
import { row, type Write } from './report-row';

export interface AuditLogOptions {
  rpcUrl: string;
  /** The log to replay; by default Horodoc's official one on the node's chain. */
  contract?: string;
  /** Where to start reading; by default the official deployment block, or found on chain. */
  fromBlock?: number;
  write: Write;
  /** Blocks asked per eth_getLogs call at first; halved when the node refuses a range. */
  window?: number;
}

/** One RootAnchored event of a log, as read back. */
export interface Entry {
  root: string;
  previousRoot: string;
  sequence: number;
  leafCount: number;
  timestamp: number;
  blockNumber: number;
}

const ZERO = `0x${'0'.repeat(64)}`;

/**
 * `horodoc audit`: replays every RootAnchored event of the log from its deployment block and checks that it
 * is one gapless chain (sequence 1..n, each event naming the previous root) that `count()` and `head()` end.
 */
export async function auditLog(options: AuditLogOptions): Promise<ExitCode> {
  const { write } = options;
  const rpc = httpJsonRpc(options.rpcUrl, { timeoutMs: 30_000 });
  try {
    const chainId = quantity(await rpc('eth_chainId', []));
    const official = OFFICIAL_LOGS[chainId];
    const contract = options.contract ?? official?.address ?? null;
    if (!contract) {
      write(
        `✘ Aucun journal officiel connu sur la chaîne ${chainId} : indiquez-le avec --contract ADRESSE.\n`,
      );
      return EXIT.usage;
    }
    const code = (await rpc('eth_getCode', [contract, 'latest'])) as string;
    if (!code || code === '0x') {
      write(`✘ Mauvais contrat : aucun contrat à l’adresse ${contract} sur la chaîne ${chainId}.\n`);
      return EXIT.contractNotFound;
    }
    const version = genuineAnchorVersion(runtimeCodeHash(code));
    if (!version) {
      write(
        `✘ Contrat contrefait : le code déployé à ${contract} n’est pas celui du journal HorodocAnchor.\n`,
      );
      return EXIT.contractNotGenuine;
    }
    const sameAsOfficial = official?.address?.toLowerCase() === contract.toLowerCase();
    const fromBlock =
      options.fromBlock ??
      (sameAsOfficial ? official?.deploymentBlock : null) ??
      (await findDeploymentBlock(rpc, contract));
    const latest = quantity(await rpc('eth_blockNumber', []));
    const entries = await readEvents(rpc, contract, fromBlock, latest, options.window ?? 50_000);
    const count = Number(wordAt((await call(rpc, contract, ANCHOR_SELECTORS.count)) as string, 0));
    const head = `0x${((await call(rpc, contract, ANCHOR_SELECTORS.head)) as string).slice(2, 66)}`;

    const problems = checkChain(entries, count, head);
    write(
      problems.length === 0
        ? '✔ Journal intègre : chaque racine suit la précédente, sans trou ni ajout.\n\n'
        : '✘ Journal incohérent :\n',
    );
    for (const problem of problems.slice(0, 20)) write(`  - ${problem}\n`);
    if (problems.length > 20) write(`  … et ${problems.length - 20} autres\n`);
    if (problems.length > 0) write('\n');
    write(row('Chaîne', String(chainId)));
    write(row('Contrat', `${contract}${sameAsOfficial ? ' (journal officiel de Horodoc)' : ''}`));
    write(row('', `code authentique : ${version}`));
    write(row('Bloc du déploiement', String(fromBlock)));
    write(row('Blocs relus', `${fromBlock} à ${latest}`));
    write(row('Racines', `${entries.length} (count() = ${count})`));
    write(row('Documents', String(entries.reduce((sum, e) => sum + e.leafCount, 0))));
    const first = entries[0];
    const last = entries.at(-1);
    if (first && last) {
      write(row('Premier ancrage', `${formatAnchorDate(first.timestamp)}, bloc ${first.blockNumber}`));
      write(row('Dernier ancrage', `${formatAnchorDate(last.timestamp)}, bloc ${last.blockNumber}`));
    }
    write(row('Dernière racine', `${head} (head())`));
    write(row('Nœud interrogé', options.rpcUrl));
    return problems.length === 0 ? EXIT.valid : EXIT.logInconsistent;
  } catch (error) {
    write(
      `✘ Chaîne injoignable : ${error instanceof Error ? error.message : String(error)}. Réessayez plus tard ou interrogez un autre nœud.\n`,
    );
    return EXIT.chainUnreachable;
  }
}

/** Every way the replayed events can fail to be one chain ending at count() and head(), in French. */
function checkChain(entries: Entry[], count: number, head: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (entry.sequence !== index + 1)
      problems.push(
        `événement n° ${index + 1} : numéro d’ordre ${entry.sequence}, ${index + 1} attendu (bloc ${entry.blockNumber})`,
      );
    const expected = index === 0 ? ZERO : (entries[index - 1] as Entry).root;
    if (entry.previousRoot !== expected)
      problems.push(
        `racine n° ${entry.sequence} : racine précédente ${entry.previousRoot}, ${expected} attendue`,
      );
    if (seen.has(entry.root)) problems.push(`racine ${entry.root} ancrée deux fois`);
    seen.add(entry.root);
  });
  if (count !== entries.length)
    problems.push(`count() vaut ${count}, mais ${entries.length} événements ont été relus`);
  const lastRoot = entries.at(-1)?.root ?? ZERO;
  if (head !== lastRoot) problems.push(`head() vaut ${head}, la dernière racine relue est ${lastRoot}`);
  return problems;
}

async function call(rpc: JsonRpc, to: string, data: string) {
  return rpc('eth_call', [{ to, data }, 'latest']);
}

/** The first block where `address` holds code, by binary search; 0 when the node keeps no history. */
async function findDeploymentBlock(rpc: JsonRpc, address: string): Promise<number> {
  let low = 0;
  let high = quantity(await rpc('eth_blockNumber', []));
  try {
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const code = (await rpc('eth_getCode', [address, toQuantity(middle)])) as string;
      if (code && code !== '0x') high = middle;
      else low = middle + 1;
    }
    return low;
  } catch (error) {
    if (error instanceof RpcAnswerError) return 0;
    throw error;
  }
}

interface Log {
  topics: string[];
  data: string;
  blockNumber: string;
  logIndex: string;
}

/** Every RootAnchored event of `address` between two blocks, asked `window` blocks at a time, in log order. */
export async function readEvents(
  rpc: JsonRpc,
  address: string,
  from: number,
  to: number,
  window: number,
): Promise<Entry[]> {
  const entries: Entry[] = [];
  let start = from;
  let size = window;
  while (start <= to) {
    const end = Math.min(to, start + size - 1);
    let logs: Log[];
    try {
      logs = (await rpc('eth_getLogs', [
        { address, topics: [ROOT_ANCHORED_TOPIC], fromBlock: toQuantity(start), toBlock: toQuantity(end) },
      ])) as Log[];
    } catch (error) {
      // Public nodes cap the range of one query: ask for less.
      if (error instanceof RpcAnswerError && size > 1) {
        size = Math.max(1, Math.floor(size / 2));
        continue;
      }
      throw error;
    }
    logs.sort(
      (a, b) =>
        quantity(a.blockNumber) - quantity(b.blockNumber) || quantity(a.logIndex) - quantity(b.logIndex),
    );
    for (const log of logs) {
      entries.push({
        root: log.topics[1] as string,
        previousRoot: log.topics[2] as string,
        sequence: Number(BigInt(log.topics[3] as string)),
        leafCount: Number(wordAt(log.data, 0)),
        timestamp: Number(wordAt(log.data, 1)),
        blockNumber: quantity(log.blockNumber),
      });
    }
    start = end + 1;
  }
  return entries;
}
