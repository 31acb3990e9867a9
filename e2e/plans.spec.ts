import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { freshEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { fillCard, freshFile, goToInfo, toasts } from './support/upload-flow';

const PASSWORD = 'motdepasse-solide';

/** Registers on /register from the header's 'Connexion', and lands on 'Mon compte'. */
async function register(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Connexion', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  // The login form also has an 'Email' field: fill only once the register page has replaced it.
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('court');
  await page.getByLabel('Confirmer le mot de passe').fill('court');
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Minimum 8 caractères')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(toasts(page).getByText('Compte créé')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByRole('link', { name: 'Mon compte' })).toBeVisible();
}

/** The plan's documents used up through the API, as many tabs or scripts of the same account would. */
async function timestampOnPlanThroughApi(baseURL: string, token: string, count: number) {
  const csrf = randomBytes(32).toString('hex');
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const fileHash = `0x${createHash('sha256').update(randomBytes(32)).digest('hex')}`;
      const response = await fetch(`${baseURL}/api/web/plan-timestamps`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Token ${token}`,
          cookie: `horodoc_csrf=${csrf}`,
          'x-csrf-token': csrf,
        },
        body: JSON.stringify({ file_hash: fileHash, file_name: `lot-${index}.pdf`, file_size: 1000 + index }),
      });
      return response.status;
    }),
  );
  expect(answers.every((status) => status === 200)).toBe(true);
}

test('a web account subscribes to starter, timestamps without a card up to the limit, then cancels', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = freshEmail();
  await register(page, email);

  // Starter, paid with the test card on the same card form as the other payments.
  await page.getByRole('link', { name: 'Abonnement', exact: true }).click();
  await expect(page.getByTestId('plan-starter')).toContainText('25 documents par mois');
  await page.getByRole('button', { name: 'Choisir Starter' }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('subscribe-pay').click();
  await expect(toasts(page).getByText('Abonnement activé')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('current-plan')).toHaveText('Starter');
  await expect(page.getByTestId('usage')).toHaveText('0 / 25 documents');

  // Two documents, neither asking for a card.
  const names = ['devis-renovation.pdf', 'etat-des-lieux.pdf'];
  for (const name of names) {
    await goToInfo(page, freshFile(name));
    await expect(page.getByTestId('plan-box')).toContainText('Inclus dans votre abonnement Starter');
    await expect(page.getByTestId('price-ttc')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await page.getByRole('button', { name: 'Horodater avec mon abonnement' }).click();
    await expect(page.getByRole('heading', { name: 'Horodatage réussi !' })).toBeVisible({ timeout: 40_000 });
    await expect(page.getByLabel('Numéro de carte')).toHaveCount(0);
  }

  // The dashboard: this month's documents against the quota, and both certificates.
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page.getByTestId('usage')).toHaveText('2 / 25 documents');
  const rows = page.getByTestId('certificate-row');
  await expect(rows).toHaveCount(2);
  for (const name of names) {
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText('Horodaté');
    const certificate = row.getByRole('link', { name: `Certificat PDF de ${name}` });
    const pdf = await page.request.get((await certificate.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const proof = await page.request.get(
      (await row.getByRole('link', { name: `Fichier de preuve de ${name}` }).getAttribute('href')) ?? '',
    );
    expect(proof.ok()).toBe(true);
  }

  // The other 23 documents of the month, then the 26th: 'Limite atteinte', with pro or pay-per-use.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await timestampOnPlanThroughApi(baseURL ?? '', token ?? '', 23);
  await goToInfo(page, freshFile('facture-fournisseur.pdf'));
  await expect(page.getByTestId('limit-reached')).toContainText('Limite atteinte');
  await expect(toasts(page).getByText('Limite atteinte')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passer à la formule Pro' })).toBeVisible();
  await page.getByRole('button', { name: "Payer ce document à l'acte" }).click();
  await expect(page.getByTestId('price-ttc')).toBeVisible();

  // Cancelling keeps the plan until the end of the paid month, and says when.
  await page.goto('/account/plan');
  await expect(page.getByTestId('subscription-status')).toHaveText('Actif');
  await page.getByRole('button', { name: 'Résilier l’abonnement' }).click();
  await page.getByRole('button', { name: 'Oui, résilier' }).click();
  await expect(page.getByTestId('subscription-end')).toContainText(
    /Votre abonnement prend fin le \d{1,2} \S+ \d{4}/,
  );
  await expect(toasts(page).getByText('Abonnement résilié')).toBeVisible();

  // The invoice of the first month, with its PDF.
  await page.getByRole('link', { name: 'Factures', exact: true }).click();
  const invoice = page.getByTestId('payment-row').filter({ hasText: 'Abonnement Starter' });
  await expect(invoice).toContainText('Réussi');
  await expect(invoice.getByRole('link', { name: /Télécharger la facture/ })).toBeVisible();

  // The sign-ins, then logout.
  await page.getByRole('link', { name: 'Connexions', exact: true }).click();
  await expect(page.getByTestId('activities')).toContainText('Création du compte');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
});

test('a wrong password gets the generic refusal; the right one opens the account', async ({ page }) => {
  const email = freshEmail();
  await register(page, email);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('link', { name: 'Connexion', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('pas-le-bon-mot');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText('Email ou mot de passe incorrect.');
  await expect(toasts(page).getByText("Erreur d'authentification")).toBeVisible();
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toasts(page).getByText('Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  // A token the server no longer knows is forgotten at the next visit (the profile check at start).
  await page.evaluate(() => localStorage.setItem('auth_token', `hwt_${'0'.repeat(64)}`));
  await page.goto('/upload');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
});
