import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { createLogger } from '../src/adapters/logger';
import { balanceOf, logIn, post, signUp } from './support/accounts';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { buildTestApp } from './support/test-app';
import { resetLinkOf, watchedOutbox } from './support/watched-outbox';

const [pglite] = await databaseTargets();

describe('what the account flows write to the logs', () => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  const lines: string[] = [];
  const outbox = watchedOutbox();

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
      deps: { mailer: outbox.mailer },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  it('holds no password, API secret, session secret, web token, reset link or client secret, even at trace level', async () => {
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
    await post(app, '/api/auth/password-reset', { email: signup.email });
    const mail = await outbox.waitFor(
      (sent) => sent.to === signup.email && /Réinitialisation/.test(sent.subject),
      1,
    );
    const resetToken = resetLinkOf(mail.text).hash.replace('#token=', '');
    const reset = await post(app, '/api/auth/password-reset/confirm', {
      token: resetToken,
      password: 'un-nouveau-secret',
    });
    expect(reset.statusCode).toBe(200);
    const written = lines.join('');
    expect(written).toContain('/api/auth/profile');
    expect(written).toContain('/api/authenticate-user.php');
    for (const secret of [
      'un-mot-de-passe-secret',
      'un-autre-secret-faux',
      signup.apiSecret,
      session.api_secret,
      web.token,
      resetToken,
      'un-nouveau-secret',
      '_secret_',
    ]) {
      expect(written).not.toContain(secret);
    }
  });
});
