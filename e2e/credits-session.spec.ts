import { logInOnCreditsPage, openAccount, signedGet } from './support/accounts';
import { expect, test } from './support/fixtures';

/** Issue 28, item 7, and issue 27: /credits keeps its sign-in across a reload, and its sign-out ends the key. */

test('keeps the credits page signed in across a reload, and its sign-out ends the key on the server', async ({
  page,
  baseURL,
}) => {
  const account = await openAccount(baseURL ?? '');
  await page.goto(`/signup?success=true&payment_intent_id=${account.paymentIntentId}`);
  await expect(page.getByTestId('api-key')).toBeVisible({ timeout: 30_000 });

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/authenticate-user.php'));
  await logInOnCreditsPage(page, account.email, account.password);
  const key = (await (await answer).json()) as { api_key: string; api_secret: string };
  const session = { apiKey: key.api_key, apiSecret: key.api_secret };
  await expect(page.getByTestId('balance-available')).toHaveText('20');

  await page.reload();
  await expect(page.getByTestId('signed-in-email')).toHaveText(account.email);
  await expect(page.getByTestId('balance-available')).toHaveText('20');
  // The secret is nowhere in the page's storage as text: IndexedDB holds a key that cannot be read back.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(session.apiSecret);
  expect(stored).not.toContain(session.apiKey);
  const extractable = await page.evaluate(
    () =>
      new Promise<boolean | null>((resolve) => {
        const open = indexedDB.open('horodoc');
        open.onsuccess = () => {
          const read = open.result
            .transaction('credits-session')
            .objectStore('credits-session')
            .get('current');
          read.onsuccess = () =>
            resolve((read.result?.key?.hmac as CryptoKey | undefined)?.extractable ?? null);
        };
      }),
  );
  expect(extractable).toBe(false);
  expect((await signedGet(baseURL ?? '', '/pro/credits/balance', session)).status).toBe(200);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // Ended on the server: a signed call with the key is refused.
  expect((await signedGet(baseURL ?? '', '/pro/credits/balance', session)).status).toBe(401);
  // And forgotten here: a reload shows the login form.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(page.getByTestId('signed-in-email')).toHaveCount(0);
});
