import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the embedded stack when nothing is configured', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.chain).toEqual({ kind: 'embedded', name: 'local', blockTimeS: 2, rpcPort: 8545 });
    expect(config.payments.kind).toBe('simulator');
    expect(config.mail.kind).toBe('outbox');
    expect(config.anchoring).toMatchObject({ intervalMs: 2000, maxBatch: 10_000, confirmations: 1 });
  });

  it('switches each part to the real service when its variables are set', () => {
    const config = loadConfig({
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
  });

  it('names every missing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/h' })).toThrowError(
      expect.objectContaining({
        name: 'ConfigError',
        message: expect.stringMatching(/ANCHOR_PRIVATE_KEY[\s\S]*STRIPE_SECRET_KEY[\s\S]*MASTER_KEY/),
      }),
    );
    try {
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/h' });
    } catch (error) {
      expect((error as Error).message).not.toContain('DATABASE_URL');
    }
  });

  it('refuses a partial chain or Stripe configuration', () => {
    expect(() => loadConfig({ RPC_URL: 'https://mainnet.base.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('explains a malformed value with the variable name', () => {
    expect(() => loadConfig({ ANCHOR_PRIVATE_KEY: '0x1234' })).toThrow(/ANCHOR_PRIVATE_KEY/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
