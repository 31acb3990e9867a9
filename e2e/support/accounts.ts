import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const freshEmail = () => `dev-${randomBytes(6).toString('hex')}@example.fr`;

/** A signed GET, as a developer's own client makes it with the key and secret (spec, section 7). */
export async function signedGet(baseURL: string, path: string, key: { apiKey: string; apiSecret: string }) {
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', key.apiSecret).update(`GET${path}${timestamp}`).digest('hex');
  return fetch(`${baseURL}${path}`, {
    headers: { 'X-API-Key': key.apiKey, 'X-Signature': signature, 'X-Timestamp': timestamp },
  });
}

/**
 * A visitor's own address, told by the proxy the product trusts in these tests (global-setup.ts): the tests
 * run two at a time, and the accounts they open are distinct people, not one address opening ten a minute.
 */
const aVisitor = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A browser's POST outside the page, with the anti-forgery cookie and header. */
async function post(baseURL: string, path: string, body: unknown, visitor: string) {
  const csrf = randomBytes(32).toString('hex');
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `horodoc_csrf=${csrf}`,
      'x-csrf-token': csrf,
      'x-forwarded-for': visitor,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An account made through the signup calls, paid by the simulator's test card, ready to log in with. */
export async function openAccount(baseURL: string, options: { pay?: boolean } = {}) {
  const email = freshEmail();
  const password = 'motdepasse-solide';
  const visitor = aVisitor();
  const checkout = await post(
    baseURL,
    '/api/signup-checkout.php',
    { email, password, credits: 20, amount: 605 },
    visitor,
  );
  expect(checkout.status).toBe(200);
  const paymentIntentId = String(checkout.body.payment_intent_id);
  if (options.pay !== false) {
    const paid = await post(
      baseURL,
      '/api/simulator/confirm',
      {
        client_secret: checkout.body.client_secret,
        card_number: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
      },
      visitor,
    );
    expect(paid.body.status).toBe('succeeded');
  }
  return { email, password, paymentIntentId };
}

/** Step 1 of the wizard, filled and continued to the packs. */
export async function fillAccountStep(page: Page, email: string, company = 'Atelier Dupont') {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nom de la société (facultatif)').fill(company);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-solide');
  await page.getByLabel('Confirmer le mot de passe').fill('motdepasse-solide');
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez votre pack de crédits' })).toBeVisible();
}

export async function fillCreditCard(page: Page, number: string) {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel("Date d'expiration").fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** Logs in on /credits and waits for the balance. */
export async function logInOnCreditsPage(page: Page, email: string, password: string) {
  await page.goto('/credits');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
