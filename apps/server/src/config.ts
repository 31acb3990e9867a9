import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { readOrCreateSecret } from './adapters/secrets/read-or-create-secret';
import type { WebTokenLifetime } from './modules/accounts/web-tokens';
import { parseTrustProxy, type TrustProxy } from './parse-trust-proxy';

const privateKey = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'doit être une clé privée hexadécimale 0x… de 32 octets');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'doit être une adresse 0x… de 20 octets');
const optionalUrl = z.url().optional();
const positiveInt = z.coerce.number().int().positive();
const DURATION_UNITS_MS = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A duration: milliseconds, or a number followed by ms, s, min, h or d (`24h`, `5min`). */
const duration = z
  .string()
  .regex(/^\d+(ms|s|min|h|d)?$/, 'doit être une durée : un nombre suivi de ms, s, min, h ou d (24h, 5min)')
  .transform((text) => {
    const [, amount, unit] = /^(\d+)([a-z]*)$/.exec(text) as RegExpExecArray;
    return Number(amount) * DURATION_UNITS_MS[(unit || 'ms') as keyof typeof DURATION_UNITS_MS];
  })
  .refine((ms) => ms > 0, 'doit être une durée positive');

/** Every environment variable the server reads, with its embedded default. Documented in `.env.example`. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: z.string().optional(),
  HEALTH_TOKEN: z
    .string()
    .min(32, 'doit faire au moins 32 caractères (par exemple : openssl rand -hex 32)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalUrl,
  WEB_BUILD_DIR: z.string().optional(),

  DATABASE_URL: optionalUrl,

  CHAIN: z.enum(['local', 'base', 'base-sepolia']).optional(),
  RPC_URL: optionalUrl,
  CHAIN_WS_URL: z.url({ protocol: /^wss?$/, error: 'doit être une adresse ws:// ou wss://' }).optional(),
  ANCHOR_PRIVATE_KEY: privateKey.optional(),
  CONTRACT_ADDRESS: address.optional(),
  ANCHOR_INTERVAL_MS: positiveInt.optional(),
  ANCHOR_MAX_BATCH: positiveInt.default(10_000),
  ANCHOR_CONFIRMATIONS: positiveInt.optional(),
  ANCHOR_DEADLINE_MS: positiveInt.default(15 * 60_000),
  WEB_ANCHOR_TIMEOUT_MS: positiveInt.default(30_000),
  LOW_BALANCE_WEI: z.coerce.bigint().default(1_000_000_000_000_000n),
  LOCAL_BLOCK_TIME_S: positiveInt.default(2),
  LOCAL_RPC_PORT: z.coerce.number().int().min(1).max(65_535).default(8545),
  CONTRACT_DEPLOYMENT_BLOCK: z.coerce.number().int().nonnegative().optional(),
  PUBLIC_RPC_URL: optionalUrl,

  TEST_CHAIN: z.enum(['base', 'base-sepolia']).default('base-sepolia'),
  TEST_RPC_URL: optionalUrl,
  TEST_ANCHOR_PRIVATE_KEY: privateKey.optional(),
  TEST_CONTRACT_ADDRESS: address.optional(),
  TEST_CONTRACT_DEPLOYMENT_BLOCK: z.coerce.number().int().nonnegative().optional(),

  L1_CHAIN: z.enum(['ethereum', 'sepolia']).optional(),
  L1_RPC_URL: optionalUrl,
  L1_ANCHOR_PRIVATE_KEY: privateKey.optional(),
  L1_CONTRACT_ADDRESS: address.optional(),
  L1_CONTRACT_DEPLOYMENT_BLOCK: z.coerce.number().int().nonnegative().optional(),
  L1_PUBLIC_RPC_URL: optionalUrl,
  LOCAL_L1_BLOCK_TIME_S: positiveInt.default(12),
  LOCAL_L1_RPC_PORT: z.coerce.number().int().min(1).max(65_535).default(8546),
  CHECKPOINT_EVERY: duration.optional(),

  TSA_URL: optionalUrl,
  TSA_QUALIFIED: z.enum(['true', 'false']).default('false'),
  TSA_ROOT_CERTIFICATES: z.string().min(1).optional(),
  TSA_CHAIN_CERTIFICATES: z.string().min(1).optional(),
  TSA_INTERVAL_MS: positiveInt.default(5000),
  TSA_RETRY_MS: positiveInt.default(60_000),

  PDF_SIGNING_KEY: z
    .string()
    .includes('PRIVATE KEY-----', { error: 'doit être une clé privée PEM (PKCS#8)' })
    .optional(),
  PDF_SIGNING_CERTIFICATES: z
    .string()
    .includes('-----BEGIN CERTIFICATE-----', { error: 'doit contenir des certificats PEM' })
    .optional(),

  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: optionalUrl,

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Horodoc <no-reply@horodoc.fr>'),

  REDIS_URL: optionalUrl,
  API_RATE_LIMIT_PER_HOUR: positiveInt.default(1000),
  WEB_TOKEN_IDLE_HOURS: positiveInt.default(8),
  WEB_TOKEN_LIFETIME_DAYS: positiveInt.default(7),
  WEBHOOK_LOCAL_TARGETS: z.enum(['allow', 'refuse']).optional(),
  WEBHOOK_TIMEOUT_MS: positiveInt.default(5000),
  WEBHOOK_CONCURRENCY: positiveInt.default(64),
  WEBHOOK_HOST_CONCURRENCY: positiveInt.default(16),
  REQUEST_HEADERS_TIMEOUT_MS: positiveInt.default(10_000),
  REQUEST_BODY_TIMEOUT_MS: positiveInt.default(10_000),
  REQUEST_BODY_MIN_BYTES_PER_S: positiveInt.default(16_384),
  CONNECTIONS_PER_ADDRESS: positiveInt.default(64),
  MASTER_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'doit faire 64 caractères hexadécimaux (32 octets)')
    .optional(),
});

type Env = z.infer<typeof envSchema>;

/** The Base chains the documents are anchored on, and the Ethereum L1 chains their checkpoints go to. */
export type ChainName = 'local' | 'base' | 'base-sepolia' | 'local-l1' | 'ethereum' | 'sepolia';

