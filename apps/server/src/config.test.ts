import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A fresh data folder: embedded mode writes its generated secrets there. */
const dataDir = () => mkdtempSync(join(tmpdir(), 'horodoc-config-'));

describe('loadConfig', () => {
  it('runs the embedded stack when nothing is configured', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(config.healthToken).toBeNull();
    expect(config.database.kind).toBe('pglite');
    expect(config.chain).toEqual({ kind: 'embedded', name: 'local', blockTimeS: 2, rpcPort: 8545 });
    expect(config.payments.kind).toBe('simulator');
    expect(config.mail.kind).toBe('outbox');
    expect(config.anchoring).toMatchObject({ intervalMs: 2000, maxBatch: 10_000, confirmations: 1 });
  });

  it('bounds each webhook try and each request, and a receiver never gets more slots than all receivers', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      webhooks: { timeoutMs: 5000, concurrency: 64, hostConcurrency: 16 },
      requestLimits: {
        headersTimeoutMs: 10_000,
        bodyTimeoutMs: 10_000,
        bodyMinBytesPerSecond: 16_384,
        connectionsPerAddress: 64,
      },
    });
    const tight = loadConfig({
      DATA_DIR: dataDir(),
      WEBHOOK_CONCURRENCY: '2',
      WEBHOOK_HOST_CONCURRENCY: '8',
    });
    expect(tight.webhooks).toMatchObject({ concurrency: 2, hostConcurrency: 2 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUEST_BODY_MIN_BYTES_PER_S: '0' })).toThrow(
      /REQUEST_BODY_MIN_BYTES_PER_S/,
    );
  });

  it('switches each part to the real service when its variables are set', () => {
    const config = loadConfig({
      MASTER_KEY: 'ab'.repeat(32),
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/horodoc',
      RPC_URL: 'https://mainnet.base.org',
      ANCHOR_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
      CONTRACT_ADDRESS: `0x${'12'.repeat(20)}`,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/horodoc' });
    expect(config.chain).toMatchObject({ kind: 'remote', name: 'base', rpcUrl: 'https://mainnet.base.org' });
    expect(config.anchoring.confirmations).toBe(3);
    expect(config.payments.kind).toBe('stripe');
    expect(config.mail.kind).toBe('smtp');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.masterKey.toString('hex')).toBe('ab'.repeat(32));
  });

  it('names every missing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/h' })).toThrowError(
      expect.objectContaining({
        name: 'ConfigError',
        message: expect.stringMatching(
          /ANCHOR_PRIVATE_KEY[\s\S]*STRIPE_SECRET_KEY[\s\S]*MASTER_KEY[\s\S]*PDF_SIGNING_KEY \(la clé qui signe les certificats PDF\)[\s\S]*PDF_SIGNING_CERTIFICATES/,
        ),
      }),
    );
    try {
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/h' });
    } catch (error) {
      expect((error as Error).message).not.toContain('DATABASE_URL');
    }
  });

  it('signs certificate PDFs with the configured PEM key and chain, or a local one in the data folder', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).pdfSigning).toEqual({ kind: 'embedded', dataDir: DATA_DIR });
    const configured = loadConfig({
      DATA_DIR,
      PDF_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----',
      PDF_SIGNING_CERTIFICATES: '-----BEGIN CERTIFICATE-----\nBBBB\n-----END CERTIFICATE-----',
    }).pdfSigning;
    expect(configured).toEqual({
      kind: 'configured',
      keyPem: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
      certificatesPem: '-----BEGIN CERTIFICATE-----\nBBBB\n-----END CERTIFICATE-----',
    });
    expect(() => loadConfig({ DATA_DIR, PDF_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----' })).toThrow(
      /PDF_SIGNING_KEY et PDF_SIGNING_CERTIFICATES vont ensemble/,
    );
    expect(() => loadConfig({ DATA_DIR, PDF_SIGNING_KEY: 'secret', PDF_SIGNING_CERTIFICATES: 'x' })).toThrow(
      /PDF_SIGNING_KEY: doit être une clé privée PEM/,
    );
  });

  it('refuses a partial chain or Stripe configuration', () => {
    const DATA_DIR = dataDir();
    expect(() => loadConfig({ DATA_DIR, RPC_URL: 'https://mainnet.base.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('anchors test keys on the TEST_* network, the embedded node, or nowhere, never with the live key', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).testChain).toEqual({ kind: 'embedded' });
    const live = {
      MASTER_KEY: 'ab'.repeat(32),
      RPC_URL: 'https://mainnet.base.org',
      ANCHOR_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
      CONTRACT_ADDRESS: `0x${'cd'.repeat(20)}`,
    };
    expect(loadConfig({ ...live, DATA_DIR: dataDir() }).testChain).toEqual({ kind: 'off' });
    const test = {
      TEST_RPC_URL: 'https://sepolia.base.org',
      TEST_ANCHOR_PRIVATE_KEY: `0x${'ef'.repeat(32)}`,
      TEST_CONTRACT_ADDRESS: `0x${'12'.repeat(20)}`,
    };
    const config = loadConfig({ ...live, ...test, DATA_DIR: dataDir() });
    expect(config.testChain).toMatchObject({ kind: 'remote', name: 'base-sepolia' });
    expect(config.testAnchoring).toMatchObject({ blockTimeMs: 2000, confirmations: 3 });
    expect(() => loadConfig({ ...live, TEST_RPC_URL: test.TEST_RPC_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ ...live, ...test, TEST_ANCHOR_PRIVATE_KEY: `0x${'AB'.repeat(32)}` })).toThrow(
      /doit différer/,
    );
  });

  it('reads the live and the test chains alike, each from its own variables', () => {
    const live = {
      MASTER_KEY: 'ab'.repeat(32),
      RPC_URL: 'https://mainnet.base.org',
      ANCHOR_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
      CONTRACT_ADDRESS: `0x${'cd'.repeat(20)}`,
      CONTRACT_DEPLOYMENT_BLOCK: '1200',
      CHAIN_WS_URL: 'wss://mainnet.base.org/ws',
    };
    const test = {
      TEST_CHAIN: 'base',
      TEST_RPC_URL: 'https://sepolia.base.org',
      TEST_ANCHOR_PRIVATE_KEY: `0x${'ef'.repeat(32)}`,
      TEST_CONTRACT_ADDRESS: `0x${'12'.repeat(20)}`,
      TEST_CONTRACT_DEPLOYMENT_BLOCK: '34',
    };
    const config = loadConfig({ ...live, ...test, DATA_DIR: dataDir() });
    expect(config.chain).toStrictEqual({
      kind: 'remote',
      name: 'base',
      rpcUrl: live.RPC_URL,
      privateKey: live.ANCHOR_PRIVATE_KEY,
      contractAddress: live.CONTRACT_ADDRESS,
      deploymentBlock: 1200,
      webSocketUrl: live.CHAIN_WS_URL,
    });
    // CHAIN_WS_URL is the live node's: the test network's head is asked over its RPC.
    expect(config.testChain).toStrictEqual({
      kind: 'remote',
      name: 'base',
      rpcUrl: test.TEST_RPC_URL,
      privateKey: test.TEST_ANCHOR_PRIVATE_KEY,
      contractAddress: test.TEST_CONTRACT_ADDRESS,
      deploymentBlock: 34,
    });
    expect(() => loadConfig({ ...live, TEST_CONTRACT_ADDRESS: test.TEST_CONTRACT_ADDRESS })).toThrow(
      /^TEST_RPC_URL, TEST_ANCHOR_PRIVATE_KEY et TEST_CONTRACT_ADDRESS vont ensemble : il en manque\.$/,
    );
    expect(() => loadConfig({ ...test, ANCHOR_PRIVATE_KEY: live.ANCHOR_PRIVATE_KEY })).toThrow(
      /^RPC_URL, ANCHOR_PRIVATE_KEY et CONTRACT_ADDRESS vont ensemble : il en manque\.$/,
    );
  });

  it("takes a remote node's WebSocket for new blocks, and refuses one that is not ws:// or alone", () => {
    const DATA_DIR = dataDir();
    const remote = {
      DATA_DIR,
      RPC_URL: 'https://base.example',
      ANCHOR_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
      CONTRACT_ADDRESS: `0x${'12'.repeat(20)}`,
    };
    expect(loadConfig({ ...remote, CHAIN_WS_URL: 'wss://base.example/ws' }).chain).toMatchObject({
      kind: 'remote',
      webSocketUrl: 'wss://base.example/ws',
    });
    expect(loadConfig(remote).chain).toMatchObject({ kind: 'remote', webSocketUrl: undefined });
    expect(() => loadConfig({ ...remote, CHAIN_WS_URL: 'https://base.example' })).toThrow(/CHAIN_WS_URL/);
    expect(() => loadConfig({ DATA_DIR, CHAIN_WS_URL: 'ws://127.0.0.1:8546' })).toThrow(/CHAIN_WS_URL/);
  });

  it('seals the embedded log on its own local Ethereum every five minutes, and a remote one daily on L1_*', () => {
    const embedded = loadConfig({ DATA_DIR: dataDir() });
    expect(embedded.l1).toEqual({ kind: 'embedded', name: 'local-l1', blockTimeS: 12, rpcPort: 8546 });
    expect(embedded.checkpoint).toMatchObject({ everyMs: 5 * 60_000, confirmations: 1, blockTimeMs: 12_000 });
    const remote = {
      DATA_DIR: dataDir(),
      RPC_URL: 'https://base.example',
      ANCHOR_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
      CONTRACT_ADDRESS: `0x${'12'.repeat(20)}`,
    };
    expect(loadConfig(remote).l1).toEqual({ kind: 'off' });
    const l1 = {
      L1_RPC_URL: 'https://ethereum.example',
      L1_ANCHOR_PRIVATE_KEY: `0x${'cd'.repeat(32)}`,
      L1_CONTRACT_ADDRESS: `0x${'34'.repeat(20)}`,
      L1_CONTRACT_DEPLOYMENT_BLOCK: '21000000',
    };
    const config = loadConfig({ ...remote, ...l1 });
    expect(config.l1).toStrictEqual({
      kind: 'remote',
      name: 'ethereum',
      rpcUrl: l1.L1_RPC_URL,
      privateKey: l1.L1_ANCHOR_PRIVATE_KEY,
      contractAddress: l1.L1_CONTRACT_ADDRESS,
      deploymentBlock: 21_000_000,
    });
    expect(config.checkpoint).toMatchObject({ everyMs: 86_400_000, confirmations: 3, blockTimeMs: 12_000 });
    expect(loadConfig({ ...remote, ...l1, CHECKPOINT_EVERY: '6h' }).checkpoint.everyMs).toBe(6 * 3_600_000);
    expect(loadConfig({ ...remote, ...l1, CHECKPOINT_EVERY: '90s' }).checkpoint.everyMs).toBe(90_000);
    expect(() => loadConfig({ ...remote, ...l1, CHECKPOINT_EVERY: 'un jour' })).toThrow(/CHECKPOINT_EVERY/);
    expect(() => loadConfig({ ...remote, L1_RPC_URL: l1.L1_RPC_URL })).toThrow(
      /^L1_RPC_URL, L1_ANCHOR_PRIVATE_KEY/,
    );
    // Base is sealed on Ethereum, Base Sepolia on Sepolia; the embedded chain on its own local L1.
    expect(() => loadConfig({ ...remote, ...l1, L1_CHAIN: 'sepolia' })).toThrow(/L1_CHAIN=sepolia/);
    expect(loadConfig({ ...remote, ...l1, CHAIN: 'base-sepolia', L1_CHAIN: 'sepolia' }).l1).toMatchObject({
      name: 'sepolia',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...l1 })).toThrow(/L1_RPC_URL va avec RPC_URL/);
  });

  it('calls an authority qualified only with its roots configured, which verifiers then trust', () => {
    const tsa = { DATA_DIR: dataDir(), TSA_URL: 'https://tsa.example/', TSA_QUALIFIED: 'true' };
    expect(() => loadConfig(tsa)).toThrow(/TSA_ROOT_CERTIFICATES/);
    const config = loadConfig({ ...tsa, TSA_ROOT_CERTIFICATES: '/etc/horodoc/racines.pem' });
    expect(config.timestamping).toMatchObject({
      kind: 'remote',
      qualified: true,
      rootCertificatesPath: '/etc/horodoc/racines.pem',
      chainCertificatesPath: null,
    });
  });

  it('explains a malformed value with the variable name', () => {
    const DATA_DIR = dataDir();
    expect(() => loadConfig({ DATA_DIR, ANCHOR_PRIVATE_KEY: '0x1234' })).toThrow(/ANCHOR_PRIVATE_KEY/);
    expect(() => loadConfig({ DATA_DIR, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR, HEALTH_TOKEN: 'short' })).toThrow(/HEALTH_TOKEN/);
  });

  it('generates the embedded secrets once into the data folder, readable by their owner only', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR });
    const again = loadConfig({ DATA_DIR });
    expect(first.masterKey).toHaveLength(32);
    expect(first.masterKey.equals(Buffer.alloc(32))).toBe(false);
    expect(again.masterKey.equals(first.masterKey)).toBe(true);
    const webhookSecret = first.payments.kind === 'simulator' ? first.payments.webhookSecret : '';
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(again.payments).toEqual(first.payments);
    for (const name of ['master-key', 'simulator-webhook-secret']) {
      expect(statSync(join(DATA_DIR, 'secrets', name)).mode & 0o777, name).toBe(0o600);
    }
    expect(readFileSync(join(DATA_DIR, 'secrets', 'master-key'), 'utf8').trim()).toBe(
      first.masterKey.toString('hex'),
    );
    // Another data folder, another key: nothing is a constant.
    expect(loadConfig({ DATA_DIR: dataDir() }).masterKey.equals(first.masterKey)).toBe(false);
  });

  it('refuses a damaged secret file rather than replacing what it protects', () => {
    const DATA_DIR = dataDir();
    loadConfig({ DATA_DIR });
    writeFileSync(join(DATA_DIR, 'secrets', 'master-key'), 'not a key');
    expect(() => loadConfig({ DATA_DIR })).toThrow(/master-key ne contient pas un secret valide/);
  });

  it('takes the master key from MASTER_KEY and then writes no file', () => {
    const DATA_DIR = dataDir();
    loadConfig({ DATA_DIR, MASTER_KEY: 'cd'.repeat(32) });
    expect(() => statSync(join(DATA_DIR, 'secrets', 'master-key'))).toThrow(/ENOENT/);
  });

  it('trusts a hop count or listed proxies for X-Forwarded-For, never everyone', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const everyone of ['true', '*', '0.0.0.0/0', '::/0', 'proxy.example']) {
      expect(() => loadConfig({ DATA_DIR, TRUST_PROXY: everyone }), everyone).toThrow(/TRUST_PROXY/);
    }
  });
});
