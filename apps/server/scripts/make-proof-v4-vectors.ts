/**
 * Makes `packages/shared/src/fixtures/proof-v4-vectors.json`: three batches anchored on a Base stand-in
 * (anvil, chain 31337) and one on its test contract, then one checkpoint of the three live roots written to
 * an L1 stand-in (anvil, chain 1337) in a block shared with other transactions, final two blocks later; the
 * version 4 proofs of the live documents, the version 3 proof of the test one, and every answer each node
 * gave the verifier, so the shared and command-line tests replay an Ethereum node (and a Base one).
 * Run once: `node --import tsx scripts/make-proof-v4-vectors.ts`; the tests never regenerate it.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { deployAnchor } from '@horodoc/contracts/deploy-anchor';
import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS, startAnvil } from '@horodoc/contracts/start-anvil';
import { buildChainEvidence } from '@horodoc/shared/build-chain-evidence';
import { packChainEvidence } from '@horodoc/shared/checkpoint-evidence';
import { buildCheckpointTree, checkpointLeaf, encodeCheckpointPath } from '@horodoc/shared/checkpoint-tree';
import { httpJsonRpc, type JsonRpc } from '@horodoc/shared/json-rpc';
import { buildMerkleTree, type Hex32, leafHash } from '@horodoc/shared/merkle';
import type { ProofV3, ProofV4 } from '@horodoc/shared/proof';
import { verifyProof } from '@horodoc/shared/verify-proof';
import {
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const out = new URL('../../../packages/shared/src/fixtures/proof-v4-vectors.json', import.meta.url);
const sha256 = (text: string) => `0x${createHash('sha256').update(text).digest('hex')}` as Hex32;

function clients(rpcUrl: string, id: number, key: `0x${string}`) {
  const chain: Chain = defineChain({
    id,
    name: `anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl);
  return {
    publicClient: createPublicClient({ chain, transport }),
    walletClient: createWalletClient({ account: privateKeyToAccount(key), chain, transport }),
    testClient: createTestClient({ chain, mode: 'anvil', transport }),
  };
}

/** Every answer a node gives, recorded by method and parameters. */
function recorder(rpcUrl: string) {
  const answers: Record<string, unknown> = {};
  const live = httpJsonRpc(rpcUrl);
  const rpc: JsonRpc = async (method, params) => {
    const result = await live(method, params);
    answers[`${method} ${JSON.stringify(params)}`] = result;
    return result;
  };
  return { rpc, answers };
}

