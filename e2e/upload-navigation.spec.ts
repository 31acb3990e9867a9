import { expect, test } from './support/fixtures';
import { freshFile, goToInfo, goToPayment, toasts } from './support/upload-flow';

/** The page's rules and back behaviours (spec, sections 2, 4 and 5). */

test('refuses a file of an unsupported type', async ({ page }) => {
  await page.goto('/upload');
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: 'film.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video') });
  await expect(toasts(page).getByText('Type de fichier non supporté')).toBeVisible();
  await expect(page.getByTestId('chosen-file-name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuer' })).toHaveCount(0);
});

test('keeps "Procéder au paiement" disabled until the terms are accepted', async ({ page }) => {
  await goToInfo(page, freshFile());
  const proceed = page.getByRole('button', { name: 'Procéder au paiement' });
  const terms = page.getByRole('checkbox', { name: /J'accepte les conditions générales/ });
  await expect(proceed).toBeDisabled();
  await terms.check();
  await expect(proceed).toBeEnabled();
  await terms.uncheck();
  await expect(proceed).toBeDisabled();
  await expect(page.getByRole('link', { name: /conditions générales d'utilisation/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('link', { name: /conditions générales d'utilisation/ })).toHaveAttribute(
    'href',
    '/terms-of-service',
  );
});

test('goes back step by step: payment to info, info to upload (terms cleared), upload to home', async ({
  page,
}) => {
  const file = freshFile('devis.pdf');
  await goToInfo(page, file);
  await goToPayment(page);
  await page.getByLabel('Numéro de carte').fill('4242');

  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /J'accepte/ })).toBeChecked();
  // The card fields come back empty.
  await page.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('');
  await page.getByRole('button', { name: 'Retour' }).click();

  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByTestId('chosen-file-name')).toHaveText('devis.pdf');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('checkbox', { name: /J'accepte/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Retour' }).click();

  await page.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Protégez vos documents en 30 secondes' }),
  ).toBeVisible();
});

test('changes the chosen file before hashing it', async ({ page }) => {
  await page.goto('/upload');
  await page.getByTestId('upload-input').setInputFiles(freshFile('premier.pdf'));
  await page.getByRole('button', { name: 'Changer de fichier' }).click();
  await page.getByTestId('upload-input').setInputFiles(freshFile('second.png', 'image/png'));
  await expect(page.getByTestId('chosen-file-name')).toHaveText('second.png');
});
