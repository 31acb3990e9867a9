import {
  AbiDecodingDataSizeTooSmallError,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  getAddress,
  type Hex,
  type PublicClient,
  parseEventLogs,
} from 'viem';
import { anchorLogReadAbi } from './anchor-log-abi';
import { type Hex32, leafHash, rootFromPath } from './merkle';
import { type Proof, proofSchema } from './proof';

export type ProofFailure =
  | 'malformed'
  | 'fingerprint_mismatch'
  | 'leaf_mismatch'
  | 'root_mismatch'
  | 'chain_mismatch'
  | 'contract_not_found'
  | 'root_not_on_chain'
  | 'timestamp_mismatch'
  | 'transaction_mismatch'
  | 'chain_unreachable';

export type VerifyProofResult =
  | {
      valid: true;
      proof: Proof;
      /** Whether the root was also confirmed on chain (a public client was given). */
      checkedOnChain: boolean;
      /** The contract's record for the root, when checked on chain. */
      onChain?: { timestamp: number; sequence: number; leafCount: number };
    }
  | { valid: false; reason: ProofFailure; detail: string };

export interface VerifyProofOptions {
  /** The SHA-256 computed from the document itself; when given it must equal the proof's. */
  fingerprint?: string;
  /** A viem client on the proof's chain: the root, its timestamp and the transaction are then read there. */
  publicClient?: PublicClient;
}

const fail = (reason: ProofFailure, detail: string): VerifyProofResult => ({ valid: false, reason, detail });

/**
 * Checks a proof: recomputes the leaf and the root from the fingerprint, the salt and the path, then, given a
 * public client, confirms on chain that the contract recorded that root at that timestamp in that transaction.
 * Never throws: every failure is a reason.
 * @example
 * const result = await verifyProof(JSON.parse(file), { fingerprint, publicClient });
 * if (!result.valid) console.error(result.reason);
 */
export async function verifyProof(
  input: unknown,
  options: VerifyProofOptions = {},
): Promise<VerifyProofResult> {
  const parsed = proofSchema.safeParse(input);
  if (!parsed.success)
    return fail('malformed', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const proof = parsed.data as Proof;

  if (options.fingerprint !== undefined && options.fingerprint.toLowerCase() !== proof.fingerprint) {
    return fail(
      'fingerprint_mismatch',
      `the document's SHA-256 is ${options.fingerprint}, the proof's ${proof.fingerprint}`,
    );
  }
  const leaf = leafHash(proof.salt, proof.fingerprint);
  if (leaf !== proof.leaf)
    return fail('leaf_mismatch', `SHA-256(0x00 || salt || fingerprint) is ${leaf}, not ${proof.leaf}`);
  const root = rootFromPath(leaf, proof.path);
  if (root !== proof.root) return fail('root_mismatch', `the path leads to ${root}, not to ${proof.root}`);

  if (!options.publicClient) return { valid: true, proof, checkedOnChain: false };
  return checkOnChain(proof, options.publicClient);
}

class NotTheAnchorLog extends Error {}

/** recordOf(root); a contract that answers nothing readable for it is some other contract, not the log. */
async function readRecord(
  client: PublicClient,
  contract: Address,
  root: Hex,
): Promise<readonly [bigint, bigint, bigint]> {
  try {
    return await client.readContract({
      address: contract,
      abi: anchorLogReadAbi,
      functionName: 'recordOf',
      args: [root],
    });
  } catch (error) {
    const answered =
      error instanceof BaseError &&
      error.walk(
        (e) =>
          e instanceof ContractFunctionZeroDataError ||
          e instanceof ContractFunctionRevertedError ||
          e instanceof AbiDecodingDataSizeTooSmallError,
      );
    if (answered) throw new NotTheAnchorLog(`the contract at ${contract} is not a Horodoc anchor log`);
    throw error;
  }
}

async function checkOnChain(proof: Proof, client: PublicClient): Promise<VerifyProofResult> {
  const contract = getAddress(proof.contractAddress) as Address;
  let chainId: number;
  let code: Hex | undefined;
  let record: readonly [bigint, bigint, bigint];
  try {
    chainId = await client.getChainId();
    if (chainId !== proof.chainId)
      return fail('chain_mismatch', `the node serves chain ${chainId}, the proof names ${proof.chainId}`);
    code = await client.getCode({ address: contract });
    if (!code || code === '0x')
      return fail('contract_not_found', `no contract at ${contract} on chain ${chainId}`);
    record = await readRecord(client, contract, proof.root as Hex);
  } catch (error) {
    if (error instanceof NotTheAnchorLog) return fail('contract_not_found', error.message);
    return fail(
      'chain_unreachable',
      error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    );
  }
  const [timestamp, sequence, leafCount] = record;
  if (sequence === 0n)
    return fail('root_not_on_chain', `the contract ${contract} never recorded the root ${proof.root}`);
  if (Number(timestamp) !== proof.blockTimestamp) {
    return fail(
      'timestamp_mismatch',
      `the contract recorded the root at ${timestamp}, the proof says ${proof.blockTimestamp}`,
    );
  }

  try {
    const receipt = await client.getTransactionReceipt({ hash: proof.transactionHash as Hex32 });
    const logs = parseEventLogs({ abi: anchorLogReadAbi, logs: receipt.logs, eventName: 'RootAnchored' });
    const recorded = logs.some((log) => getAddress(log.address) === contract && log.args.root === proof.root);
    if (receipt.status !== 'success' || !recorded || Number(receipt.blockNumber) !== proof.blockNumber) {
      return fail(
        'transaction_mismatch',
        `transaction ${proof.transactionHash} did not record this root in block ${proof.blockNumber}`,
      );
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/not (be )?found/i.test(message)) {
      return fail(
        'transaction_mismatch',
        `transaction ${proof.transactionHash} does not exist on chain ${proof.chainId}`,
      );
    }
    return fail('chain_unreachable', message.split('\n')[0] ?? '');
  }

  return {
    valid: true,
    proof,
    checkedOnChain: true,
    onChain: { timestamp: Number(timestamp), sequence: Number(sequence), leafCount: Number(leafCount) },
  };
}