const baseNode = await startAnvil({ chainId: 31337, slotsInAnEpoch: 1 });
const l1Node = await startAnvil({ chainId: 1337, slotsInAnEpoch: 1 });
try {
  const base = clients(baseNode.rpcUrl, 31337, ANVIL_ACCOUNT_KEYS[0]);
  const baseTest = clients(baseNode.rpcUrl, 31337, ANVIL_ACCOUNT_KEYS[1]);
  const l1 = clients(l1Node.rpcUrl, 1337, ANVIL_ACCOUNT_KEYS[2]);
  const live = await deployAnchor(base);
  const test = await deployAnchor(baseTest);
  const l1Log = await deployAnchor(l1);

  // Three live batches and one test batch, each in its own block, a minute apart.
  const batches = [['scellé 1', 'scellé 2'], ['scellé 3'], ['scellé 4', 'scellé 5', 'scellé 6']];
  const anchor = async (
    c: typeof base,
    contract: `0x${string}`,
    documents: string[],
    mode: 'live' | 'test',
  ): Promise<ProofV3[]> => {
    const entries = documents.map((content) => {
      const fingerprint = sha256(content);
      const salt = sha256(`sel ${content}`);
      return { fingerprint, salt, leaf: leafHash(salt, fingerprint) };
    });
    const tree = buildMerkleTree(entries.map((e) => e.leaf));
    const latest = await c.publicClient.getBlock();
    await c.testClient.setNextBlockTimestamp({ timestamp: latest.timestamp + 60n });
    const transactionHash = await c.walletClient.writeContract({
      address: contract,
      abi: horodocAnchorAbi,
      functionName: 'anchor',
      args: [tree.root, BigInt(entries.length)],
    });
    const receipt = await c.publicClient.waitForTransactionReceipt({ hash: transactionHash });
    const block = await c.publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const chainEvidence = await buildChainEvidence(
      httpJsonRpc(baseNode.rpcUrl),
      Number(block.number),
      transactionHash,
    );
    return entries.map((entry, index) => ({
      format: 'horodoc-proof',
      version: 3,
      mode,
      fingerprint: entry.fingerprint,
      salt: entry.salt,
      leaf: entry.leaf,
      path: tree.pathFor(index),
      root: tree.root,
      chainId: 31337,
      contractAddress: contract,
      transactionHash,
      blockNumber: Number(block.number),
      blockTimestamp: Number(block.timestamp),
      explorerUrl: null,
      deploymentBlock: 1,
      finalizedAt: null,
      chainEvidence,
    }));
  };
  const live3: ProofV3[][] = [];
  for (const documents of batches) live3.push(await anchor(base, live.address, documents, 'live'));
  const [testProof] = await anchor(baseTest, test.address, ['test 1'], 'test');

  // The checkpoint of Base sequences 1 to 3, in one L1 block with three plain transfers.
  const leaves = live3.map((proofs, i) =>
    checkpointLeaf({
      chainId: 31337,
      contractAddress: live.address,
      sequence: i + 1,
      blockTimestamp: proofs[0]?.blockTimestamp as number,
      root: proofs[0]?.root as string,
    }),
  );
  const tree = buildCheckpointTree(leaves);
  await l1.testClient.setAutomine(false);
  const nonce = await l1.publicClient.getTransactionCount({ address: l1.walletClient.account.address });
  const to = '0x000000000000000000000000000000000000dEaD';
  for (let i = 0; i < 3; i++)
    await l1.walletClient.sendTransaction({ to, value: parseEther('0.001'), nonce: nonce + i });
  const transactionHash = await l1.walletClient.writeContract({
    address: l1Log.address,
    abi: horodocAnchorAbi,
    functionName: 'anchor',
    args: [tree.root, BigInt(leaves.length)],
    nonce: nonce + 3,
  });
  const latest = await l1.publicClient.getBlock();
  await l1.testClient.setNextBlockTimestamp({ timestamp: latest.timestamp + 86_400n });
  await l1.testClient.mine({ blocks: 1 });
  await l1.testClient.setAutomine(true);
  await l1.testClient.mine({ blocks: 3 });
  const receipt = await l1.publicClient.waitForTransactionReceipt({ hash: transactionHash });
  const block = await l1.publicClient.getBlock({ blockNumber: receipt.blockNumber });
  const evidence = await buildChainEvidence(
    httpJsonRpc(l1Node.rpcUrl),
    Number(block.number),
    transactionHash,
  );
  const zlib = await packChainEvidence(evidence);

  const sealed: ProofV4[][] = live3.map((proofs, i) =>
    proofs.map((proof) => ({
      ...proof,
      version: 4,
      checkpoint: {
        sequence: i + 1,
        index: i,
        path: encodeCheckpointPath(tree.siblingsFor(i)),
        root: tree.root,
        leafCount: leaves.length,
        chainId: 1337,
        contractAddress: l1Log.address,
        transactionHash,
        blockNumber: Number(block.number),
        blockTimestamp: Number(block.timestamp),
        chainEvidence: { receiptIndex: evidence.receiptIndex, zlib },
      },
    })),
  );
  const [liveProof] = sealed[1] as ProofV4[];
  const l1Recorder = recorder(l1Node.rpcUrl);
  const baseRecorder = recorder(baseNode.rpcUrl);
  const onL1 = await verifyProof(liveProof, { fingerprint: liveProof?.fingerprint, l1Rpc: l1Recorder.rpc });
  const onBoth = await verifyProof(liveProof, { rpc: baseRecorder.rpc, l1Rpc: l1Recorder.rpc });
  if (!onL1.valid || !onBoth.valid || !onL1.checkpoint?.checkedOnChain)
    throw new Error(`the vector does not verify: ${JSON.stringify({ onL1, onBoth })}`);

  const vectors = {
    about:
      'Made once by apps/server/scripts/make-proof-v4-vectors.ts on two anvil nodes; never regenerated. `nodes.l1` and `nodes.base` hold the answers each gave the verifier for `proofs.live`.',
    documents: { live: batches.flat(), test: ['test 1'] },
    checkpoint: {
      root: tree.root,
      leaves: live3.map((proofs, i) => ({
        chainId: 31337,
        contractAddress: live.address,
        sequence: i + 1,
        blockTimestamp: proofs[0]?.blockTimestamp,
        root: proofs[0]?.root,
      })),
      l1BlockHash: block.hash,
      header: evidence.header,
      receiptProof: evidence.receiptProof,
    },
    proofs: { live: liveProof, sealed: sealed.flat(), test: testProof },
    nodes: { l1: l1Recorder.answers, base: baseRecorder.answers },
  };
  writeFileSync(out, `${JSON.stringify(vectors, null, 2)}\n`);
  console.log(
    `wrote ${out.pathname}: L1 block ${block.number}, receipt ${evidence.receiptIndex}, ${evidence.receiptProof.length} trie nodes, section ${JSON.stringify(liveProof?.checkpoint).length} bytes`,
  );
} finally {
  await baseNode.stop();
  await l1Node.stop();
}
