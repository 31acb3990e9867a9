import { ANCHOR_SELECTORS, wordAt } from '@horodoc/shared/anchor-log-selectors';
import { isFinal } from '@horodoc/shared/block-finality';
import { buildChainEvidence } from '@horodoc/shared/build-chain-evidence';
import { packChainEvidence } from '@horodoc/shared/checkpoint-evidence';
import { buildCheckpointTree, checkpointLeaf, encodeCheckpointPath } from '@horodoc/shared/checkpoint-tree';
import { type JsonRpc, quantity } from '@horodoc/shared/json-rpc';
import type { CheckpointSection, Proof } from '@horodoc/shared/proof';
import { type Entry, readEvents } from './audit-log';

/** Blocks of the Base log read per step around the proof's block, looking for the checkpoint's first and last roots. */
const BASE_WINDOW = 10_000;

/** Why no seal could be rebuilt: nothing seals it yet, or the two logs disagree. */
export class SealNotFound extends Error {
  override name = 'SealNotFound';
  constructor(
    message: string,
    readonly kind: 'not_sealed' | 'not_final' | 'mismatch',
  ) {
    super(message);
  }
}

export interface RebuildSealOptions {
  proof: Proof;
  base: JsonRpc;
  l1: JsonRpc;
  l1Contract: string;
  /** Where the L1 log's events start. */
  l1FromBlock: number;
}

/**
 * The seal of a proof rebuilt from the two public logs, with no Horodoc server: the root's sequence from the
 * Base log, then the L1 log's checkpoints in order, whose leaf counts say which Base sequences each covers;
 * the covering checkpoint's roots are read back from the Base log around the proof's block, its tree rebuilt
 * (it must give the root the L1 log recorded), and its L1 block header and receipt proof read from the L1
 * node. Only a checkpoint final on Ethereum is used.
 * @throws SealNotFound when none covers the root yet, or the logs do not give back the recorded root.
 */
export async function rebuildSeal(options: RebuildSealOptions): Promise<CheckpointSection> {
  const { proof, base, l1 } = options;
  const record = (await base('eth_call', [
    { to: proof.contractAddress, data: `${ANCHOR_SELECTORS.recordOf}${proof.root.slice(2)}` },
    'latest',
  ])) as string;
  const sequence = Number(wordAt(record, 1));
  if (sequence === 0)
    throw new SealNotFound(`the Base log never recorded the root ${proof.root}`, 'mismatch');

  const l1Latest = quantity(await l1('eth_blockNumber', []));
  const checkpoints = await readEvents(l1, options.l1Contract, options.l1FromBlock, l1Latest, 50_000);
  let first = 1;
  const covering = checkpoints.find((checkpoint) => {
    const covers = sequence >= first && sequence < first + checkpoint.leafCount;
    if (!covers) first += checkpoint.leafCount;
    return covers;
  });
  if (!covering)
    throw new SealNotFound(
      `no checkpoint of ${options.l1Contract} covers sequence ${sequence} yet`,
      'not_sealed',
    );
  if (!(await isFinal(l1, covering.blockNumber)))
    throw new SealNotFound(`the checkpoint's L1 block ${covering.blockNumber} is not final yet`, 'not_final');

  const roots = await baseRoots(base, proof, first, first + covering.leafCount - 1);
  const tree = buildCheckpointTree(
    roots.map((entry) =>
      checkpointLeaf({
        chainId: proof.chainId,
        contractAddress: proof.contractAddress,
        sequence: entry.sequence,
        blockTimestamp: entry.timestamp,
        root: entry.root,
      }),
    ),
  );
  if (tree.root !== covering.root) {
    throw new SealNotFound(
      `the Base log's roots ${first} to ${first + covering.leafCount - 1} give ${tree.root}, the L1 log recorded ${covering.root}`,
      'mismatch',
    );
  }
  const transactionHash = await transactionOf(l1, options.l1Contract, covering);
  const evidence = await buildChainEvidence(l1, covering.blockNumber, transactionHash);
  return {
    sequence,
    index: sequence - first,
    path: encodeCheckpointPath(tree.siblingsFor(sequence - first)),
    root: covering.root,
    leafCount: covering.leafCount,
    chainId: quantity(await l1('eth_chainId', [])),
    contractAddress: options.l1Contract,
    transactionHash,
    blockNumber: covering.blockNumber,
    blockTimestamp: covering.timestamp,
    chainEvidence: { receiptIndex: evidence.receiptIndex, zlib: await packChainEvidence(evidence) },
  };
}

/**
 * The Base log's roots `first` to `last`, read in windows outward from the proof's own block (a checkpoint
 * spans about a day of blocks around it), rather than the whole log.
 */
async function baseRoots(base: JsonRpc, proof: Proof, first: number, last: number): Promise<Entry[]> {
  const found = new Map<number, Entry>();
  const keep = (entries: Entry[]) => {
    for (const entry of entries)
      if (entry.sequence >= first && entry.sequence <= last) found.set(entry.sequence, entry);
  };
  const latest = quantity(await base('eth_blockNumber', []));
  const floor = 'deploymentBlock' in proof && proof.deploymentBlock !== undefined ? proof.deploymentBlock : 0;
  keep(await readEvents(base, proof.contractAddress, proof.blockNumber, proof.blockNumber, 1));
  for (let low = proof.blockNumber; !found.has(first) && low > floor; ) {
    const from = Math.max(floor, low - BASE_WINDOW);
    keep(await readEvents(base, proof.contractAddress, from, low - 1, BASE_WINDOW));
    low = from;
  }
  for (let high = proof.blockNumber; !found.has(last) && high < latest; ) {
    const to = Math.min(latest, high + BASE_WINDOW);
    keep(await readEvents(base, proof.contractAddress, high + 1, to, BASE_WINDOW));
    high = to;
  }
  const roots: Entry[] = [];
  for (let s = first; s <= last; s++) {
    const entry = found.get(s);
    if (!entry) throw new SealNotFound(`the Base log has no root at sequence ${s}`, 'mismatch');
    roots.push(entry);
  }
  return roots;
}

/** The L1 transaction that recorded a checkpoint: its event's, found again by its sequence topic. */
async function transactionOf(l1: JsonRpc, contract: string, checkpoint: Entry): Promise<string> {
  const logs = (await l1('eth_getLogs', [
    {
      address: contract,
      fromBlock: `0x${checkpoint.blockNumber.toString(16)}`,
      toBlock: `0x${checkpoint.blockNumber.toString(16)}`,
      topics: [null, checkpoint.root],
    },
  ])) as Array<{ transactionHash: string }>;
  const hash = logs[0]?.transactionHash;
  if (!hash)
    throw new SealNotFound(
      `no transaction of block ${checkpoint.blockNumber} recorded ${checkpoint.root}`,
      'mismatch',
    );
  return hash;
}
