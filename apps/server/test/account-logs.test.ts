import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { createLogger } from '../src/adapters/logger';
import { balanceOf, logIn, post, signUp } from './support/accounts';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { buildTestApp } from './support/test-app';

const [pglite] = await databaseTargets();

describe('what the account flows write to the logs', () => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await (pglite as NonNullable<typeof pglite>).open());
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      logger: createLogger('trace', destination),
    }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  it('holds no password, API secret, session secret, web token or client secret, even at trace level', async () => {
    const signup = await signUp(app, { password: 'un-mot-de-passe-secret' });
    const session = await logIn(app, signup.email, signup.password);
    await balanceOf(app, { keyId: signup.apiKey, secret: signup.apiSecret });
    await balanceOf(app, { keyId: session.api_key, secret: session.api_secret });
    await post(app, '/api/authenticate-user.php', { email: signup.email, password: 'un-autre-secret-faux' });
    const web = (
      await post(app, '/api/auth/login', { email: signup.email, password: signup.password })
    ).json();
    await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Token ${web.token}` },
    });
    expect(web.token).toMatch(/^hwt_/);
    const written = lines.join('');
    expect(written).toContain('/api/auth/profile');
    expect(written).toContain('/api/authenticate-user.php');
    for (const secret of [
      'un-mot-de-passe-secret',
      'un-autre-secret-faux',
      signup.apiSecret,
      session.api_secret,
      web.token,
      '_secret_',
    ]) {
      expect(written).not.toContain(secret);
    }
  });
});
