import { z } from 'zod';
import type { Hex32, PathStep } from './merkle';

const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/, '0x suivi de 64 caractères hexadécimaux minuscules');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'adresse 0x de 20 octets');

/**
 * Version 1 of the proof file (see docs/proof-format.md): everything needed to check a certificate with
 * SHA-256 and a Base node alone.
 */
export const proofSchema = z.object({
  format: z.literal('horodoc-proof'),
  version: z.literal(1),
  /** SHA-256 of the document. */
  fingerprint: hex32,
  /** 32 random bytes mixed into the leaf. */
  salt: hex32,
  /** SHA-256(0x00 || salt || fingerprint). */
  leaf: hex32,
  path: z.array(z.object({ side: z.enum(['left', 'right']), hash: hex32 })).max(64),
  root: hex32,
  chainId: z.number().int().positive(),
  chainName: z.string(),
  contractAddress: address,
  transactionHash: hex32,
  blockNumber: z.number().int().nonnegative(),
  /** Seconds since the epoch, as recorded by the contract for the root. */
  blockTimestamp: z.number().int().positive(),
  explorerUrl: z.string().nullable(),
  certificateId: z.string().optional(),
  /** How to check this proof without Horodoc, in French. */
  instructions: z.array(z.string()).optional(),
});

export type Proof = z.infer<typeof proofSchema> & {
  fingerprint: Hex32;
  salt: Hex32;
  leaf: Hex32;
  root: Hex32;
  path: PathStep[];
};
