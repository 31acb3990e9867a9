import { logInOnCreditsPage, openAccount } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * The credits page's "Clés API" panel (issue 15): create, roll, revoke keys; rotate the webhook secret. A new
 * secret needs the password entered again (issue 27); for five minutes after, the panel asks no more.
 */

test('creates a named key, rolls it, revokes one with confirmation, and rotates the webhook secret', async ({
  page,
  baseURL,
}, testInfo) => {
  const account = await openAccount(baseURL ?? '');
  await page.goto(`/signup?success=true&payment_intent_id=${account.paymentIntentId}`);
  await expect(page.getByTestId('api-key')).toBeVisible({ timeout: 30_000 });
  await logInOnCreditsPage(page, account.email, account.password);

  const panel = page.getByTestId('api-keys-panel');
  const rows = panel.getByTestId('api-key-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Clé principale');

  await panel.getByLabel('Nom de la nouvelle clé').fill('Serveur de production');
  await panel.getByRole('button', { name: 'Créer la clé' }).click();
  // The session key alone cannot make a key: the password is asked again first.
  const prompt = panel.getByTestId('reauth-prompt');
  await expect(prompt.getByRole('heading', { name: 'Confirmez votre mot de passe' })).toBeVisible();
  await expect(prompt.getByLabel('Mot de passe')).toBeFocused();
  await prompt.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
  await prompt.getByRole('button', { name: 'Confirmer' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Mot de passe incorrect.');
  await expect(rows).toHaveCount(1);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await prompt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`reauth-prompt-${width}.png`) });
  }
  await prompt.getByLabel('Mot de passe').fill(account.password);
  await prompt.getByRole('button', { name: 'Confirmer' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(panel.getByTestId('revealed-secret')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(panel.getByLabel('Nom de la nouvelle clé')).toHaveValue('');
  await expect(rows).toHaveCount(2);
  const secret = await panel.getByTestId('revealed-secret').textContent();
  await panel.getByRole('button', { name: 'J’ai copié le secret' }).click();
  await expect(panel.getByTestId('revealed-secret')).toHaveCount(0);
  // Shown once: nowhere on the page any more.
  expect(await page.content()).not.toContain(secret ?? '-');

  // Roll the main key with a one-hour overlap: the old one stays listed with its end.
  const main = rows.filter({ hasText: 'Clé principale' });
  await main.getByLabel('Ancienne clé encore valable').selectOption('1');
  await main.getByRole('button', { name: 'Renouveler' }).click();
  await expect(panel.getByTestId('revealed-secret')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Clé principale' }).filter({ hasNotText: 'Renouveler' })).toHaveCount(
    1,
  );

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top of the page, so the fixed header is drawn there and not over the panel.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await panel.boundingBox();
    if (box) {
      await page.screenshot({
        path: testInfo.outputPath(`api-keys-${width}.png`),
        fullPage: true,
        clip: box,
      });
    }
  }
  await panel.getByRole('button', { name: 'J’ai copié le secret' }).click();

  const production = rows.filter({ hasText: 'Serveur de production' });
  await production.getByRole('button', { name: 'Révoquer' }).click();
  await expect(production.getByRole('alert')).toContainText('Elle sera refusée immédiatement');
  await production.getByRole('button', { name: 'Oui, révoquer' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Serveur de production' })).toHaveCount(0);

  // A test key: its own prefix, marked "Test" in the list.
  await panel.getByLabel('Nom de la nouvelle clé').fill('Intégration');
  await panel.getByRole('combobox', { name: 'Type', exact: true }).selectOption('test');
  await panel.getByRole('button', { name: 'Créer la clé' }).click();
  await expect(panel.getByTestId('revealed-secret')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(panel).toContainText(/hk_test_[0-9a-f]{32}/);
  await expect(rows.filter({ hasText: 'Intégration' }).getByTestId('api-key-mode')).toHaveText('Test');
  await expect(rows.filter({ hasText: 'Clé principale' }).first().getByTestId('api-key-mode')).toHaveText(
    'Production',
  );
  await panel.getByRole('button', { name: 'J’ai copié le secret' }).click();

  await panel.getByRole('button', { name: 'Changer le secret' }).click();
  await expect(panel.getByTestId('revealed-secret')).toHaveText(/^whsec_/);
  await expect(panel.getByTestId('webhook-rotation')).toContainText('l’ancien secret signe encore');
  await panel.getByRole('button', { name: 'Terminer la rotation' }).click();
  await expect(panel.getByTestId('webhook-rotation')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Changer le secret' })).toBeVisible();
});
