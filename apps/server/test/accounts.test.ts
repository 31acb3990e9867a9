import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { accounts, apiKeys, authEvents } from '../src/adapters/db/schema/accounts';
import { createPasswordHasher, type PasswordHasher } from '../src/adapters/password-hasher';
import { balanceOf, logIn, post, randomEmail, signedHeaders, signUp } from './support/accounts';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { buildTestApp } from './support/test-app';
import { payWithCard } from './support/web-flow';

const targets = await databaseTargets();

/** The real argon2id hasher, counting what it checks against: a stored hash or the dummy one. */
function countingHasher() {
  const real = createPasswordHasher();
  const counts = { againstStored: 0, againstDummy: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => real.hash(password),
    verify: (hash, password) => {
      if (hash === null) counts.againstDummy++;
      else counts.againstStored++;
      return real.verify(hash, password);
    },
  };
  return { hasher, counts };
}

describe.each(targets)('API accounts on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  const passwords = countingHasher();

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await target.open());
    ({ app } = await buildTestApp({ database, chain: chain.client, deps: { passwords: passwords.hasher } }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  it('opens an account: argon2id password, key and secret shown once, 20 credits to sign with', async () => {
    const email = randomEmail();
    expect((await post(app, '/api/check-email.php', { email })).json()).toEqual({ exists: false });

    const signup = await signUp(app, { email, company: 'Atelier Dupont', credits: 20, amount: 605 });
    expect(signup.apiKey).toMatch(/^hk_[0-9a-f]{32}$/);
    expect(signup.apiSecret).toMatch(/^[0-9a-f]{64}$/);

    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(account?.companyName).toBe('Atelier Dupont');
    const [key] = await database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.accountId, account?.id ?? ''));
    expect(key?.keyId).toBe(signup.apiKey);
    expect(JSON.stringify(key)).not.toContain(signup.apiSecret);

    const balance = await balanceOf(app, { keyId: signup.apiKey, secret: signup.apiSecret });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toEqual({
      success: true,
      credits_balance: 20,
      credits_used: 0,
      credits_purchased: 20,
    });
    expect((await post(app, '/api/check-email.php', { email: email.toUpperCase() })).json()).toEqual({
      exists: true,
    });
  });

  it('does not show the secret a second time for the same payment', async () => {
    const signup = await signUp(app);
    const again = await post(app, '/api/api-credentials.php', { payment_intent_id: signup.paymentIntentId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ apiKey: signup.apiKey, apiSecret: null, credits: 20 });
    expect(again.body).not.toContain(signup.apiSecret);
  });

  it('refuses an amount that is not the pack price, and a pack that does not exist', async () => {
    const email = randomEmail();
    const wrongAmount = await post(app, '/api/signup-checkout.php', {
      email,
      password: 'motdepasse-solide',
      credits: 50,
      amount: 100,
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().message).toContain('Montant ou crédits invalides');
    const noPack = await post(app, '/api/signup-checkout.php', {
      email,
      password: 'motdepasse-solide',
      credits: 42,
      amount: 1000,
    });
    expect(noPack.statusCode).toBe(400);
    expect(noPack.json().message).toContain('Nombre de crédits invalide');
    expect(await database.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
  });

  it("answers the spec's texts for a malformed e-mail and a short password", async () => {
    const response = await post(app, '/api/signup-checkout.php', {
      email: 'pas-un-email',
      password: 'court',
      credits: 20,
      amount: 605,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContain("Format d'email invalide");
    expect(response.json().details).toContain('Le mot de passe doit contenir au moins 8 caractères');
    const missing = await post(app, '/api/signup-checkout.php', { credits: 20, amount: 605 });
    expect(missing.json().details).toContain('Données manquantes');
  });

  it('lets an unfinished signup resume with its password, not with another one', async () => {
    const email = randomEmail();
    const body = { email, password: 'premier-mot-de-passe', credits: 20, amount: 605 };
    const first = await post(app, '/api/signup-checkout.php', body);
    expect(first.statusCode).toBe(200);
    // The card was declined, or the payment canceled: the same person comes back.
    const resumed = await post(app, '/api/signup-checkout.php', { ...body, credits: 50, amount: 1210 });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().payment_intent_id).not.toBe(first.json().payment_intent_id);

    const other = await post(app, '/api/signup-checkout.php', { ...body, password: 'un-autre-mot-de-passe' });
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toContain('Mot de passe incorrect');

    await payWithCard(app, resumed.json().client_secret);
    expect(
      (
        await post(app, '/api/api-credentials.php', { payment_intent_id: resumed.json().payment_intent_id })
      ).json(),
    ).toMatchObject({ credits: 50 });
    const taken = await post(app, '/api/signup-checkout.php', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('Un compte avec cet email existe déjà');
  });

  it('refuses the credentials of a payment that did not succeed', async () => {
    const checkout = await post(app, '/api/signup-checkout.php', {
      email: randomEmail(),
      password: 'motdepasse-solide',
      credits: 20,
      amount: 605,
    });
    const { client_secret, payment_intent_id } = checkout.json();
    await payWithCard(app, client_secret, '4000 0000 0000 0002');
    const response = await post(app, '/api/api-credentials.php', { payment_intent_id });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toContain('carte de crédit');
  });

  it('gives one error for a wrong password and an unknown e-mail, after the same argon2 work', async () => {
    const signup = await signUp(app);
    const before = { ...passwords.counts };
    const wrongPassword = await post(app, '/api/authenticate-user.php', {
      email: signup.email,
      password: 'pas-le-bon-mot-de-passe',
    });
    const unknownEmail = await post(app, '/api/authenticate-user.php', {
      email: randomEmail(),
      password: 'pas-le-bon-mot-de-passe',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(passwords.counts.againstStored - before.againstStored).toBe(1);
    expect(passwords.counts.againstDummy - before.againstDummy).toBe(1);
  });

  it('opens a session whose key signs the balance but is not the API key', async () => {
    const signup = await signUp(app);
    const session = await logIn(app, signup.email, signup.password);
    expect(session.api_key).toMatch(/^hses_/);
    expect(session.api_secret).not.toBe(signup.apiSecret);
    const balance = await balanceOf(app, { keyId: session.api_key, secret: session.api_secret });
    expect(balance.json()).toMatchObject({ credits_balance: 20 });
  });

  it('ends the session key on the server at the credits page’s sign-out', async () => {
    const signup = await signUp(app);
    const session = await logIn(app, signup.email, signup.password);
    const key = { keyId: session.api_key, secret: session.api_secret };
    const logout = (signer: { keyId: string; secret: string }) =>
      app.inject({
        method: 'POST',
        url: '/api/logout-user.php',
        headers: {
          ...jsonHeaders(),
          ...signedHeaders({ ...signer, method: 'POST', path: '/api/logout-user.php' }),
        },
        payload: '{}',
      });
    expect((await balanceOf(app, key)).statusCode).toBe(200);
    // An API key has no session to end.
    expect((await logout({ keyId: signup.apiKey, secret: signup.apiSecret })).statusCode).toBe(403);
    const out = await logout(key);
    expect(out.statusCode, out.body).toBe(200);
    expect((await balanceOf(app, key)).statusCode).toBe(401);
    expect((await logout(key)).statusCode).toBe(401);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, signup.email));
    const events = await database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.accountId, account?.id ?? ''));
    expect(events.filter((event) => event.kind === 'logout')).toMatchObject([{ detail: 'credits' }]);
  });

  it('records logins and signups with the IP and the user agent', async () => {
    const signup = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/authenticate-user.php',
      headers: { ...jsonHeaders(), 'user-agent': 'Navigateur de test/1.0' },
      remoteAddress: '203.0.113.7',
      payload: JSON.stringify({ email: signup.email, password: signup.password }),
    });
    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, signup.email));
    const events = await database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.accountId, account?.id ?? ''));
    expect(events.map((event) => event.kind).sort()).toEqual(['login_succeeded', 'signup']);
    expect(events.find((event) => event.kind === 'login_succeeded')).toMatchObject({
      ip: '203.0.113.7',
      userAgent: 'Navigateur de test/1.0',
    });
    expect(JSON.stringify(events)).not.toContain(signup.password);
  });
});

function jsonHeaders() {
  const csrf = 'a'.repeat(64);
  return { cookie: `horodoc_csrf=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' };
}
