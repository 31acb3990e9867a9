import { createHash, randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatParisWallClock } from '@horodoc/shared/format-paris-date';
import type { APIRequestContext, Page } from '@playwright/test';
import { forgePrintedLine } from '../apps/server/test/support/forge-pdf';
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
    await page.getByTestId('verify-file-input').setInputFiles({
      name: 'contrat-bail.pdf',
      mimeType: 'application/pdf',
      buffer: content,
    });

    const result = page.getByTestId('verify-result-found');
    await expect(result.getByRole('heading', { name: 'Document horodaté trouvé !' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(result.getByText('Ce document a été horodaté sur la blockchain')).toBeVisible();
    await expect(result.getByText('Vérifié par votre navigateur sur la blockchain')).toBeVisible();
    await expect(result.getByText(`${fingerprint.slice(0, 16)}…`)).toBeVisible();
    await expect(result.getByText('contrat-bail.pdf').first()).toBeVisible();
    await expect(
      result.getByText(/^\d{1,2} \S+ \d{4} à \d{2}:\d{2}:\d{2} \(GMT[+-]\d/).first(),
    ).toBeVisible();
    await expect(
      result.locator('div', { has: page.getByText('Réseau', { exact: true }) }).last(),
    ).toContainText('réseau local de développement (chaîne 31337)');
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
      .getByTestId('verify-file-input')
      .setInputFiles({ name: 'contrat-bail.pdf', mimeType: 'application/pdf', buffer: copy });
    const result = page.getByTestId('verify-result-notFound');
    await expect(result.getByRole('heading', { name: 'Document non trouvé' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      result.getByText("Ce document n'a pas été horodaté sur la blockchain ou son contenu a été modifié"),
    ).toBeVisible();
    await expect(result.getByText(sha256(copy))).toBeVisible();
    await expect(page.getByText('Vérifié par votre navigateur sur la blockchain')).toHaveCount(0);
  });

  test('has no serious accessibility violation at 375 px, before and after a verdict', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/verify');
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByTestId('verify-file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(page.getByRole('heading', { name: 'Document non trouvé' })).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('offers the proof file in French whatever the browser speaks, and takes the same file again after « Retirer »', async ({
    page,
  }) => {
    await page.goto('/verify');
    const companion = page.getByTestId('verify-companion');
    await expect(companion.getByText('Choisir un fichier', { exact: true })).toBeVisible();
    await expect(companion).toContainText('Aucun fichier choisi');
    const proof = { name: 'preuve.json', mimeType: 'application/json', buffer: Buffer.from('{}') };
    const input = page.getByTestId('verify-companion-input');
    await input.setInputFiles(proof);
    await expect(companion).toContainText('Preuve jointe\u00a0: preuve.json');
    await expect(companion.getByText('Choisir un autre fichier', { exact: true })).toBeVisible();
    await companion.getByRole('button', { name: 'Retirer' }).click();
    await expect(companion).toContainText('Aucun fichier choisi');
    // Chosen again after « Retirer », the same file is taken again.
    await input.setInputFiles(proof);
    await expect(companion).toContainText('Preuve jointe\u00a0: preuve.json');
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
      await page.getByTestId('verify-file-input').setInputFiles(big);
      const result = page.getByTestId('verify-result-error');
      await expect(result.getByRole('heading', { name: 'Erreur' })).toBeVisible();
      await expect(result.getByText('Le fichier est trop volumineux (max 100MB)')).toBeVisible();
      await page.waitForTimeout(500);
      expect(verifyCalls).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('checks the document with its certificate PDF in the browser itself, reading the chain directly', async ({
    page,
    request,
  }) => {
    const answer = await (await request.post('/api/verify', { data: { file_hash: fingerprint } })).json();
    const rpcUrl: string = answer.chain.public_rpc_url;
    expect(rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const pdf = await (await request.get(answer.certificate.certificate_url)).body();
    const rpcCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(rpcUrl)) rpcCalls.push(JSON.parse(r.postData() ?? '{}').method);
    });

    for (const width of [375, 1440]) {
      rpcCalls.length = 0;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/verify');
      await page.getByTestId('verify-companion-input').setInputFiles({
        name: `certificat-${fingerprint.slice(0, 16)}.pdf`,
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await page.getByTestId('verify-file-input').setInputFiles({
        name: 'contrat-bail.pdf',
        mimeType: 'application/pdf',
        buffer: content,
      });
      const verdict = page.getByTestId('proof-verified-by-browser');
      await expect(verdict).toBeVisible({ timeout: 30_000 });
      await expect(verdict).toContainText('Vérifié par votre navigateur sur la blockchain');
      await expect(verdict).toContainText(`Nœud interrogé : ${rpcUrl}`);
      await expect(verdict).toContainText('Preuve lue dans le certificat');
      // The certificate itself: signed by the instance's key, time-stamped, printing what the proof proves.
      await expect(page.getByTestId('verify-result-found')).toContainText(
        /Certificat PDF joint\s*signé par « Horodoc \(signature locale des certificats\) », signature horodatée le .+, sans modification depuis ; son texte imprimé est celui de la preuve/,
      );
      // The browser itself asked the node for the contract's code, the block header and the root's record.
      expect(rpcCalls).toEqual(expect.arrayContaining(['eth_getCode', 'eth_getBlockByNumber', 'eth_call']));
      await page.screenshot({
        path: test.info().outputPath(`verify-with-certificate-${width}.png`),
        fullPage: true,
      });
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('refuses a certificate PDF whose printed date was changed, as « Certificat imprimé altéré »', async ({
    page,
    request,
  }) => {
    const answer = await (await request.post('/api/verify', { data: { file_hash: fingerprint } })).json();
    const pdf = Buffer.from(await (await request.get(answer.certificate.certificate_url)).body());
    // Another year, written with the glyphs the printed line already has (its year's last two digits swapped).
    const printed = formatParisWallClock(new Date(answer.proof.blockTimestamp * 1000));
    const year = /\d{4}/.exec(printed)?.[0] as string;
    const forgedYear = `${year.slice(0, 2)}${year[3]}${year[2]}`;
    expect(forgedYear).not.toBe(year);
    const forged = forgePrintedLine(pdf, printed, printed.replace(year, forgedYear));

    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/verify');
      await page.getByTestId('verify-companion-input').setInputFiles({
        name: 'certificat.pdf',
        mimeType: 'application/pdf',
        buffer: forged,
      });
      await page.getByTestId('verify-file-input').setInputFiles({
        name: 'contrat-bail.pdf',
        mimeType: 'application/pdf',
        buffer: content,
      });
      const result = page.getByTestId('verify-result-error');
      await expect(result).toContainText('Certificat imprimé altéré', { timeout: 30_000 });
      await expect(page.getByText(printed.replace(year, forgedYear))).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath(`verify-altered-certificate-${width}.png`),
        fullPage: true,
      });
    }
  });

  test('says the chain was read only by the server when the node cannot be reached from the browser', async ({
    page,
    request,
  }) => {
    const answer = await (await request.post('/api/verify', { data: { file_hash: fingerprint } })).json();
    await page.route(`${answer.chain.public_rpc_url}/**`, (route) => route.abort());
    await page.route(answer.chain.public_rpc_url, (route) => route.abort());
    await page.goto('/verify');
    await page.getByTestId('verify-file-input').setInputFiles({
      name: 'contrat-bail.pdf',
      mimeType: 'application/pdf',
      buffer: content,
    });
    const verdict = page.getByTestId('proof-verified-by-server');
    await expect(verdict).toBeVisible({ timeout: 30_000 });
    await expect(verdict).toContainText('Vérifié seulement par le serveur de Horodoc');
  });

  test('refuses a certificate whose embedded proof does not match the document', async ({
    page,
    request,
  }) => {
    const answer = await (await request.post('/api/verify', { data: { file_hash: fingerprint } })).json();
    const forged = { ...answer.proof, blockTimestamp: answer.proof.blockTimestamp - 86_400 };
    await page.goto('/verify');
    await page.getByTestId('verify-companion-input').setInputFiles({
      name: 'preuve.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(forged)),
    });
    await page.getByTestId('verify-file-input').setInputFiles({
      name: 'contrat-bail.pdf',
      mimeType: 'application/pdf',
      buffer: content,
    });
    const result = page.getByTestId('verify-result-refused');
    await expect(result).toContainText('Date altérée', { timeout: 30_000 });
  });

  test.describe('with every request to the chain node aborted', () => {
    // A forger's copy of the proof: the page must show none of its values as verified, whether the copy
    // carries the chain evidence (checked by the browser with no node) or not (then only the server's own
    // record may be shown, and the copy is not it).
    const forgeries: Array<[string, (proof: Record<string, unknown>) => Record<string, unknown>, string[]]> =
      [
        ['backdated one day', (p) => ({ blockTimestamp: (p.blockTimestamp as number) - 86_400 }), []],
        ['backdated one year', (p) => ({ blockTimestamp: (p.blockTimestamp as number) - 365 * 86_400 }), []],
        [
          'moved to another transaction’s block and time',
          (p) => ({
            transactionHash: `0x${'5b'.repeat(32)}`,
            blockNumber: 3,
            blockTimestamp: (p.blockTimestamp as number) - 3600,
          }),
          ['Bloc3'],
        ],
        [
          'moved to another contract',
          () => ({ contractAddress: `0x${'4d'.repeat(20)}` }),
          [`0x${'4d'.repeat(8)}`],
        ],
        ['on chain 8453', () => ({ chainId: 8453 }), ['Base', '8453']],
      ];
    for (const [name, forge, absent] of forgeries) {
      test(`shows nothing of a proof ${name} as verified`, async ({ page, request }) => {
        const answer = await (await request.post('/api/verify', { data: { file_hash: fingerprint } })).json();
        await page.route(`${answer.chain.public_rpc_url}/**`, (route) => route.abort());
        await page.route(answer.chain.public_rpc_url, (route) => route.abort());
        const forged = { ...answer.proof, ...forge(answer.proof) };
        const { chainEvidence: _, ...withoutEvidence } = forged;
        for (const [copy, proof] of [
          ['with evidence', forged],
          ['without evidence', withoutEvidence],
        ] as const) {
          await page.goto('/verify');
          await page.getByTestId('verify-companion-input').setInputFiles({
            name: 'preuve.json',
            mimeType: 'application/json',
            buffer: Buffer.from(JSON.stringify(proof)),
          });
          await page.getByTestId('verify-file-input').setInputFiles({
            name: 'contrat-bail.pdf',
            mimeType: 'application/pdf',
            buffer: content,
          });
          const result = page.locator('[data-testid^="verify-result-"]');
          await expect(result, copy).toBeVisible({ timeout: 30_000 });
          await expect(page.getByTestId('verify-result-found'), copy).toHaveCount(0);
          const text = (await result.innerText()).replace(/\s+/g, '');
          const forgedDate = new Intl.DateTimeFormat('fr-FR', {
            dateStyle: 'long',
            timeZone: 'Europe/Paris',
          }).format(new Date((forged.blockTimestamp as number) * 1000));
          if (forged.blockTimestamp !== answer.proof.blockTimestamp)
            expect(text, copy).not.toContain(forgedDate.replace(/\s+/g, ''));
          for (const value of absent) expect(text, `${copy}: ${value}`).not.toContain(value);
          await page.screenshot({
            path: test.info().outputPath(`forged-${copy.replace(' ', '-')}.png`),
            fullPage: true,
          });
        }
      });
    }

    test('shows the server’s own record, and says so, when no proof is attached', async ({
      page,
      request,
    }) => {
      const answer = await (await request.post('/api/verify', { data: { file_hash: fingerprint } })).json();
      await page.route(`${answer.chain.public_rpc_url}/**`, (route) => route.abort());
      await page.route(answer.chain.public_rpc_url, (route) => route.abort());
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/verify');
        await page.getByTestId('verify-file-input').setInputFiles({
          name: 'contrat-bail.pdf',
          mimeType: 'application/pdf',
          buffer: content,
        });
        const verdict = page.getByTestId('proof-verified-by-server');
        await expect(verdict).toBeVisible({ timeout: 30_000 });
        await expect(verdict).toContainText('celles de son propre enregistrement');
        await expect(page.getByTestId('verify-result-found')).toContainText(`${answer.proof.blockNumber}`);
        await page.screenshot({ path: test.info().outputPath(`server-only-${width}.png`), fullPage: true });
      }
    });
  });

  test('the home page’s verification help names the contract the service anchors into', async ({
    page,
    request,
  }) => {
    const chain = await (await request.get('/api/chain')).json();
    await page.goto('/');
    // Content pages hydrate on the first interaction: a visitor scrolls down to this section.
    await page.getByRole('heading', { name: 'Le contrat intelligent' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    const address = page.getByTestId('home-contract-address');
    await expect(address).toHaveText(chain.contract_address);
    await expect(page.getByText(`déployé au bloc ${chain.deployment_block}`)).toBeVisible();
  });
});
