import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { accounts, authEvents, passwordResets } from '../src/adapters/db/schema/accounts';
import { balanceOf, logIn, post, randomEmail, signUp } from './support/accounts';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import { buildTestApp } from './support/test-app';
import { resetLinkOf, watchedOutbox } from './support/watched-outbox';

const targets = await databaseTargets();

// One chain for both databases: nothing here is anchored.
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(targets)('password reset by e-mail on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  const outbox = watchedOutbox();
  // The application's clock: links expire on it.
  let clock = Date.now();

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      env: { PUBLIC_URL: 'https://horodoc.example' },
      deps: { clock: clockReading(() => clock), mailer: outbox.mailer },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const ask = (email: string, from?: 'login' | 'credits') =>
    post(app, '/api/auth/password-reset', { email, ...(from ? { from } : {}) });
  const confirm = (token: string, password: string) =>
    post(app, '/api/auth/password-reset/confirm', { token, password });
  const resetMailTo = (email: string) => (mail: { to: string; subject: string }) =>
    mail.to === email && mail.subject.startsWith('Réinitialisation');
  /** Asks for a link and reads it from the e-mail once written. */
  const linkFor = async (email: string, from?: 'login' | 'credits') => {
    const count = outbox.sent(resetMailTo(email)).length + 1;
    expect((await ask(email, from)).statusCode).toBe(200);
    const link = resetLinkOf((await outbox.waitFor(resetMailTo(email), count)).text);
    return { link, token: link.hash.replace('#token=', '') };
  };

  it('answers alike for an account and an unknown address, and e-mails a link to the account only', async () => {
    const owner = await signUp(app);
    const stranger = randomEmail();
    const unknown = await ask(stranger);
    const known = await ask(owner.email.toUpperCase(), 'credits');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true });

    const mail = await outbox.waitFor(resetMailTo(owner.email), 1);
    expect(outbox.sent((sent) => sent.to === stranger)).toEqual([]);
    const link = resetLinkOf(mail.text);
    expect(`${link.origin}${link.pathname}${link.search}`).toBe(
      'https://horodoc.example/reset-password?from=credits',
    );
    const token = link.hash.replace('#token=', '');
    // Written to the outbox folder as an .eml file (quoted-printable may fold the long link).
    const file = outbox.files().find((eml) => eml.replace(/=\r?\n/g, '').includes(token.slice(4, 40)));
    expect(file).toContain(`To: ${owner.email}`);
    // Only the token's SHA-256 is kept.
    const rows = await database.db.select().from(passwordResets);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers before the e-mail is sent, so the answer’s time does not tell an account exists', async () => {
    const owner = await signUp(app);
    outbox.hold();
    try {
      expect((await ask(owner.email)).statusCode).toBe(200);
      expect(outbox.sent(resetMailTo(owner.email))).toEqual([]);
    } finally {
      outbox.release();
    }
    await outbox.waitFor(resetMailTo(owner.email), 1);
  });

  it('sets the new password once, and signs every web token and credits session out', async () => {
    const owner = await signUp(app);
    const web = (await post(app, '/api/auth/login', { email: owner.email, password: owner.password })).json();
    const session = await logIn(app, owner.email, owner.password);
    const sessionKey = { keyId: session.api_key, secret: session.api_secret };
    const profile = (token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Token ${token}` } });
    expect((await profile(web.token)).statusCode).toBe(200);
    expect((await balanceOf(app, sessionKey)).statusCode).toBe(200);

    const { token } = await linkFor(owner.email);
    const done = await confirm(token, 'nouveau-mot-de-passe');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, email: owner.email });
    expect(String(done.headers['set-cookie'])).toContain('horodoc_device=');

    expect((await profile(web.token)).statusCode).toBe(401);
    expect((await balanceOf(app, sessionKey)).statusCode).toBe(401);
    // The API key of the account's integrations is not a sign-in: it keeps working.
    expect((await balanceOf(app, { keyId: owner.apiKey, secret: owner.apiSecret })).statusCode).toBe(200);
    const old = await post(app, '/api/auth/login', { email: owner.email, password: owner.password });
    expect(old.statusCode).toBe(401);
    const fresh = await post(app, '/api/auth/login', {
      email: owner.email,
      password: 'nouveau-mot-de-passe',
    });
    expect(fresh.statusCode).toBe(200);

    const again = await confirm(token, 'encore-un-autre-mot');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré : demandez-en un nouveau.',
    );
    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, owner.email));
    const changed = await database.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.accountId, account?.id ?? ''), eq(authEvents.kind, 'password_changed')));
    expect(changed).toMatchObject([{ detail: 'reset by e-mail' }]);
  });

  it('ends the account’s other links with the reset', async () => {
    const owner = await signUp(app);
    const first = await linkFor(owner.email);
    const second = await linkFor(owner.email);
    expect((await confirm(second.token, 'nouveau-mot-de-passe')).statusCode).toBe(200);
    expect((await confirm(first.token, 'encore-un-autre-mot')).statusCode).toBe(400);
  });

  it('refuses a link past its thirty minutes on the application’s clock', async () => {
    const owner = await signUp(app);
    const { token } = await linkFor(owner.email);
    try {
      clock += 30 * 60_000;
      expect((await confirm(token, 'nouveau-mot-de-passe')).statusCode).toBe(400);
    } finally {
      clock = Date.now();
    }
    const login = await post(app, '/api/auth/login', { email: owner.email, password: owner.password });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the password rules: eight characters at least', async () => {
    const owner = await signUp(app);
    const { token } = await linkFor(owner.email);
    const short = await confirm(token, 'court');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Le mot de passe doit contenir au moins 8 caractères');
    expect((await confirm(token, 'assez-long-cette-fois')).statusCode).toBe(200);
  });

  it('sends one account at most three e-mails an hour, however often it is asked', async () => {
    const owner = await signUp(app);
    for (let i = 0; i < 5; i++) expect((await ask(owner.email)).statusCode).toBe(200);
    await outbox.waitFor(resetMailTo(owner.email), 3);
    // The two refused are recorded, after the three sent.
    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, owner.email));
    const requested = () =>
      database.db
        .select()
        .from(authEvents)
        .where(
          and(eq(authEvents.accountId, account?.id ?? ''), eq(authEvents.kind, 'password_reset_requested')),
        );
    await eventually(async () => (await requested()).length === 5, 10_000, 'five requests recorded');
    expect(outbox.sent(resetMailTo(owner.email))).toHaveLength(3);
    try {
      clock += 3600_000;
      await linkFor(owner.email);
    } finally {
      clock = Date.now();
    }
  });
});
