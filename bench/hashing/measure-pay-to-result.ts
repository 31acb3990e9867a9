import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';

/**
 * Clicks 'Payer' and waits for 'Horodatage réussi !', timed in the page: card confirmation by the
 * simulator, confirm-payment, anchoring on the chain, invoice. A string for the same reason as in
 * measure-browser-hashing.ts.
 */
const TIME_PAY = `(async () => {
  const button = document.querySelector('[data-testid="pay-button"]');
  const started = performance.now();
  button.click();
  await new Promise((resolve, reject) => {
    const deadline = started + 60000;
    const check = () => {
      if (document.querySelector('[data-testid="result-new"]')) return resolve();
      if (performance.now() > deadline) return reject(new Error('no result after 60 s'));
      setTimeout(check, 2);
    };
    check();
  });
  return performance.now() - started;
})()`;

/** One timestamp through the page with the test card 4242…: milliseconds from 'Payer' to the result. */
export async function measurePayToResult(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/upload`);
    await page.getByTestId('upload-input').setInputFiles({
      name: 'contrat.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4 bench ${randomBytes(16).toString('hex')}`),
    });
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Procéder au paiement' }).click();
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByLabel("Date d'expiration").fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    return await page.evaluate<number>(TIME_PAY);
  } finally {
    await context.close();
  }
}
