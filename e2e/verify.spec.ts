import { createHash, randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { injectAxe } from './support/axe';
import { expect, test } from './support/fixtures';

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: { id: string; nodes: { target: string[] }[] }) =>
          `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
      );
  });
}

const sha256 = (content: Buffer) => `0x${createHash('sha256').update(content).digest('hex')}`;

/**
 * Anchors a document the way the upload page does, through its API: payment created, card confirmed by the
 * card simulator (test card 4242…), payment confirmed, which waits for the anchoring.
 */
async function anchorThroughWebPayment(request: APIRequestContext, name: string, content: Buffer) {
  await request.get('/verify');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'horodoc_csrf');
  const headers = { 'x-csrf-token': cookie?.value ?? '' };
  const created = await request.post('/api/create-payment.php', {
    headers,
    data: { file_hash: sha256(content), file_name: name, file_size: content.length, amount_ttc: 121 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { client_secret, payment_id } = await created.json();
  const card = await request.post('/api/simulator/confirm', {
    headers,
    data: { client_secret, card_number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect((await card.json()).status).toBe('succeeded');
  const confirmed = await request.post('/api/confirm-payment.php', {
    headers,
    data: { payment_intent_id: payment_id },
    timeout: 60_000,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test.describe('the verify page', () => {
  // One document per run: the product under test keeps its data between tests.
  const content = Buffer.from(`Contrat de bail signé le 3 mars 2025 — ${randomBytes(8).toString('hex')}\n`);
  const fingerprint = sha256(content);

  test.beforeAll(async ({ request }) => {
    await anchorThroughWebPayment(request, 'contrat-bail.pdf', content);
  });

  test('finds a file anchored earlier, with its proof verified here and on chain', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeVisible();
    await expect(page.getByText('max 100MB')).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({
      name: 'contrat-bail.pdf',
      mimeType: 'application/pdf',
      buffer: content,
    });

    const result = page.getByTestId('verify-result-found');
    await expect(result.getByRole('heading', { name: 'Document horodaté trouvé !' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(result.getByText('Ce document a été horodaté sur la blockchain')).toBeVisible();
    await expect(result.getByText('Preuve cryptographique vérifiée')).toBeVisible();
    await expect(result.getByText(`${fingerprint.slice(0, 16)}…`)).toBeVisible();
    await expect(result.getByText('contrat-bail.pdf').first()).toBeVisible();
    await expect(result.getByText(/^\d{1,2} \S+ \d{4} à \d{2}:\d{2}:\d{2} \(GMT[+-]\d/)).toBeVisible();
    await expect(
      result.locator('div', { has: page.getByText('Réseau', { exact: true }) }).last(),
    ).toContainText('Base');
    // The toast of the spec (section 8).
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Ce document a été horodaté sur la blockchain',
    );

    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await result.getByRole('link', { name: 'Fichier de preuve (JSON)' }).click();
    expect((await download).suggestedFilename()).toBe(`preuve-${fingerprint.slice(0, 16)}.json`);

    const pdf = page.waitForEvent('download');
    await result.getByRole('link', { name: 'Certificat PDF' }).click();
    expect((await pdf).suggestedFilename()).toBe(`certificat-${fingerprint.slice(0, 16)}.pdf`);

    await page.getByRole('button', { name: 'Vérifier un autre document' }).click();
    await expect(page.getByTestId('verify-dropzone')).toBeVisible();
  });

  test('does not find a copy with one byte changed', async ({ page }) => {
    const copy = Buffer.from(content);
    copy[0] = (copy[0] as number) ^ 0x01;
    await page.goto('/verify');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'contrat-bail.pdf', mimeType: 'application/pdf', buffer: copy });
    const result = page.getByTestId('verify-result-notFound');
    await expect(result.getByRole('heading', { name: 'Document non trouvé' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      result.getByText("Ce document n'a pas été horodaté sur la blockchain ou son contenu a été modifié"),
    ).toBeVisible();
    await expect(result.getByText(sha256(copy))).toBeVisible();
    await expect(page.getByText('Preuve cryptographique vérifiée')).toHaveCount(0);
  });

  test('has no serious accessibility violation at 375 px, before and after a verdict', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/verify');
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(page.getByRole('heading', { name: 'Document non trouvé' })).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('refuses a file over 100 MB without sending anything', async ({ page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-e2e-verify-'));
    const big = join(dir, 'video.mp4');
    // Sparse: 100 MB and one byte on disk costs nothing, and the page must refuse it before reading it.
    const fd = openSync(big, 'w');
    ftruncateSync(fd, 100 * 1024 * 1024 + 1);
    closeSync(fd);
    const verifyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/verify')) verifyCalls.push(request.url());
    });
    try {
      await page.goto('/verify');
      await page.locator('input[type=file]').setInputFiles(big);
      const result = page.getByTestId('verify-result-error');
      await expect(result.getByRole('heading', { name: 'Erreur' })).toBeVisible();
      await expect(result.getByText('Le fichier est trop volumineux (max 100MB)')).toBeVisible();
      await page.waitForTimeout(500);
      expect(verifyCalls).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
