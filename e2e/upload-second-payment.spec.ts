import { expect, test } from './support/fixtures';
import { fillCard, freshFile, goToInfo, goToPayment, toasts } from './support/upload-flow';

/**
 * Two tabs pay for the same document (issue 9): the second payment is refunded, and its page shows the
 * document timestamped, with the certificate to download, rather than a bare refund message.
 */
test('a second payment for a document being timestamped is refunded and shows its certificate', async ({
  context,
  page,
}) => {
  const file = freshFile('bail-commercial.pdf');
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await goToInfo(tab, file);
    await goToPayment(tab);
  }

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByRole('heading', { name: 'Horodatage réussi !' })).toBeVisible({ timeout: 40_000 });
  const tx = await page.getByTestId('result-tx').textContent();

  await fillCard(other, '4242 4242 4242 4242');
  await other.getByTestId('pay-button').click();
  const result = other.getByTestId('result-refunded');
  await expect(result).toBeVisible({ timeout: 40_000 });
  await expect(result.getByRole('heading', { name: 'Horodatage déjà existant' })).toBeVisible();
  await expect(result.getByText('Votre paiement a été remboursé automatiquement.')).toBeVisible();
  await expect(
    toasts(other).getByText(
      'Ce document est déjà horodaté : votre paiement a été remboursé automatiquement.',
    ),
  ).toBeVisible();
  await expect(other.getByTestId('result-tx')).toHaveText(tx ?? '');
  await expect(result.getByRole('button', { name: 'Télécharger la facture' })).toHaveCount(0);

  const [download] = await Promise.all([
    other.waitForEvent('download'),
    result.getByRole('button', { name: 'Télécharger le certificat PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificat-0x[0-9a-f]{14}\.pdf$/);

  for (const width of [375, 1440]) {
    await other.setViewportSize({ width, height: 1000 });
    await other.screenshot({ path: test.info().outputPath(`second-payment-${width}.png`), fullPage: true });
  }
});
