import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A file the browser can pick, with random content so its fingerprint was never anchored. */
export function freshFile(name = 'contrat-prestation.pdf', mimeType = 'application/pdf') {
  return { name, mimeType, buffer: Buffer.from(`%PDF-1.4 Horodoc e2e ${randomBytes(16).toString('hex')}`) };
}

export type PickedFile = ReturnType<typeof freshFile>;

/** Step 1 → 2: choose the file, Continuer, and wait for its fingerprint. */
export async function goToInfo(page: Page, file: PickedFile): Promise<string> {
  await page.goto('/upload');
  await page.getByTestId('upload-input').setInputFiles(file);
  await expect(page.getByTestId('chosen-file-name')).toHaveText(file.name);
  await page.getByRole('button', { name: 'Continuer' }).click();
  const hash = page.getByTestId('file-hash');
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/);
  return (await hash.textContent()) ?? '';
}

/** Step 2 → 3: accept the terms (and give an e-mail), then wait for the card fields. */
export async function goToPayment(page: Page, options: { email?: string } = {}) {
  if (options.email) await page.getByLabel('Adresse e-mail (facultatif)').fill(options.email);
  await page.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
  await page.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(page.getByLabel('Numéro de carte')).toBeVisible();
}

export async function fillCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel("Date d'expiration").fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}

/** The notification area at the top right. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** Everything from the empty page to the result, with the test card that succeeds. */
export async function timestampWithCard(page: Page, file: PickedFile, options: { email?: string } = {}) {
  const hash = await goToInfo(page, file);
  await goToPayment(page, options);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByRole('heading', { name: 'Horodatage réussi !' })).toBeVisible({ timeout: 40_000 });
  return hash;
}
