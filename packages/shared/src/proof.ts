import { z } from 'zod';
import type { Hex32, PathStep } from './merkle';

/** Hashes are written in lowercase (the rule that makes a proof's text unique); addresses in any case. */
const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/, '0x suivi de 64 caractères hexadécimaux minuscules');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'adresse 0x de 20 octets');

/**
 * The fields both versions share (docs/proof-format.md, § 2). Required: what the proof rests on. Optional:
 * `leaf` (recomputed), `chainName`, `explorerUrl`, `certificateId`, `instructions` (conveniences).
 */
const commonFields = {
  format: z.literal('horodoc-proof'),
  /** SHA-256 of the document. */
  fingerprint: hex32,
  /** 32 random bytes mixed into the leaf. */
  salt: hex32,
  /** SHA-256(0x00 || salt || fingerprint); redundant, it locates an error when given. */
  leaf: hex32.optional(),
  path: z.array(z.object({ side: z.enum(['left', 'right']), hash: hex32 })).max(64),
  root: hex32,
  chainId: z.number().int().positive(),
  chainName: z.string().optional(),
  contractAddress: address,
  transactionHash: hex32,
  blockNumber: z.number().int().nonnegative(),
  /** Seconds since the epoch: the block header's timestamp, which the contract recorded for the root. */
  blockTimestamp: z.number().int().positive(),
  explorerUrl: z.string().nullable().optional(),
  certificateId: z.string().optional(),
  /** How to check this proof without Horodoc, in French. */
  instructions: z.array(z.string()).optional(),
};

export const proofV1Schema = z.object({ ...commonFields, version: z.literal(1) });

/** An RFC 3161 time-stamp token on the batch root: a second time source, independent of the chain. */
export const rfc3161Schema = z.object({
  /** The TimeStampToken (CMS ContentInfo), DER, base64; its message imprint is SHA-256 with the root as digest. */
  token: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'DER encodé en base64'),
  /** The authority's name, as its certificate gives it (informative: the token holds it). */
  authority: z.string().optional(),
  /** The token's genTime, ISO 8601 (informative: the token holds it). */
  time: z.string().optional(),
  /** Whether the issuer declared the authority qualified (eIDAS); the EU trusted lists are the reference. */
  qualified: z.boolean().optional(),
});

/**
 * Version 2 adds, all optional: the contract's deployment block (to replay its log), Ethereum finality as
 * known when the file was made, and an RFC 3161 time-stamp token of the root.
 */
export const proofV2Schema = z.object({
  ...commonFields,
  version: z.literal(2),
  deploymentBlock: z.number().int().nonnegative().optional(),
  /** ISO 8601 instant the anchoring block was seen final on Ethereum; null or absent: not yet. */
  finalizedAt: z.string().nullable().optional(),
  rfc3161: rfc3161Schema.optional(),
});

/** 0x-hex bytes, lowercase, as the chain evidence writes them. */
const hexBytes = z.string().regex(/^0x([0-9a-f]{2})+$/, '0x suivi d’octets en hexadécimal minuscule');
const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'DER encodé en base64');

/**
 * The chain's own evidence that the root was anchored (version 3): the anchoring block's header, whose
 * keccak-256 is the block hash, and the Merkle-Patricia proof of the transaction's receipt under that
 * header's receipts root. With them the proof checks down to a block hash with no node at all.
 */
export const chainEvidenceSchema = z.object({
  /** The block header, RLP-encoded: keccak-256 of these bytes is the block hash. */
  header: hexBytes,
  /** The anchoring transaction's index in its block: the receipt's key in the trie is rlp(index). */
  receiptIndex: z.number().int().nonnegative(),
  /** The trie nodes from the receipts root to the receipt, each RLP-encoded. */
  receiptProof: z.array(hexBytes).min(1).max(64),
});

/**
 * Version 3's token: the same token, with the certificates from its signer up to (not always including)
 * the authority's root, so a verifier can build the chain to the anchor it trusts. Whether the authority is
 * qualified is never written here: a verifier decides it from the anchor the chain leads to.
 */
export const rfc3161V3Schema = z.object({
  token: base64,
  /** Certificates (DER, base64), signer first, to build the chain from the token's signer to a trusted root. */
  chain: z.array(base64).max(8).optional(),
  authority: z.string().optional(),
  time: z.string().optional(),
});

/**
 * Version 3 adds what makes a proof stand alone: whether it is a test proof (`mode`), the chain evidence
 * (block header and receipt proof) and the authority's certificate chain. Version 1 and 2 proofs still verify.
 */
