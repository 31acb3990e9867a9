import { expect, test } from './support/fixtures';
import { fillCard, freshFile, goToInfo, goToPayment, toasts } from './support/upload-flow';

/** Each simulator test card's outcome, with the spec's messages (section 8), and the bank verification. */

const DECLINES = [
  ['4000 0000 0000 0002', 'Carte refusée. Veuillez vérifier vos informations ou essayer une autre carte.'],
  ['4000 0000 0000 9995', 'Fonds insuffisants sur la carte.'],
  ['4000 0000 0000 0069', 'Carte expirée. Veuillez utiliser une autre carte.'],
  ['4000 0000 0000 0127', 'Code de sécurité incorrect.'],
] as const;

for (const [card, message] of DECLINES) {
  test(`shows "${message}" for the card ${card}, then pays with another card`, async ({ page }) => {
    await goToInfo(page, freshFile());
    await goToPayment(page);
    await fillCard(page, card);
    await page.getByTestId('pay-button').click();
    await expect(page.locator('#card-errors')).toHaveText(message);
    await expect(toasts(page).getByText('Erreur de paiement')).toBeVisible();
    await expect(toasts(page).getByText(message)).toBeVisible();
    await expect(page.getByTestId('pay-button')).toBeEnabled();

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    await expect(page.getByRole('heading', { name: 'Horodatage réussi !' })).toBeVisible({ timeout: 40_000 });
    // The failed attempt's toast went with the new one: only the success is left to read.
    await expect(toasts(page).getByText(message)).toHaveCount(0);
  });
}

test('pays with the 3-D Secure card once the bank verification is approved', async ({ page }) => {
  await goToInfo(page, freshFile());
  await goToPayment(page);
  await fillCard(page, '4000 0025 0000 3155');
  await page.getByTestId('pay-button').click();
  const dialog = page.getByRole('dialog', { name: 'Vérification de votre banque' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('pay-button')).toHaveText('Traitement...');
  await dialog.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByRole('heading', { name: 'Horodatage réussi !' })).toBeVisible({ timeout: 40_000 });
});

test('takes nothing when the bank verification is refused', async ({ page }) => {
  await goToInfo(page, freshFile());
  await goToPayment(page);
  await fillCard(page, '4000 0025 0000 3155');
  await page.getByTestId('pay-button').click();
  await page
    .getByRole('dialog', { name: 'Vérification de votre banque' })
    .getByRole('button', { name: 'Refuser' })
    .click();
  await expect(page.locator('#card-errors')).toContainText('authentifier votre moyen de paiement');
  await expect(toasts(page).getByText('Erreur de paiement')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
});

test('checks the card fields before calling the simulator', async ({ page }) => {
  await goToInfo(page, freshFile());
  await goToPayment(page);
  await fillCard(page, '4242 4242 4242 4241');
  await expect(page.locator('#card-errors')).toHaveText('Votre numéro de carte est invalide.');
  await fillCard(page, '4242 4242 4242 4242', '01 / 20');
  await expect(page.locator('#card-errors')).toHaveText("La date d'expiration de votre carte est dépassée.");
});
