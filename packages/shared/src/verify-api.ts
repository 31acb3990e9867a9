import { z } from 'zod';
import { type Proof, proofSchema } from './proof';
import { PROOF_FAILURES, type ProofFailure } from './proof-failures';

/**
 * The public verification API (`POST /api/verify`, `GET /api/verify/:file_hash`): the contract shared by
 * the server, the /verify page (types only, to keep zod out of its bundle) and the command-line verifier.
 */

const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/);

/** 64 hexadecimal characters, with or without 0x, in either case: what people paste from any tool. */
export const fileHashInput = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'empreinte SHA-256 attendue : 64 caractères hexadécimaux, 0x facultatif');

export const verifyRequestSchema = z.strictObject({ file_hash: fileHashInput });
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const verifyParamsSchema = z.strictObject({ file_hash: fileHashInput });

/** The certificate of a document anchored on chain (status `completed`). */
export const verifiedCertificateSchema = z.object({
  certificate_id: z.string(),
  file_hash: hex32,
  /**
   * Null when the signed API received the fingerprint without a name, or when its account keeps the name
   * private (the default of the signed API).
   */
  file_name: z.string().nullable(),
  /** Null when the signed API received the fingerprint without a size. */
  file_size: z.number().int().nonnegative().nullable(),
  tx_hash: hex32,
  /** Seconds since the epoch, from the block that recorded the root. */
  blockchain_timestamp: z.number().int().positive(),
  block_number: z.number().int().nonnegative(),
  explorer_url: z.string().nullable(),
  status: z.literal('completed'),
  /** ISO 8601 instant the block became final on Ethereum; null until then. */
  finalized_at: z.string().nullable(),
  /** Relative URL of the certificate PDF. */
  certificate_url: z.string(),
  /** Relative URL of the proof file (`preuve-{16 first characters of the hash}.json`). */
  proof_url: z.string(),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificateSchema>;

export const chainCheckReasons = PROOF_FAILURES;

/** What the server read on chain while answering, not what its database says. */
export const chainCheckSchema = z.object({
  /** verified: the contract holds the root at the proof's timestamp; failed: it does not; unreachable: no answer. */
  status: z.enum(['verified', 'failed', 'unreachable']),
  reason: z.enum(chainCheckReasons).nullable(),
  /** French explanation when not verified. */
  message: z.string().nullable(),
  /** The root's position in the contract's log, when verified. */
  sequence: z.number().int().positive().nullable(),
  /** Whether the block is at or below the node's `finalized` block, read now; null when unknown. */
  finalized: z.boolean().nullable(),
  chain_id: z.number().int().positive(),
  chain_name: z.string(),
  contract_address: z.string(),
  /** ISO 8601 instant of the check. */
  checked_at: z.string(),
  /**
   * A public node of that chain the browser may read itself to redo the check without trusting this server
   * (`PUBLIC_RPC_URL`; the local node in embedded mode).
   */
  public_rpc_url: z.string().nullable(),
});
export type ChainCheck = z.infer<typeof chainCheckSchema>;

export const verifyFoundSchema = z.object({
  success: z.literal(true),
  found: z.literal(true),
  /** True only when the proof holds for this fingerprint AND the chain confirmed its root just now. */
  verified: z.boolean(),
  /**
   * test: made with a test key, anchored on the test log: a test certificate, without probative value.
   * Absent from servers that predate it.
   */
  mode: z.enum(['live', 'test']).optional(),
  message: z.string(),
  certificate: verifiedCertificateSchema,
  proof: proofSchema,
  chain: chainCheckSchema,
});

export const verifyNotFoundSchema = z.object({
  success: z.literal(true),
  found: z.literal(false),
  /** A certificate exists but is not anchored yet: asking again in a few minutes may find it. */
  pending: z.boolean(),
  message: z.string(),
  /** The server's chain and its public node: a proof file the server does not know can still be checked there. */
  chain_id: z.number().int().positive(),
  public_rpc_url: z.string().nullable(),
});

export const verifyResponseSchema = z.discriminatedUnion('found', [verifyFoundSchema, verifyNotFoundSchema]);
/** The proof keeps the `Proof` type (0x-typed hashes) that the Merkle functions take. */
export type VerifyFound = Omit<z.infer<typeof verifyFoundSchema>, 'proof'> & { proof: Proof };
export type VerifyNotFound = z.infer<typeof verifyNotFoundSchema>;
export type VerifyResponse = VerifyFound | VerifyNotFound;

/** `GET /api/chain`: the log this service anchors into, for pages and verifiers that want to look for themselves. */
export const chainInfoSchema = z.object({
  chain_id: z.number().int().positive(),
  chain_name: z.string(),
  contract_address: z.string(),
  /** The contract on a public explorer; null on the local chain. */
  contract_explorer_url: z.string().nullable(),
  deployment_block: z.number().int().nonnegative().nullable(),
  /** keccak-256 of the genuine contract's runtime code, as verifiers pin it. */
  code_hash: z.string(),
  public_rpc_url: z.string().nullable(),
  /**
   * The Ethereum L1 log that seals this one with a checkpoint a day (the same contract code); null where the
   * service has none. Absent from servers that predate it.
   */
  l1: z
    .object({
      chain_id: z.number().int().positive(),
      chain_name: z.string(),
      contract_address: z.string(),
      contract_explorer_url: z.string().nullable(),
      deployment_block: z.number().int().nonnegative().nullable(),
      public_rpc_url: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type ChainInfo = z.infer<typeof chainInfoSchema>;

/**
 * `GET /api/timestamp-authority`: the roots of the authority that time-stamps this service's roots (PEM), and
 * whether the operator configured them as a qualified authority's. A verifier calls a token qualified only
 * when its chain reaches one of these roots and they are qualified.
 */
export const tsaTrustAnchorsSchema = z.object({
  roots_pem: z.string().nullable(),
  qualified: z.boolean(),
});
export type TsaTrustAnchorsAnswer = z.infer<typeof tsaTrustAnchorsSchema>;

export const certificateParamsSchema = z.strictObject({ id: z.uuid() });

/** `0x…` in lowercase, the form fingerprints are stored and anchored in. */
export function normalizeFileHash(input: string): `0x${string}` {
  const hex = input.toLowerCase();
  return (hex.startsWith('0x') ? hex : `0x${hex}`) as `0x${string}`;
}

/**
 * Why a proof does not hold, in French, for people: the server's answers, the /verify page and the
 * command-line verifier. Each names the check that failed.
 */
export const PROOF_FAILURE_MESSAGES_FR: Record<ProofFailure, string> = {
  malformed:
    'Preuve illisible : ce n’est pas un fichier de preuve Horodoc (version 1 à 4), ou un champ obligatoire manque.',
  fingerprint_mismatch:
    'Fichier modifié : son empreinte SHA-256 diffère de celle de la preuve. Ce n’est pas le document horodaté, ou il a changé depuis.',
  leaf_mismatch: 'Preuve altérée : la feuille ne correspond pas au sel et à l’empreinte.',
  root_mismatch: 'Preuve altérée : le chemin de Merkle ne mène pas à la racine indiquée.',
  chain_mismatch: 'Mauvaise chaîne : le nœud interrogé ne sert pas la chaîne nommée par la preuve.',
  contract_not_found: 'Mauvais contrat : aucun contrat à l’adresse indiquée par la preuve sur cette chaîne.',
  contract_not_genuine:
    'Contrat contrefait : le code déployé à l’adresse indiquée n’est pas celui du journal HorodocAnchor ; sa date ne prouve rien.',
  transaction_mismatch:
    'Preuve altérée : la transaction indiquée n’a pas enregistré cette racine dans ce contrat et ce bloc.',
  block_time_mismatch:
    'Date altérée : la date de la preuve diffère de l’horodatage de l’en-tête du bloc indiqué.',
  root_not_on_chain:
    'Racine absente de la chaîne : le contrat indiqué n’a jamais enregistré la racine de cette preuve.',
  timestamp_mismatch:
    'Preuve altérée : la date de la preuve diffère de celle que le contrat a enregistrée pour cette racine.',
  chain_unreachable:
    'Chaîne injoignable : le nœud de la blockchain ne répond pas. Réessayez plus tard ou interrogez un autre nœud.',
  history_unavailable:
    'Historique indisponible : ce nœud ne garde plus le bloc, la transaction ou le reçu de cette preuve. Rien n’est conclu ; interrogez un nœud d’archive.',
  evidence_mismatch:
    'Preuve altérée : le reçu joint à la preuve ne tient pas sous l’en-tête du bloc, ou n’enregistre pas cette racine.',
  header_not_canonical:
    'En-tête hors de la chaîne : le bloc de ce numéro sur la chaîne n’a pas le hachage de l’en-tête joint à la preuve.',
  checkpoint_mismatch:
    'Sceau Ethereum altéré : le chemin de la racine du lot au point de contrôle ne mène pas à la racine écrite sur Ethereum.',
  checkpoint_not_genuine:
    'Sceau Ethereum contrefait : le point de contrôle n’est pas dans le journal Horodoc d’Ethereum (contrat imité, autre adresse ou autre réseau).',
  checkpoint_time_mismatch:
    'Date du sceau altérée : le bloc Ethereum indiqué n’a pas cet horodatage, ou le journal ne l’a pas enregistré à cette date.',
  checkpoint_evidence_mismatch:
    'Sceau Ethereum altéré : le reçu joint ne tient pas sous l’en-tête du bloc Ethereum, ou n’enregistre pas ce point de contrôle.',
  checkpoint_not_canonical:
    'Sceau hors de la chaîne : le bloc Ethereum de ce numéro n’a pas le hachage de l’en-tête joint à la preuve.',
  checkpoint_test:
    'Sceau Ethereum contrefait : une preuve de test n’est jamais scellée sur Ethereum par Horodoc.',
};
