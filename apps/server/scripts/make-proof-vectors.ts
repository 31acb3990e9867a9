/**
 * Makes `packages/shared/src/fixtures/proof-v3-vectors.json`: version 3 proofs anchored on a real anvil, in a
 * block shared with legacy, EIP-2930 and EIP-1559 transactions (so the receipt proof has several levels),
 * with RFC 3161 tokens from two local authorities (one trusted, one not), and every answer the node gave
 * the verifier, so the shared tests replay a node, and drop some answers to play one without that history.
 * Run once: `node --import tsx scripts/make-proof-vectors.ts`; the tests never regenerate it.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployAnchor } from '@horodoc/contracts/deploy-anchor';
import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS, startAnvil } from '@horodoc/contracts/start-anvil';
import { buildChainEvidence } from '@horodoc/shared/build-chain-evidence';
import { httpJsonRpc, type JsonRpc } from '@horodoc/shared/json-rpc';
import { buildMerkleTree, type Hex32, leafHash } from '@horodoc/shared/merkle';
import type { ProofV3 } from '@horodoc/shared/proof';
import { verifyProof } from '@horodoc/shared/verify-proof';
import * as pkijs from 'pkijs';
import { createPublicClient, createTestClient, createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { loadLocalTsaSigner } from '../src/adapters/tsa/local-tsa-keys';
import { buildTimeStampRequest, buildTimeStampResponse } from '../src/adapters/tsa/tsa-protocol';

const out = new URL('../../../packages/shared/src/fixtures/proof-v3-vectors.json', import.meta.url);
const sha256 = (text: string) => `0x${createHash('sha256').update(text).digest('hex')}` as Hex32;

const node = await startAnvil();
try {
  const account = privateKeyToAccount(ANVIL_ACCOUNT_KEYS[0]);
  const chain = { ...foundry, rpcUrls: { default: { http: [node.rpcUrl] } } };
  const transport = http(node.rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const walletClient = createWalletClient({ account, chain, transport });
  const testClient = createTestClient({ chain, mode: 'anvil', transport });
  const deployment = await deployAnchor({ walletClient, publicClient });

  const documents = ['document 1', 'document 2', 'document 3'];
  const entries = documents.map((content, i) => {
    const fingerprint = sha256(content);
    const salt = sha256(`sel ${i + 1}`);
    return { content, fingerprint, salt, leaf: leafHash(salt, fingerprint) };
  });
  const tree = buildMerkleTree(entries.map((e) => e.leaf));

  // One block: three plain transfers of three kinds, then the anchoring transaction, at a set time.
  await testClient.setAutomine(false);
  const to = privateKeyToAccount(ANVIL_ACCOUNT_KEYS[1]).address;
  const nonce = await publicClient.getTransactionCount({ address: account.address });
  await walletClient.sendTransaction({
    to,
    value: parseEther('0.01'),
    type: 'legacy',
    gasPrice: 2_000_000_000n,
    nonce,
  });
  await walletClient.sendTransaction({
    to,
    value: 1n,
    type: 'eip2930',
    gasPrice: 2_000_000_000n,
    accessList: [],
    nonce: nonce + 1,
  });
  await walletClient.sendTransaction({ to, value: 2n, type: 'eip1559', nonce: nonce + 2 });
  const transactionHash = await walletClient.writeContract({
    address: deployment.address,
    abi: horodocAnchorAbi,
    functionName: 'anchor',
    args: [tree.root, BigInt(entries.length)],
    nonce: nonce + 3,
  });
  const latest = await publicClient.getBlock();
  await testClient.setNextBlockTimestamp({ timestamp: latest.timestamp + 1000n });
  await testClient.mine({ blocks: 1 });
  await testClient.setAutomine(true);
  const receipt = await publicClient.waitForTransactionReceipt({ hash: transactionHash });
  const blockNumber = Number(receipt.blockNumber);
  const blockTimestamp = Number(
    (await publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp,
  );

  // Every answer the node gives, recorded by method and parameters.
  const answers: Record<string, unknown> = {};
  const live = httpJsonRpc(node.rpcUrl);
  const recording: JsonRpc = async (method, params) => {
    const result = await live(method, params);
    answers[`${method} ${JSON.stringify(params)}`] = result;
    return result;
  };
  const chainEvidence = await buildChainEvidence(live, blockNumber, transactionHash);

  const folder = mkdtempSync(join(tmpdir(), 'horodoc-vectors-'));
  const trusted = await loadLocalTsaSigner(join(folder, 'trusted'), new Date(blockTimestamp * 1000));
  const untrusted = await loadLocalTsaSigner(join(folder, 'untrusted'), new Date(blockTimestamp * 1000));
  const stamp = async (signer: typeof trusted, root: string, at = blockTimestamp + 4) => {
    const reply = await buildTimeStampResponse(buildTimeStampRequest(root).der, signer, new Date(at * 1000));
    const token = pkijs.TimeStampResp.fromBER(
      reply.buffer.slice(reply.byteOffset) as ArrayBuffer,
    ).timeStampToken;
    return Buffer.from((token as pkijs.ContentInfo).toSchema().toBER()).toString('base64');
  };
  const der = (path: string) =>
    Buffer.from(readFileSync(path, 'utf8').replace(/-----[A-Z ]+-----|\s/g, ''), 'base64').toString('base64');
  const proof = async (index: number, mode: 'live' | 'test'): Promise<ProofV3> => ({
    format: 'horodoc-proof',
    version: 3,
    mode,
    fingerprint: entries[index]?.fingerprint as Hex32,
    salt: entries[index]?.salt as Hex32,
    leaf: entries[index]?.leaf as Hex32,
    path: tree.pathFor(index),
    root: tree.root,
    chainId: 31337,
    contractAddress: deployment.address,
    transactionHash,
    blockNumber,
    blockTimestamp,
    explorerUrl: null,
    deploymentBlock: deployment.blockNumber,
    finalizedAt: null,
    chainEvidence,
    rfc3161: {
      token: await stamp(trusted, tree.root),
      chain: [der(trusted.tsaCertificatePath), der(trusted.caCertificatePath)],
      authority: 'Horodoc TSA locale (non qualifiée)',
      time: new Date((blockTimestamp + 4) * 1000).toISOString(),
    },
  });
  const liveProof = await proof(2, 'live');
  const checked = await verifyProof(liveProof, { fingerprint: entries[2]?.fingerprint, rpc: recording });
  if (!checked.valid) throw new Error(`the vector does not verify: ${checked.detail}`);
  // The same proof without its evidence, as version 2 writes it: the node's receipt is then read too.
  const { mode: _, chainEvidence: __, rfc3161: ___, ...asV2 } = liveProof;
  const v2 = await verifyProof({ ...asV2, version: 2 }, { rpc: recording });
  if (!v2.valid) throw new Error(`the version 2 vector does not verify: ${v2.detail}`);

  const vectors = {
    about:
      'Made once by apps/server/scripts/make-proof-vectors.ts on anvil; never regenerated. `node` holds the answers the node gave the verifier for `proofs.live`.',
    documents,
    blockHash: (await publicClient.getBlock({ blockNumber: receipt.blockNumber })).hash,
    proofs: { live: liveProof, test: await proof(0, 'test') },
    tsa: {
      trustedRootPem: readFileSync(trusted.caCertificatePath, 'utf8'),
      untrustedRootPem: readFileSync(untrusted.caCertificatePath, 'utf8'),
      untrustedChain: [der(untrusted.tsaCertificatePath), der(untrusted.caCertificatePath)],
      untrustedToken: await stamp(untrusted, tree.root),
      otherRootToken: await stamp(trusted, sha256('une autre racine')),
      // Dated an hour before the authority's certificates begin: its chain was not valid at its genTime.
      outOfValidityToken: await stamp(trusted, tree.root, blockTimestamp - 3600),
    },
    node: answers,
  };
  writeFileSync(out, `${JSON.stringify(vectors, null, 2)}\n`);
  console.log(
    `wrote ${out.pathname}: block ${blockNumber}, receipt ${chainEvidence.receiptIndex}, ${chainEvidence.receiptProof.length} trie nodes`,
  );
} finally {
  await node.stop();
}
