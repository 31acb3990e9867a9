import { execFileSync } from 'node:child_process';
import { fillCreditCard, logInOnCreditsPage, openAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { toasts } from './support/upload-flow';

/** The credits page (issue 12): log in, the three balances, buy a pack, its invoice, log out. */

test('logs in, buys 50 credits: the balance reaches 70 and the invoice downloads and reads right', async ({
  page,
  baseURL,
}) => {
  const account = await openAccount(baseURL ?? '');
  await page.goto(`/signup?success=true&payment_intent_id=${account.paymentIntentId}`);
  await expect(page.getByTestId('api-key')).toBeVisible({ timeout: 30_000 });

  await logInOnCreditsPage(page, account.email, account.password);
  await expect(toasts(page).getByText('Authentification réussie')).toBeVisible();
  await expect(page.getByTestId('signed-in-email')).toHaveText(account.email);
  await expect(page.getByTestId('balance-available')).toHaveText('20');
  await expect(page.getByTestId('balance-used')).toHaveText('0');
  await expect(page.getByTestId('balance-purchased')).toHaveText('20');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/hses_/);

  await page.getByRole('button', { name: 'Acheter 50 crédits pour 10€ HT' }).click();
  await expect(page.getByRole('heading', { name: 'Finaliser votre achat' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(/12,10\s€/);
  await fillCreditCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();

  await expect(toasts(page).getByText('50 crédits ont été ajoutés à votre compte !')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('balance-available')).toHaveText('70');
  await expect(page.getByTestId('balance-purchased')).toHaveText('70');
  const panel = page.getByTestId('invoice-panel');
  await expect(panel).toBeVisible();
  const number = ((await panel.textContent()) ?? '').match(/\d{4}-\d{6}/)?.[0] ?? '';
  expect(number).not.toBe('');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Télécharger la facture' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`facture-${number}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', (await download.path()) ?? '', '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain(number);
  expect(text).toContain('Crédits API Horodoc');
  expect(text).toContain('Pack de 50 crédits');
  expect(text).toContain(account.email);
  expect(text).toMatch(/Total TTC\s+12,10/);

  // Logout resets everything: the login form comes back empty.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByTestId('balance-available')).toHaveCount(0);
  await expect(page.getByTestId('invoice-panel')).toHaveCount(0);
});

test('refuses a wrong password in the server error box', async ({ page, baseURL }) => {
  const account = await openAccount(baseURL ?? '');
  await logInOnCreditsPage(page, account.email, 'pas-le-bon-mot-de-passe');
  await expect(page.getByTestId('login-error')).toHaveText('Authentification échouée');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(page.getByTestId('balance-available')).toHaveCount(0);
});

test('shows the login rules under the fields before calling the server', async ({ page }) => {
  await page.goto('/credits');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("L'email est requis")).toBeVisible();
  await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
});
