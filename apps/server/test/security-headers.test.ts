import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import type { Deps } from '../src/deps';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { buildTestApp } from './support/test-app';
import { confirm, createPayment, payWithCard } from './support/web-flow';

const HOME_SCRIPT = 'window.__home = 1;';
const PARKED_SCRIPT = 'import("/assets/entry.js");';
const ARTICLE_SCRIPT = 'window.__article = 1;';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A build folder like React Router's: pages with inline scripts (one parked as text/plain), and an asset. */
function writeBuild(): string {
  const build = mkdtempSync(join(tmpdir(), 'horodoc-web-'));
  mkdirSync(join(build, 'blog/article'), { recursive: true });
  mkdirSync(join(build, 'assets'));
  writeFileSync(
    join(build, 'index.html'),
    `<html><head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body><script>${HOME_SCRIPT}</script><script type="text/plain" id="rr-hydrate">${PARKED_SCRIPT}</script><script type="module" src="/assets/entry.js"></script></body></html>`,
  );
  writeFileSync(
    join(build, 'blog/article/index.html'),
    `<html><body><script>${ARTICLE_SCRIPT}</script></body></html>`,
  );
  writeFileSync(join(build, 'assets/entry.js'), 'console.log(1)');
  return build;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

function expectHardened(response: LightMyRequestResponse, label: string) {
  const csp = directives(response);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'none'"]);
  expect(csp.get('script-src'), label).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src'), label).not.toContain("'unsafe-eval'");
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toBe('no-referrer');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['x-powered-by'], label).toBeUndefined();
}

/** The signed API's answers: a policy that allows nothing, and none of the headers only a page needs. */
function expectApiHardened(response: LightMyRequestResponse, label: string) {
  expect(response.headers['content-security-policy'], label).toBe(
    "default-src 'none';frame-ancestors 'none'",
  );
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toBe('no-referrer');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy'], label).toBe('same-origin');
  for (const pageOnly of [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
    'x-powered-by',
  ]) {
    expect(response.headers[pageOnly], `${label}: ${pageOnly}`).toBeUndefined();
  }
}

describe('security headers', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let deps: Deps;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    ({ app, deps } = await buildTestApp({
      database,
      chain: chain.client,
      serveSite: true,
      env: { WEB_BUILD_DIR: writeBuild(), LOCAL_BLOCK_TIME_S: '1' },
    }));
    deps.anchoring.start();
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it('allows exactly the inline scripts of the page served, by hash', async () => {
    const home = await app.inject({ url: '/' });
    expectHardened(home, '/');
    const homeScripts = directives(home).get('script-src') ?? [];
    expect(homeScripts).toEqual(
      expect.arrayContaining(["'self'", "'wasm-unsafe-eval'", sha256(HOME_SCRIPT), sha256(PARKED_SCRIPT)]),
    );
    expect(homeScripts).not.toContain(sha256(ARTICLE_SCRIPT));
    expect(homeScripts.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);

    const article = await app.inject({ url: '/blog/article/' });
    expect(directives(article).get('script-src')).toContain(sha256(ARTICLE_SCRIPT));
    expect(directives(article).get('script-src')).not.toContain(sha256(HOME_SCRIPT));
  });

  it('sets the same headers on an asset, an API answer, an error and a refused URL, with no hash', async () => {
    for (const [url, status] of [
      ['/assets/entry.js', 200],
      ['/api/health', 200],
      ['/api/nope', 404],
      ['/api/verify/%zz', 400],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expectHardened(response, url);
      expect(
        directives(response)
          .get('script-src')
          ?.some((source) => source.includes('sha256')),
        url,
      ).toBe(false);
    }
    expect(directives(await app.inject({ url: '/' })).get('frame-src')).toEqual(["'none'"]);
  });

  it("gives the signed API's answers, refusals included, a policy that allows nothing", async () => {
    for (const [url, status] of [
      ['/pro/openapi.json', 200],
      ['/pro/credits/balance', 401],
      ['/pro/nope', 404],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expectApiHardened(response, url);
    }
  });

  it('sets them on a certificate PDF too', async () => {
    const { payment_id, client_secret } = await createPayment(app);
    await payWithCard(app, client_secret);
    const confirmed = await confirm(app, payment_id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const pdf = await app.inject({ url: confirmed.json().certificate.certificate_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expectHardened(pdf, 'certificate.pdf');
  });

  it('sends no HSTS outside production', async () => {
    expect((await app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers in production', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      serveSite: true,
      env: {
        NODE_ENV: 'production',
        WEB_BUILD_DIR: writeBuild(),
        // Required in production; the test hands in its own database and chain.
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        RPC_URL: 'http://127.0.0.1:1',
        ANCHOR_PRIVATE_KEY: `0x${'11'.repeat(32)}`,
        CONTRACT_ADDRESS: `0x${'22'.repeat(20)}`,
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
        STRIPE_WEBHOOK_SECRET: 'whsec_unused',
        SMTP_URL: 'smtp://127.0.0.1:1',
        MASTER_KEY: 'ab'.repeat(32),
        // Read at the first signature only, which this test never asks for.
        PDF_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\\nunused\\n-----END PRIVATE KEY-----',
        PDF_SIGNING_CERTIFICATES: '-----BEGIN CERTIFICATE-----\\nunused\\n-----END CERTIFICATE-----',
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it("requires HTTPS for two years and allows Stripe's script, frames and API", async () => {
    for (const url of ['/', '/api/payment-config', '/assets/entry.js']) {
      const response = await app.inject({ url });
      expectHardened(response, url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
      const csp = directives(response);
      expect(csp.get('script-src'), url).toEqual(expect.arrayContaining(['https://js.stripe.com']));
      expect(csp.get('frame-src'), url).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
      );
      expect(csp.get('connect-src'), url).toEqual([
        "'self'",
        'https://api.stripe.com',
        new URL(chain.client.publicRpcUrl ?? '').origin,
        // Ethereum's and Sepolia's: the nodes /verify reads a proof's seal from.
        'https://ethereum-rpc.publicnode.com',
        'https://mainnet.base.org',
        'https://sepolia.base.org',
        'https://ethereum-sepolia-rpc.publicnode.com',
      ]);
      expect(csp.has('upgrade-insecure-requests'), url).toBe(true);
    }
    const api = await app.inject({ url: '/pro/openapi.json' });
    expectApiHardened(api, '/pro/openapi.json');
    expect(api.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});
