import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployAnchor } from '@horodoc/contracts/deploy-anchor';
import { ANVIL_ACCOUNT_KEYS, type AnvilNode, startAnvil } from '@horodoc/contracts/start-anvil';
import { buildChainEvidence } from '@horodoc/shared/build-chain-evidence';
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import { buildMerkleTree, type Hex32, leafHash } from '@horodoc/shared/merkle';
import type { Proof, ProofV3 } from '@horodoc/shared/proof';
import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';

const bin = fileURLToPath(new URL('../bin/horodoc.mjs', import.meta.url));
const anchorAbi = parseAbi(['function anchor(bytes32 root, uint64 leafCount) returns (uint64)']);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built command with plain Node, as `npx horodoc` does, in the Paris time zone. */
export function runCli(args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, TZ: 'Europe/Paris' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** `sha256sum`'s answer, 0x-prefixed: the reference the command must agree with. */
export function sha256sum(path: string): Promise<`0x${string}`> {
  return new Promise((resolve, reject) => {
    execFile('sha256sum', [path], (error, stdout) => {
      if (error) reject(error);
      else resolve(`0x${stdout.split(' ')[0]}`);
    });
  });
}

export interface AnchoredFiles {
  node: AnvilNode;
  dir: string;
  contract: Address;
  /** Writes a proof (optionally altered) next to the files and returns its path. */
  writeProof(name: string, proof: Proof): string;
  proofs: Map<string, Proof>;
  files: Map<string, string>;
  deployAnother(): Promise<Address>;
  /**
   * Records the proof's root in a freshly deployed look-alike contract at `timestamp` (the true block time
   * when omitted) and returns the proof pointing there, as a forger would write it.
   */
  lookAlikeProof(proof: Proof, timestamp?: number): Promise<Proof>;
  /** The block the genuine contract was deployed in. */
  deploymentBlock: number;
  /** Builds a proof for a tree whose root is never sent to the contract. */
  unanchoredProof(file: string): Promise<Proof>;
  /** The file's proof in version 3: the anchoring block's header and receipt proof, read from the node. */
  v3Proof(name: string, mode?: 'live' | 'test'): Promise<ProofV3>;
  stop(): Promise<void>;
}

/**
 * A real anvil node with the anchor contract, and five files anchored in one batch the way Horodoc does:
 * salted leaves, one root in the contract, one proof file per document.
 */
export async function anchorFiles(contents: Record<string, Buffer>): Promise<AnchoredFiles> {
  const node = await startAnvil();
  const account = privateKeyToAccount(ANVIL_ACCOUNT_KEYS[0]);
  const chain = { ...foundry, rpcUrls: { default: { http: [node.rpcUrl] } } };
  const transport = http(node.rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
  const walletClient = createWalletClient({ account, chain, transport });
  const deploy = async () => (await deployAnchor({ walletClient, publicClient })).address;
  const deployment = await deployAnchor({ walletClient, publicClient });
  const contract = deployment.address;

  const dir = mkdtempSync(join(tmpdir(), 'horodoc-cli-'));
  const files = new Map<string, string>();
  for (const [name, content] of Object.entries(contents)) {
    const path = join(dir, name);
    writeFileSync(path, content);
    files.set(name, path);
  }

  const buildProofs = async (names: string[], send: boolean) => {
    const entries = await Promise.all(
      names.map(async (name) => {
        const fingerprint = await sha256sum(files.get(name) as string);
        const salt = `0x${randomBytes(32).toString('hex')}` as Hex32;
        return { name, fingerprint: fingerprint as Hex32, salt, leaf: leafHash(salt, fingerprint as Hex32) };
      }),
    );
    const tree = buildMerkleTree(entries.map((e) => e.leaf));
    let transactionHash = `0x${randomBytes(32).toString('hex')}` as Hex32;
    let blockNumber = 1;
    let blockTimestamp = 1_700_000_000;
    if (send) {
      // Blocks mined within one second share a time: the anchoring block gets its own, as on a real chain.
      const latest = await publicClient.getBlock();
      await testClient(node.rpcUrl).setNextBlockTimestamp({ timestamp: latest.timestamp + 100n });
      transactionHash = await walletClient.writeContract({
        address: contract,
        abi: anchorAbi,
        functionName: 'anchor',
        args: [tree.root, BigInt(entries.length)],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash: transactionHash });
      blockNumber = Number(receipt.blockNumber);
      blockTimestamp = Number((await publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp);
    }
    return entries.map((entry, index): [string, Proof] => [
      entry.name,
      {
        format: 'horodoc-proof',
        version: 1,
        fingerprint: entry.fingerprint,
        salt: entry.salt,
        leaf: entry.leaf,
        path: tree.pathFor(index),
        root: tree.root,
        chainId: 31337,
        chainName: 'Anvil (réseau local)',
        contractAddress: contract,
        transactionHash,
        blockNumber,
        blockTimestamp,
        explorerUrl: null,
      },
    ]);
  };

  const proofs = new Map(await buildProofs([...files.keys()], true));
  return {
    node,
    dir,
    contract,
    files,
    proofs,
    writeProof(name, proof) {
      const path = join(dir, `${name}.json`);
      writeFileSync(path, JSON.stringify(proof, null, 2));
      return path;
    },
    deployAnother: deploy,
    deploymentBlock: deployment.blockNumber,
    async lookAlikeProof(proof, timestamp) {
      const lookAlike = compileLookAlike();
      const deployHash = await walletClient.deployContract({
        abi: lookAlike.abi,
        bytecode: lookAlike.bytecode,
      });
      const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash });
      const address = deployed.contractAddress as Address;
      // The block the forged record lands in: its header time is the truth the look-alike may lie about.
      const next = Number((await publicClient.getBlock()).timestamp) + 1;
      await testClient(node.rpcUrl).setNextBlockTimestamp({ timestamp: BigInt(next) });
      const hash = await walletClient.writeContract({
        address,
        abi: lookAlike.abi,
        functionName: 'anchorAt',
        args: [proof.root, 1n, BigInt(timestamp ?? next)],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      return {
        ...proof,
        contractAddress: address,
        transactionHash: hash,
        blockNumber: Number(receipt.blockNumber),
        blockTimestamp: timestamp ?? next,
      };
    },
    async v3Proof(name, mode = 'live') {
      const { version: _, ...proof } = proofs.get(name) as Proof;
      const chainEvidence = await buildChainEvidence(
        httpJsonRpc(node.rpcUrl),
        proof.blockNumber,
        proof.transactionHash,
      );
      return { ...proof, version: 3, mode, chainEvidence };
    },
    async unanchoredProof(file) {
      const [entry] = await buildProofs([file], false);
      return (entry as [string, Proof])[1];
    },
    stop: () => node.stop(),
  };
}

const testClient = (rpcUrl: string) =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(rpcUrl) });

let compiled: { abi: Abi; bytecode: Hex } | null = null;

/** The look-alike contract of test/fixtures, compiled with the same solc as the genuine one. */
function compileLookAlike(): { abi: Abi; bytecode: Hex } {
  if (compiled) return compiled;
  const solc = createRequire(import.meta.url)('solc');
  const source = readFileSync(new URL('./fixtures/LookAlikeAnchor.sol', import.meta.url), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'LookAlikeAnchor.sol': { content: source } },
        settings: {
          evmVersion: 'cancun',
          outputSelection: { '*': { LookAlikeAnchor: ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  );
  const contract = output.contracts['LookAlikeAnchor.sol'].LookAlikeAnchor;
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

export interface ProxyNode {
  rpcUrl: string;
  stop(): Promise<void>;
}

/**
 * A node in front of `rpcUrl` that answers `null` where `lacks(method, params)` says so, as a node that
 * pruned that history does; everything else goes through.
 */
export function nodeLacking(
  rpcUrl: string,
  lacks: (method: string, params: unknown[]) => boolean,
): Promise<ProxyNode> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const answer = lacks(body.method, body.params ?? [])
        ? { jsonrpc: '2.0', id: body.id, result: null }
        : await fetch(rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((r) => r.json());
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        rpcUrl: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
