import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { buildTestApp } from './support/test-app';

describe('serving the prerendered front end', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const build = mkdtempSync(join(tmpdir(), 'horodoc-web-'));
    mkdirSync(join(build, 'blog/mon-article'), { recursive: true });
    mkdirSync(join(build, 'assets'));
    writeFileSync(join(build, 'index.html'), '<h1>Accueil</h1>');
    writeFileSync(join(build, 'blog/mon-article/index.html'), '<h1>Article</h1>');
    writeFileSync(join(build, 'assets/app-123.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
    chain = await startTestChain();
    database = await openMigratedPglite();
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      serveSite: true,
      env: { WEB_BUILD_DIR: build },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it('serves a page prerendered for its path, with and without a trailing slash', async () => {
    for (const url of ['/', '/blog/mon-article', '/blog/mon-article/']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect((await app.inject({ url: '/blog/mon-article' })).body).toBe('<h1>Article</h1>');
  });

  it('gives hashed assets a year-long immutable cache', async () => {
    const response = await app.inject({ url: '/assets/app-123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('redirects any other path to the home page', async () => {
    const response = await app.inject({ url: '/page-inconnue' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('answers 404 JSON for an unknown API path and never serves a file outside the build', async () => {
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
    const traversal = await app.inject({ url: '/../secret.txt' });
    expect(traversal.body).not.toContain('secret');
    const encoded = await app.inject({ url: '/%2e%2e/%2e%2e/secret.txt' });
    expect(encoded.body).not.toContain('secret');
  });

  it('answers a wrong method with 405 and the methods allowed, in French', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/api/health', 'GET, HEAD'],
      ['GET', '/api/check-document.php', 'POST'],
      ['POST', '/blog/mon-article', 'GET, HEAD'],
      ['PUT', '/assets/app-123.js', 'GET, HEAD'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json()).toEqual({
        success: false,
        error: 'method_not_allowed',
        message: 'Méthode non autorisée pour cette adresse.',
      });
    }
  });

  it('answers a malformed address in French, whether a route or a page would have served it', async () => {
    for (const url of ['/%zz', '/blog/%E0%A4%A', '/api/verify/%zz']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ message: "L'adresse demandée est mal encodée." });
    }
  });

  it('sets the anti-forgery cookie and refuses a state-changing call without its header', async () => {
    const page = await app.inject({ url: '/' });
    const cookie = page.cookies.find((c) => c.name === 'horodoc_csrf');
    expect(cookie?.value).toMatch(/^[0-9a-f]{64}$/);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/check-document.php',
      cookies: { horodoc_csrf: cookie?.value ?? '' },
      payload: { file_hash: 'a'.repeat(64) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'csrf_failed' });
  });
});
