import { readFileSync } from 'node:fs';
import { fillAccountStep, fillCreditCard, freshEmail, openAccount, signedGet } from './support/accounts';
import { expect, test } from './support/fixtures';
import { toasts } from './support/upload-flow';

/** The signup wizard (issue 12): four steps, the credentials shown once, the provider's returns. */

test('signs up with the test card: the credentials are shown, downloaded, and sign a balance call of 20', async ({
  page,
  baseURL,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('navigation', { name: "Étapes de l'inscription" })).toContainText(
    /Informations.*Pack de crédits.*Paiement.*Credentials/,
  );
  // Each rule shows once its field was left (spec, section 5).
  const email = page.getByLabel('Email');
  await email.fill('pas-un-email');
  await expect(page.getByText("Format d'email invalide")).toHaveCount(0);
  await email.blur();
  await expect(page.getByText("Format d'email invalide")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeDisabled();

  const address = freshEmail();
  await fillAccountStep(page, address);
  await page.getByText('20 crédits', { exact: true }).click();
  await page.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByTestId('summary-credits')).toHaveText('20');
  await expect(page.getByTestId('summary-total')).toHaveText(/6,05\s€/);
  await fillCreditCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('pay-button')).toHaveText(/Payer 6,05\s€/);
  await page.getByTestId('pay-button').click();

  await expect(page.getByRole('heading', { name: /Votre compte API est prêt/ })).toBeVisible({
    timeout: 30_000,
  });
  const apiKey = (await page.getByTestId('api-key').textContent()) ?? '';
  const apiSecret = (await page.getByTestId('api-secret').textContent()) ?? '';
  expect(apiKey).toMatch(/^hk_[0-9a-f]{32}$/);
  expect(apiSecret).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByRole('link', { name: "Lire la documentation de l'API" })).toHaveAttribute(
    'href',
    '/api-docs',
  );
  await expect(page.getByTestId('invoice-summary')).toContainText(/Total TTC\s*6,05\s€/);

  await page.getByRole('button', { name: 'Copier : Clé API (X-API-Key)' }).click();
  await expect(toasts(page).getByText('Copié dans le presse-papiers')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger les credentials (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('horodoc-api-credentials.json');
  const file = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
  expect(file).toEqual({ apiKey, apiSecret, credits: 20, createdAt: expect.any(String) });
  // The key and secret never reach the browser's storage.
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(stored).not.toContain(apiSecret);

  const balance = await signedGet(baseURL ?? '', '/pro/credits/balance', file);
  expect(balance.status).toBe(200);
  expect(await balance.json()).toEqual({
    success: true,
    credits_balance: 20,
    credits_used: 0,
    credits_purchased: 20,
  });
});

test('a declined card opens the error dialog, and Retry lets another card succeed', async ({ page }) => {
  await fillAccountStep(page, freshEmail());
  await page.getByText('50 crédits', { exact: true }).click();
  await page.getByRole('button', { name: 'Procéder au paiement' }).click();
  await fillCreditCard(page, '4000 0000 0000 0002');
  await page.getByTestId('pay-button').click();

  const dialog = page.getByRole('alertdialog', { name: 'Erreur de paiement' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Votre carte a été refusée');
  await expect(dialog).toContainText('card_declined');
  await expect(dialog).toContainText('Essayez une autre carte');
  await expect(page.getByTestId('payment-error')).toHaveText(
    'Le paiement a échoué. Veuillez vérifier vos informations de carte.',
  );
  await dialog.getByRole('button', { name: 'Réessayer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('');

  await fillCreditCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByRole('heading', { name: /Votre compte API est prêt/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('50 crédits sont disponibles.')).toBeVisible();
});

test('the canceled return says so and goes back to the packs', async ({ page }) => {
  await page.goto('/signup?canceled=true');
  await expect(toasts(page).getByText('Paiement annulé')).toBeVisible();
  await expect(toasts(page).getByText('Vous avez annulé le paiement')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choisissez votre pack de crédits' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the success return goes straight to the credentials, and never shows the secret twice', async ({
  page,
  baseURL,
}) => {
  const account = await openAccount(baseURL ?? '');
  await page.goto(`/signup?success=true&payment_intent_id=${account.paymentIntentId}`);
  await expect(page.getByRole('heading', { name: /Votre compte API est prêt/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('api-secret')).toHaveText(/^[0-9a-f]{64}$/);

  await page.goto(`/signup?success=true&payment_intent_id=${account.paymentIntentId}`);
  await expect(page.getByTestId('api-key')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('api-secret')).toHaveCount(0);
  await expect(page.getByText(/déjà été affiché une fois/)).toBeVisible();
});

test('a return link naming an unknown or unpaid payment says so, then leads to the login', async ({
  page,
  baseURL,
}) => {
  const unpaid = await openAccount(baseURL ?? '', { pay: false });
  for (const paymentIntentId of ['pi_inexistant', unpaid.paymentIntentId]) {
    await page.goto(`/signup?success=true&payment_intent_id=${paymentIntentId}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(toasts(page).getByText('Erreur lors de la récupération des credentials')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connexion', exact: true })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
});

test('an address already opened is refused at step 1', async ({ page, baseURL }) => {
  const account = await openAccount(baseURL ?? '');
  await page.goto(`/signup?success=true&payment_intent_id=${account.paymentIntentId}`);
  await expect(page.getByTestId('api-key')).toBeVisible({ timeout: 30_000 });
  await page.goto('/signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-solide');
  await page.getByLabel('Confirmer le mot de passe').fill('motdepasse-solide');
  await page.getByRole('checkbox', { name: /J'accepte/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Un compte avec cet email existe déjà')).toBeVisible();
});