/** A chain reached through a node, with the account that anchors on it: the live one, or test keys' one. */
export interface RemoteChainSettings {
  kind: 'remote';
  name: ChainName;
  rpcUrl: string;
  privateKey: `0x${string}`;
  contractAddress: `0x${string}`;
  /** The block the contract was deployed in, where a replay of its log starts; written into proofs. */
  deploymentBlock?: number;
  /**
   * The node's WebSocket, where new blocks are pushed (`eth_subscribe newHeads`); without it the head is
   * asked over RPC_URL once per block time. The live chain's only (CHAIN_WS_URL).
   */
  webSocketUrl?: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  version: string;
  port: number;
  /** The interface the server listens on: loopback unless HOST says otherwise. */
  host: string;
  /** The proxies whose `X-Forwarded-For` is believed; nobody by default. */
  trustProxy: TrustProxy;
  /** Opens /api/health's details to a caller sending it as a Bearer token; loopback callers need none. */
  healthToken: string | null;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  publicUrl: string;
  webBuildDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  chain: { kind: 'embedded'; name: 'local'; blockTimeS: number; rpcPort: number } | RemoteChainSettings;
  /**
   * Where test keys' certificates are anchored: the `TEST_*` network (Base Sepolia), the embedded node (its
   * own contract, signed by another account than the live engine's), or nowhere (a remote live chain without
   * `TEST_*`: test keys cannot be created).
   */
  testChain: { kind: 'embedded' } | RemoteChainSettings | { kind: 'off' };
  /** The test engine's pace and confirmations, from its chain's block time. */
  testAnchoring: Config['anchoring'];
  /**
   * A public node of the chain that browsers may read to check a proof themselves; null: the embedded
   * node's address once started (embedded mode) or the chain's well-known public node.
   */
  publicRpcUrl: string | null;
  /**
   * Who signs certificate PDFs (PAdES): the configured key and chain (PEM), or a local key and root generated
   * into `DATA_DIR/pdf-signing` (embedded mode). Time-stamped by `timestamping`'s authority.
   */
  pdfSigning:
    | { kind: 'embedded'; dataDir: string }
    | { kind: 'configured'; keyPem: string; certificatesPem: string };
  /** RFC 3161 time stamps of batch roots: an outside authority, the local one (embedded mode), or none. */
  timestamping:
    | {
        kind: 'remote';
        url: string;
        /** Declared qualified: verifiers say so only of a token whose chain reaches `rootCertificatesPath`. */
        qualified: boolean;
        /** PEM file of the authority's roots: the trust anchors verifiers use, served at a public route. */
        rootCertificatesPath: string | null;
        /** PEM file of the certificates between the signer's and the root, written into every proof. */
        chainCertificatesPath: string | null;
        intervalMs: number;
        retryMs: number;
      }
    | { kind: 'embedded'; qualified: false; intervalMs: number; retryMs: number }
    | { kind: 'off' };
  /**
   * Ethereum L1, where a checkpoint of the live log is written every `checkpoint.everyMs`: a second local
   * node in embedded mode, the `L1_*` chain in production, or none (a remote Base chain without `L1_*`).
   */
  l1:
    | { kind: 'embedded'; name: 'local-l1'; blockTimeS: number; rpcPort: number }
    | RemoteChainSettings
    | { kind: 'off' };
  checkpoint: {
    everyMs: number;
    /** L1 blocks after the checkpoint's own before its evidence is read; proofs gain it once final. */
    confirmations: number;
    /** The L1 block time, the pace of a checkpoint in flight. */
    blockTimeMs: number;
    /** An L1 node browsers may read to check a seal themselves; null: the chain's public node. */
    publicRpcUrl: string | null;
  };
  anchoring: {
    /** The chain's block time: batches are sent just before each block. */
    blockTimeMs: number;
    intervalMs: number;
    maxBatch: number;
    confirmations: number;
    deadlineMs: number;
    webTimeoutMs: number;
    lowBalanceWei: bigint;
  };
  payments:
    | { kind: 'simulator'; webhookSecret: string }
    | { kind: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string };
  mail: { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };
  redisUrl?: string;
  /** Requests each API key may make to /pro per clock hour (spec, section 9). */
  apiRateLimitPerHour: number;
  /**
   * A web token dies `idleMs` after its last use (each use moves its end on), and `maxMs` after it was
   * handed out whatever its use.
   */
  webToken: WebTokenLifetime;
  /** Outgoing API webhooks. */
  webhooks: {
    /** http and loopback or private addresses accepted, so a developer receives them on their machine; never in production. */
    allowLocalTargets: boolean;
    /** One try's whole budget: name resolution, connection, TLS, the answer's status line and headers. */
    timeoutMs: number;
    /** Tries under way at once in this instance, all receivers together. */
    concurrency: number;
    /** Tries under way at once in this instance to one receiver's host in good standing (it answers). */
    hostConcurrency: number;
  };
  /** What a client may hold of the server: every request's deadlines and each address's connections. */
  requestLimits: {
    /** From the connection (or the end of the previous answer) to the last header line. */
    headersTimeoutMs: number;
    /** The body's budget before any byte counts: each byte received adds time at the minimum rate. */
    bodyTimeoutMs: number;
    bodyMinBytesPerSecond: number;
    /** Open connections per client address; not counted behind a trusted proxy, which holds them. */
    connectionsPerAddress: number;
  };
  /** 32 bytes that encrypt API secrets at rest. */
  masterKey: Buffer;
}

