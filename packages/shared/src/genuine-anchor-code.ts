import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, hexToBytes } from './merkle';

/**
 * keccak-256 of the runtime code of every released HorodocAnchor, as `eth_getCode` returns it once deployed.
 * A proof naming a contract whose code hashes to anything else is refused: a look-alike log deployed by
 * someone else, with a backdated `recordOf`, never passes for Horodoc's. A new contract version adds a line
 * here (never removes one: older proofs name older contracts). `packages/contracts` checks that the compiled
 * contract hashes to the last entry and that a deployment on anvil leaves exactly that code. The checkpoint log
 * on Ethereum L1 is the same contract: this list pins its code too.
 */
export const GENUINE_ANCHOR_CODE_HASHES: Readonly<Record<string, string>> = {
  '0x906e6ed59d3b3bb3915d45c143901fd6c940a9532e7a2a81a68eb4a3f69b72d0':
    'HorodocAnchor version 1 (solc 0.8.37, EVM cancun, optimiseur 10 000)',
};

/** The name of the contract version whose runtime code hashes to `codeHash`, or null for any other code. */
export function genuineAnchorVersion(codeHash: string): string | null {
  return GENUINE_ANCHOR_CODE_HASHES[codeHash.toLowerCase()] ?? null;
}

/** keccak-256 of code as `eth_getCode` returns it (0x-hex). */
export function runtimeCodeHash(code: string): string {
  return bytesToHex(keccak_256(hexToBytes(code)));
}
