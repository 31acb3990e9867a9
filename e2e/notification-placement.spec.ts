import { fillAccountStep, fillCreditCard, freshEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  expectNotificationsTopRight,
  expectPressableUnderNotifications,
  holdNotifications,
} from './support/notification-placement';
import { freshFile, timestampWithCard, toasts } from './support/upload-flow';

/**
 * Issue 28: the notifications sit at the top right under the header at every width, and never over the
 * main action of the step that raised them. A short phone (667 px tall) and a wide screen.
 */
const SCREENS = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
];

for (const { width, height } of SCREENS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the paid certificate and the verdict can be pressed while their notification shows', async ({
      page,
    }, testInfo) => {
      await page.clock.install();
      const file = freshFile('bail-notifications.pdf');
      await timestampWithCard(page, file);
      await holdNotifications(page);
      await expect(toasts(page).getByText('Document horodaté avec succès !')).toBeVisible();
      await expectNotificationsTopRight(page);
      await page.screenshot({ path: testInfo.outputPath(`upload-result-${width}.png`) });
      await expectPressableUnderNotifications(
        page.getByRole('button', { name: 'Télécharger le certificat PDF' }),
      );

      await page.clock.resume();
      await page.goto('/verify');
      await page.getByTestId('verify-file-input').setInputFiles(file);
      await expect(page.getByRole('heading', { name: 'Document horodaté trouvé !' })).toBeVisible({
        timeout: 30_000,
      });
      await holdNotifications(page);
      await expect(toasts(page).getByText('Ce document a été horodaté sur la blockchain')).toBeVisible();
      await expectNotificationsTopRight(page);
      await page.screenshot({ path: testInfo.outputPath(`verify-result-${width}.png`) });
      await expectPressableUnderNotifications(
        page.getByRole('button', { name: 'Vérifier un autre document' }),
      );
    });

    test("the API secret's copy button can be pressed while the notifications show", async ({
      page,
    }, testInfo) => {
      await page.clock.install();
      await fillAccountStep(page, freshEmail());
      await page.getByText('20 crédits', { exact: true }).click();
      await page.getByRole('button', { name: 'Procéder au paiement' }).click();
      await fillCreditCard(page, '4242 4242 4242 4242');
      await page.getByTestId('pay-button').click();
      await expect(page.getByTestId('api-secret')).toBeVisible({ timeout: 30_000 });
      await holdNotifications(page);
      await expect(toasts(page).getByText('Compte créé')).toBeVisible();
      // Copying the key raises a second notification, after the first one.
      await page.getByRole('button', { name: 'Copier : Clé API (X-API-Key)' }).click();
      await expect(toasts(page).getByText('Copié dans le presse-papiers')).toBeVisible();
      await holdNotifications(page);
      await expectNotificationsTopRight(page);
      await page.screenshot({ path: testInfo.outputPath(`signup-credentials-${width}.png`) });
      await expectPressableUnderNotifications(page.getByRole('button', { name: 'Copier : Secret API' }));
    });
  });
}