/** The parts of the configuration that must be explicit in production, with why. */
const PRODUCTION_SECRETS = [
  ['DATABASE_URL', 'la base PostgreSQL de production'],
  ['RPC_URL', 'le nœud Base'],
  ['ANCHOR_PRIVATE_KEY', "la clé d'ancrage"],
  ['CONTRACT_ADDRESS', 'le contrat de journal des racines'],
  ['STRIPE_SECRET_KEY', 'les paiements Stripe'],
  ['STRIPE_PUBLISHABLE_KEY', 'les champs de carte Stripe'],
  ['STRIPE_WEBHOOK_SECRET', 'la signature des webhooks Stripe'],
  ['SMTP_URL', "l'envoi des e-mails"],
  ['MASTER_KEY', 'le chiffrement des secrets API'],
  ['PDF_SIGNING_KEY', 'la clé qui signe les certificats PDF'],
  ['PDF_SIGNING_CERTIFICATES', 'le certificat de signature des PDF et sa chaîne'],
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Embedded mode's secrets have no constant default: each is generated into `DATA_DIR/secrets` on the first
 * start and read back afterwards (production takes them from the environment).
 */
function embeddedSecret(dataDir: string, name: string, generate: () => string, format: RegExp): string {
  const dir = join(dataDir, 'secrets');
  const value = readOrCreateSecret(dir, name, generate);
  if (!format.test(value)) {
    // Never replaced silently: what it protects (API secrets, invoice addresses) would be lost with it.
    throw new ConfigError(`${join(dir, name)} ne contient pas un secret valide : restaurez-le.`);
  }
  return value;
}

/**
 * The remote chain of one set of variables, `RPC_URL`… (live) or `TEST_RPC_URL`… (test keys'); null when
 * none of them is set.
 * @throws ConfigError when only some of its three variables are set.
 */
function parseRemoteChain(
  env: Env,
  prefix: '' | 'TEST_' | 'L1_',
  name: ChainName,
): RemoteChainSettings | null {
  const rpcUrl = env[`${prefix}RPC_URL`];
  const privateKey = env[`${prefix}ANCHOR_PRIVATE_KEY`];
  const contractAddress = env[`${prefix}CONTRACT_ADDRESS`];
  if (!(rpcUrl || privateKey || contractAddress)) return null;
  if (!(rpcUrl && privateKey && contractAddress)) {
    throw new ConfigError(
      `${prefix}RPC_URL, ${prefix}ANCHOR_PRIVATE_KEY et ${prefix}CONTRACT_ADDRESS vont ensemble : il en manque.`,
    );
  }
  return {
    kind: 'remote',
    name,
    rpcUrl,
    privateKey: privateKey as `0x${string}`,
    contractAddress: contractAddress as `0x${string}`,
    deploymentBlock: env[`${prefix}CONTRACT_DEPLOYMENT_BLOCK`],
  };
}

/**
 * Turns the environment into one typed configuration, once, at boot.
 * @throws ConfigError naming every invalid or missing variable.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(`Configuration invalide :\n  TRUST_PROXY: ${(error as Error).message}`);
  }
  if (env.NODE_ENV === 'production') {
    const missing = PRODUCTION_SECRETS.filter(([name]) => !env[name]);
    if (missing.length > 0) {
      const lines = missing.map(([name, what]) => `${name} (${what})`);
      throw new ConfigError(
        `En production, ces variables sont obligatoires et manquent :\n  ${lines.join('\n  ')}`,
      );
    }
  }

  const remoteChain = parseRemoteChain(env, '', env.CHAIN ?? 'base');
  const testChain = parseRemoteChain(env, 'TEST_', env.TEST_CHAIN);
  if (testChain && testChain.privateKey.toLowerCase() === remoteChain?.privateKey.toLowerCase()) {
    throw new ConfigError(
      'TEST_ANCHOR_PRIVATE_KEY doit différer de ANCHOR_PRIVATE_KEY : deux moteurs sur un même compte se disputeraient ses nonces.',
    );
  }
  if (env.TSA_URL && env.TSA_QUALIFIED === 'true' && !env.TSA_ROOT_CERTIFICATES) {
    throw new ConfigError(
      'TSA_QUALIFIED=true demande TSA_ROOT_CERTIFICATES (les certificats racines de l’autorité qualifiée) : un jeton n’est dit qualifié que si sa chaîne y mène.',
    );
  }
  const l1Chain = parseRemoteChain(env, 'L1_', env.L1_CHAIN ?? 'ethereum');
  if (l1Chain && !remoteChain) {
    throw new ConfigError(
      'L1_RPC_URL va avec RPC_URL : le réseau local intégré est scellé sur son propre Ethereum local.',
    );
  }
  const expectedL1 = env.CHAIN === 'base-sepolia' ? 'sepolia' : 'ethereum';
  if (l1Chain && l1Chain.name !== expectedL1) {
    throw new ConfigError(
      `L1_CHAIN=${l1Chain.name} ne scelle pas ${env.CHAIN ?? 'base'} : Base est scellé sur ethereum, Base Sepolia sur sepolia.`,
    );
  }
  if (env.CHAIN_WS_URL && !remoteChain) {
    throw new ConfigError('CHAIN_WS_URL va avec RPC_URL : le nœud local intégré donne déjà le sien.');
  }
  const stripe = env.STRIPE_SECRET_KEY || env.STRIPE_PUBLISHABLE_KEY || env.STRIPE_WEBHOOK_SECRET;
  if (stripe && !(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY et STRIPE_WEBHOOK_SECRET vont ensemble : il en manque.',
    );
  }

  if (Boolean(env.PDF_SIGNING_KEY) !== Boolean(env.PDF_SIGNING_CERTIFICATES)) {
    throw new ConfigError('PDF_SIGNING_KEY et PDF_SIGNING_CERTIFICATES vont ensemble : il en manque.');
  }

  const dataDir = resolve(env.DATA_DIR);
  const chainName: ChainName = env.CHAIN ?? (remoteChain ? 'base' : 'local');
  const blockTimeMs = chainName === 'local' ? env.LOCAL_BLOCK_TIME_S * 1000 : 2000;
  const anchoring: Config['anchoring'] = {
    blockTimeMs,
    intervalMs: env.ANCHOR_INTERVAL_MS ?? blockTimeMs,
    maxBatch: env.ANCHOR_MAX_BATCH,
    confirmations: env.ANCHOR_CONFIRMATIONS ?? (chainName === 'local' ? 1 : 3),
    deadlineMs: env.ANCHOR_DEADLINE_MS,
    webTimeoutMs: env.WEB_ANCHOR_TIMEOUT_MS,
    lowBalanceWei: env.LOW_BALANCE_WEI,
  };

  return {
    env: env.NODE_ENV,
    version,
    port: env.PORT,
    host: env.HOST,
    trustProxy,
    healthToken: env.HEALTH_TOKEN ?? null,
    logLevel: env.LOG_LEVEL,
    dataDir,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    webBuildDir: resolve(env.WEB_BUILD_DIR ?? new URL('../../web/build/client', import.meta.url).pathname),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    chain: remoteChain
      ? { ...remoteChain, webSocketUrl: env.CHAIN_WS_URL }
      : { kind: 'embedded', name: 'local', blockTimeS: env.LOCAL_BLOCK_TIME_S, rpcPort: env.LOCAL_RPC_PORT },
    publicRpcUrl: env.PUBLIC_RPC_URL ?? null,
    // A PEM in one environment line has its line breaks written \n.
    pdfSigning:
      env.PDF_SIGNING_KEY && env.PDF_SIGNING_CERTIFICATES
        ? {
            kind: 'configured',
            keyPem: env.PDF_SIGNING_KEY.replaceAll('\\n', '\n'),
            certificatesPem: env.PDF_SIGNING_CERTIFICATES.replaceAll('\\n', '\n'),
          }
        : { kind: 'embedded', dataDir },
    timestamping: env.TSA_URL
      ? {
          kind: 'remote',
          url: env.TSA_URL,
          qualified: env.TSA_QUALIFIED === 'true',
          rootCertificatesPath: env.TSA_ROOT_CERTIFICATES ? resolve(env.TSA_ROOT_CERTIFICATES) : null,
          chainCertificatesPath: env.TSA_CHAIN_CERTIFICATES ? resolve(env.TSA_CHAIN_CERTIFICATES) : null,
          intervalMs: env.TSA_INTERVAL_MS,
          retryMs: env.TSA_RETRY_MS,
        }
      : remoteChain
        ? { kind: 'off' }
        : { kind: 'embedded', qualified: false, intervalMs: env.TSA_INTERVAL_MS, retryMs: env.TSA_RETRY_MS },
    anchoring,
    testChain: testChain ?? (remoteChain ? { kind: 'off' } : { kind: 'embedded' }),
    l1:
      l1Chain ??
      (remoteChain
        ? { kind: 'off' }
        : {
            kind: 'embedded',
            name: 'local-l1',
            blockTimeS: env.LOCAL_L1_BLOCK_TIME_S,
            rpcPort: env.LOCAL_L1_RPC_PORT,
          }),
    checkpoint: {
      // A day in production: one transaction on Ethereum, whatever the volume; a few minutes to watch it locally.
      everyMs: env.CHECKPOINT_EVERY ?? (remoteChain ? 86_400_000 : 5 * 60_000),
      confirmations: remoteChain ? 3 : 1,
      blockTimeMs: l1Chain ? 12_000 : env.LOCAL_L1_BLOCK_TIME_S * 1000,
      publicRpcUrl: env.L1_PUBLIC_RPC_URL ?? null,
    },
    // A remote test network has Base's two-second blocks; the embedded one shares the local node's pace.
    testAnchoring: testChain
      ? { ...anchoring, blockTimeMs: 2000, intervalMs: 2000, confirmations: env.ANCHOR_CONFIRMATIONS ?? 3 }
      : anchoring,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : {
            kind: 'simulator',
            webhookSecret: embeddedSecret(
              dataDir,
              'simulator-webhook-secret',
              () => `whsec_${randomBytes(32).toString('base64url')}`,
              /^whsec_[A-Za-z0-9_-]{32,}$/,
            ),
          },
    mail: env.SMTP_URL
      ? { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
      : { kind: 'outbox', dir: resolve(dataDir, 'outbox'), from: env.MAIL_FROM },
    redisUrl: env.REDIS_URL,
    apiRateLimitPerHour: env.API_RATE_LIMIT_PER_HOUR,
    webToken: {
      idleMs: env.WEB_TOKEN_IDLE_HOURS * 3600_000,
      maxMs: env.WEB_TOKEN_LIFETIME_DAYS * 24 * 3600_000,
    },
    webhooks: {
      // Embedded mode (no remote chain) allows them unless told otherwise; production never does.
      allowLocalTargets:
        env.NODE_ENV !== 'production' &&
        (env.WEBHOOK_LOCAL_TARGETS ?? (env.RPC_URL ? 'refuse' : 'allow')) === 'allow',
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      concurrency: env.WEBHOOK_CONCURRENCY,
      hostConcurrency: Math.min(env.WEBHOOK_HOST_CONCURRENCY, env.WEBHOOK_CONCURRENCY),
    },
    requestLimits: {
      headersTimeoutMs: env.REQUEST_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: env.REQUEST_BODY_TIMEOUT_MS,
      bodyMinBytesPerSecond: env.REQUEST_BODY_MIN_BYTES_PER_S,
      connectionsPerAddress: env.CONNECTIONS_PER_ADDRESS,
    },
    masterKey: Buffer.from(
      env.MASTER_KEY ??
        embeddedSecret(dataDir, 'master-key', () => randomBytes(32).toString('hex'), /^[0-9a-f]{64}$/i),
      'hex',
    ),
  };
}
