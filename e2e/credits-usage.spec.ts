import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { logInOnCreditsPage, openAccount, signedGet } from './support/accounts';
import { expect, test } from './support/fixtures';

/** The credits page's usage chart and certificate archive (issue 15, part 7). */

/** The account's API key, as the signup's credentials call hands it out. */
async function credentialsOf(baseURL: string, paymentIntentId: string) {
  const csrf = randomBytes(32).toString('hex');
  const response = await fetch(`${baseURL}/api/api-credentials.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `horodoc_csrf=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ payment_intent_id: paymentIntentId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { apiKey: string; apiSecret: string };
}

test('draws the month’s requests by day, and downloads the certificates as CSV', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const account = await openAccount(base);
  const key = await credentialsOf(base, account.paymentIntentId);
  for (let call = 0; call < 3; call++) {
    expect((await signedGet(base, '/pro/credits/balance', key)).status).toBe(200);
  }
  expect(
    (await signedGet(base, '/pro/certificates/00000000-0000-4000-8000-000000000000/status', key)).status,
  ).toBe(404);

  // Nothing of the chart may be refused by the site's Content-Security-Policy.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await logInOnCreditsPage(page, account.email, account.password);
  const chart = page.getByTestId('usage-chart');
  await expect(chart).toBeVisible();
  await expect(page.getByTestId('usage-requests')).toHaveText('4');
  await expect(page.getByTestId('usage-failed')).toHaveText('1');
  const today = new Date().getUTCDate();
  const bars = chart.getByTestId('usage-bar');
  await expect(bars.nth(today - 1)).toHaveAttribute('data-requests', '4');
  await expect(page.getByTestId('usage-key')).toContainText(key.apiKey);

  await page.getByRole('button', { name: 'Fermer la notification' }).click();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 500 ? 1300 : 900 });
    const section = page.getByRole('region', { name: 'Utilisation de l’API' });
    // Below the fixed header, which would cover the section's top.
    await section.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80),
    );
    await page.screenshot({ path: testInfo.outputPath(`credits-usage-${width}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`credits-page-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Mois précédent' }).click();
  await expect(page.getByTestId('usage-requests')).toHaveText('0');
  await page.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(page.getByTestId('usage-requests')).toHaveText(/^[4-9]$/);

  expect(violations).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter mes certificats (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificats-horodoc-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'certificate_id,created_at,status,file_name,file_size,file_hash,blockchain_tx_hash,block_number,blockchain_timestamp,explorer_url,proof',
  );
});
