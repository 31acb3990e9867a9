import { createHash, createHmac, randomBytes } from 'node:crypto';
import { logInOnCreditsPage, openAccount } from './support/accounts';
import { expect, test } from './support/fixtures';

const sha256 = (content: Buffer) => `0x${createHash('sha256').update(content).digest('hex')}`;

/**
 * A test key's certificate on /verify (issue 26): anchored on the test log, it must be shown as a test,
 * without probative value, never as a real timestamp.
 */
test('shows a test key’s certificate as a test, under a red banner, at 375 and 1440 px', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await openAccount(baseURL ?? '');
  await page.goto(`/signup?success=true&payment_intent_id=${account.paymentIntentId}`);
  await expect(page.getByTestId('api-key')).toBeVisible({ timeout: 30_000 });
  await logInOnCreditsPage(page, account.email, account.password);
  const panel = page.getByTestId('api-keys-panel');
  await panel.getByLabel('Nom de la nouvelle clé').fill('Essais');
  await panel.getByRole('combobox', { name: 'Type', exact: true }).selectOption('test');
  await panel.getByRole('button', { name: 'Créer la clé' }).click();
  // Making a key asks for the password again (issue 27).
  const prompt = panel.getByTestId('reauth-prompt');
  await prompt.getByLabel('Mot de passe').fill(account.password);
  await prompt.getByRole('button', { name: 'Confirmer' }).click();
  await expect(panel.getByTestId('revealed-secret')).toHaveText(/^[0-9a-f]{64}$/);
  const secret = (await panel.getByTestId('revealed-secret').textContent()) as string;
  const keyId = (/hk_test_[0-9a-f]{32}/.exec(await panel.innerText()) as RegExpExecArray)[0];

  // The document, uploaded by fingerprint with the test key, as a developer's client does.
  const content = Buffer.from(`Brouillon d’essai ${randomBytes(8).toString('hex')}\n`);
  const path = '/pro/certificates/upload';
  const timestamp = String(Date.now());
  const form = new FormData();
  form.set('file_hash', sha256(content));
  form.set('file_name', 'brouillon.txt');
  const upload = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'x-api-key': keyId,
      'x-timestamp': timestamp,
      'x-signature': createHmac('sha256', secret).update(`POST${path}${timestamp}`).digest('hex'),
    },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBeLessThan(300);
  await expect
    .poll(
      async () =>
        (await (await request.post('/api/verify', { data: { file_hash: sha256(content) } })).json()).found,
      { timeout: 60_000 },
    )
    .toBe(true);
  const answer = await (await request.post('/api/verify', { data: { file_hash: sha256(content) } })).json();
  expect(answer).toMatchObject({ mode: 'test', proof: { version: 3, mode: 'test' } });

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/verify');
    await page.getByTestId('verify-file-input').setInputFiles({
      name: 'brouillon.txt',
      mimeType: 'text/plain',
      buffer: content,
    });
    const result = page.getByTestId('verify-result-found');
    await expect(result.getByRole('heading', { name: 'Certificat de test trouvé' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('test-certificate-banner')).toContainText(
      'CERTIFICAT DE TEST — sans valeur probante',
    );
    await expect(result).not.toContainText('Document horodaté trouvé');
    await expect(result).not.toContainText('Ce document a été horodaté sur la blockchain');
    await page.screenshot({ path: test.info().outputPath(`verify-test-${width}.png`), fullPage: true });
  }
});