export const proofV3Schema = z.object({
  ...commonFields,
  version: z.literal(3),
  /** live: a timestamp with probative value; test: made with a test key, on the test log, proving nothing. */
  mode: z.enum(['live', 'test']),
  deploymentBlock: z.number().int().nonnegative().optional(),
  finalizedAt: z.string().nullable().optional(),
  chainEvidence: chainEvidenceSchema.optional(),
  rfc3161: rfc3161V3Schema.optional(),
});

/**
 * Version 4's seal on Ethereum L1 (docs/proof-format.md, § 9): where a daily checkpoint wrote a Merkle root
 * of Base batch roots, and the path from this proof's root to it. With it the proof verifies with an
 * Ethereum node alone. `path`, `index` and `sequence` are this batch's own; the rest is the checkpoint's.
 */
export const checkpointSchema = z.object({
  /** The batch root's sequence number in the Base log: with `chainId`, `contractAddress`, `blockTimestamp` and `root` of the proof, the leaf. */
  sequence: z.number().int().positive(),
  /** The leaf's position in the checkpoint tree: the sides of the path follow from it. */
  index: z.number().int().nonnegative(),
  /** The siblings from the leaf to the checkpoint root, bottom first: base64 of their 32-byte values. */
  path: z
    .string()
    .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'base64')
    .max(2732, 'au plus 64 hachages'),
  /** The checkpoint root, written to the L1 log. */
  root: hex32,
  /** How many Base roots the checkpoint covers: its `leafCount` on the L1 log. */
  leafCount: z.number().int().positive(),
  /** The L1 chain: 1 Ethereum, 11155111 Sepolia (test), 1337 local development network. */
  chainId: z.number().int().positive(),
  contractAddress: address,
  transactionHash: hex32,
  blockNumber: z.number().int().nonnegative(),
  /** Seconds since the epoch: the L1 block header's timestamp, recorded by the L1 log for the checkpoint root. */
  blockTimestamp: z.number().int().positive(),
  /**
   * The L1 block header and the receipt's Merkle-Patricia proof, as `chainEvidence` of version 3 holds them,
   * written one after the other (RLP items), compressed with zlib and encoded in base64.
   */
  chainEvidence: z.object({ receiptIndex: z.number().int().nonnegative(), zlib: base64 }),
});

/** Version 4: version 3 and the seal on Ethereum L1 (`checkpoint`), once a checkpoint covers the root. */
export const proofV4Schema = proofV3Schema.extend({ version: z.literal(4), checkpoint: checkpointSchema });

/** Every proof version a verifier accepts; an unknown version is refused as malformed. */
export const proofSchema = z.discriminatedUnion('version', [
  proofV1Schema,
  proofV2Schema,
  proofV3Schema,
  proofV4Schema,
]);

/**
 * The versions a certificate's proof is served in (`GET /pro/certificates/{certificate_id}/proof`, the file the
 * PDF embeds): version 1 is only read, never written any more.
 */
export const servedProofSchema = z.discriminatedUnion('version', [
  proofV2Schema,
  proofV3Schema,
  proofV4Schema,
]);

type Typed<T> = Omit<T, 'fingerprint' | 'salt' | 'leaf' | 'root' | 'path'> & {
  fingerprint: Hex32;
  salt: Hex32;
  leaf?: Hex32;
  root: Hex32;
  path: PathStep[];
};

export type ProofV1 = Typed<z.infer<typeof proofV1Schema>>;
export type ProofV2 = Typed<z.infer<typeof proofV2Schema>>;
export type ProofV3 = Typed<z.infer<typeof proofV3Schema>>;
export type ProofV4 = Typed<z.infer<typeof proofV4Schema>>;
export type Proof = ProofV1 | ProofV2 | ProofV3 | ProofV4;
export type CheckpointSection = z.infer<typeof checkpointSchema>;
export type Rfc3161 = z.infer<typeof rfc3161Schema>;
export type ChainEvidence = z.infer<typeof chainEvidenceSchema>;

/**
 * The proof file's exact text: what the certificate PDF embeds, `proof.json` and `/pro/…/proof` serve, byte for
 * byte the same, so a copy from any of them hashes alike.
 */
export function proofFileText(proof: Proof): string {
  return `${JSON.stringify(proof, null, 2)}\n`;
}

/** The current version, the one Horodoc writes (4 once a checkpoint covers the root, 3 until then). */
export const CURRENT_PROOF_VERSION = 4;
