import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillCard, freshFile, goToInfo, goToPayment, timestampWithCard, toasts } from './support/upload-flow';

/** The pay-per-use timestamp (issue 4): the first document, its certificate, the counter, the same file again. */

test('timestamps a first document at 1,21 € TTC and delivers its certificate, invoice and e-mail', async ({
  page,
}) => {
  const file = freshFile('contrat-bail-2026.pdf');
  const hash = await goToInfo(page, file);
  await expect(page.getByTestId('price-label')).toHaveText('Premier document - 1 € HT');
  await expect(page.getByTestId('price-ht')).toHaveText('1,00 € HT');
  await expect(page.getByTestId('price-ttc')).toHaveText('1,21 € TTC');
  await expect(page.getByText('TVA 21% (Espagne)')).toBeVisible();

  await goToPayment(page, { email: 'marie.dupont@example.fr' });
  await expect(page.getByTestId('pay-button')).toHaveText('Payer 1,21 € TTC');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByRole('heading', { name: 'Horodatage réussi !' })).toBeVisible({ timeout: 40_000 });
  await expect(toasts(page).getByText('Document horodaté avec succès !')).toBeVisible();

  await expect(page.getByTestId('result-hash')).toHaveText(`${hash.slice(0, 16)}…`);
  const tx = (await page.getByTestId('result-tx').textContent()) ?? '';
  expect(tx).toMatch(/^0x[0-9a-f]{64}$/);
  expect(Number(await page.getByTestId('result-block').textContent())).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le certificat PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificat-${hash.slice(0, 16)}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', (await download.path()) ?? '', '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain(hash);
  expect(text).toContain(tx);
  expect(text).toContain('contrat-bail-2026.pdf');
  await expect(toasts(page).getByText('Certificat téléchargé avec succès')).toBeVisible();

  // The invoice opens in a new tab, which downloads it.
  // Chromium turns a new tab that only downloads into a download of the page that opened it.
  const invoiceDownload = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (popup) => popup.once('download', resolve));
  });
  await page.getByRole('button', { name: 'Télécharger la facture' }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toMatch(/^facture-\d{4}-\d{6}\.pdf$/);
  const invoiceText = execFileSync('pdftotext', ['-layout', (await invoice.path()) ?? '', '-'], {
    encoding: 'utf8',
  });
  expect(invoiceText).toContain('Horodatage blockchain — contrat-bail-2026.pdf');
  expect(invoiceText).toContain('marie.dupont@example.fr');

  // The e-mail, with both PDFs, lands in the embedded outbox.
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const findMail = () =>
    readdirSync(outbox)
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .find((mail) => mail.includes(`certificat-${hash.slice(0, 16)}.pdf`));
  await expect.poll(findMail, { timeout: 15_000 }).toBeTruthy();
  const mail = findMail() ?? '';
  expect(mail).toMatch(/^To: marie\.dupont@example\.fr$/m);
  expect(mail).toMatch(/filename=facture-\d{4}-\d{6}\.pdf/);
  expect(mail.match(/Content-Type: application\/pdf/g)).toHaveLength(2);

  // The browser's counter now says one document: the next costs 0,41 € HT, 0,50 € TTC.
  expect(await page.evaluate(() => localStorage.getItem('horodoc_documents_timestamped'))).toBe('1');
  await goToInfo(page, freshFile('avenant.pdf'));
  await expect(page.getByTestId('price-label')).toHaveText('Document #2 - 0,41 € HT');
  await expect(page.getByTestId('price-ttc')).toHaveText('0,50 € TTC');
});

test('answers "Horodatage déjà existant" for a file already anchored, without asking for payment', async ({
  page,
}) => {
  const file = freshFile('plan-maison.pdf');
  const hash = await timestampWithCard(page, file);
  const tx = await page.getByTestId('result-tx').textContent();

  await page.getByRole('button', { name: 'Horodater un autre document' }).click();
  await page.getByTestId('upload-input').setInputFiles(file);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Horodatage déjà existant' })).toBeVisible();
  await expect(toasts(page).getByText('Ce document a déjà été horodaté.')).toBeVisible();
  await expect(page.getByTestId('result-hash')).toHaveText(`${hash.slice(0, 16)}…`);
  await expect(page.getByTestId('result-tx')).toHaveText(tx ?? '');
  await expect(page.getByRole('button', { name: 'Télécharger le certificat PDF' })).toHaveCount(0);
  await expect(page.getByLabel('Numéro de carte')).toHaveCount(0);
});

test('shows the hashing progress while it prepares a large file', async ({ page }, testInfo) => {
  await page.goto('/upload');
  // Handed to the browser by its path: as a buffer, 48 MB go through the protocol in base64, which took over a
  // minute on a loaded machine.
  const big = testInfo.outputPath('archive.zip');
  writeFileSync(big, Buffer.alloc(48 * 1024 * 1024, 7));
  await page.getByTestId('upload-input').setInputFiles(big);
  // The panel lasts as long as the hashing, a fraction of a second on a fast machine: an observer set up
  // beforehand sees it however short it is, where polling for it after the click races the hash.
  await page.evaluate(() => {
    const seen: { titles: string[]; percents: number[] } = { titles: [], percents: [] };
    Object.assign(window, { hashingSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (!bar) return;
      seen.titles.push(bar.getAttribute('aria-label') ?? '');
      seen.percents.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByTestId('file-hash')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { hashingSeen: { titles: string[]; percents: number[] } }).hashingSeen,
  );
  expect(seen.titles).toContain('Préparation en cours...');
  // Shown while the hash was under way, not only once it was done.
  expect(Math.min(...seen.percents)).toBeLessThan(100);
});
