import { injectAxe } from './support/axe';
import { expect, test } from './support/fixtures';

/** The /api-docs page (issue 13): its section bar and its code samples, as a new user sees them. */

const SECTIONS = [
  ['#authentication', 'Authentification'],
  ['#endpoints', 'Endpoints'],
  ['#errors', 'Erreurs'],
  ['#overview', "Vue d'ensemble"],
] as const;

for (const width of [375, 1280]) {
  test(`at ${width} px, a click on a section button scrolls there and makes it the active one`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/api-docs');
    const bar = page.getByRole('navigation', { name: 'Sections de la documentation' });
    for (const [href, label] of SECTIONS) {
      const button = bar.getByRole('link', { name: label });
      // Every button is on screen, none cut off at the edge.
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await button.click();
      await expect(button).toHaveAttribute('aria-current', 'true');
      await expect(page.locator(`${href}-title`)).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
}

test('shows each sample in curl, Python, JavaScript and PHP, one at a time, URLs unbroken at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/api-docs');
  const section = page.locator('#authentication');
  const languages = section.getByRole('group', { name: 'Exemples de code' });
  await expect(languages.getByRole('radio')).toHaveCount(4);
  await expect(languages.locator('label')).toHaveText(['curl', 'Python', 'JavaScript', 'PHP']);
  const shown = section.locator('pre[data-language]:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('curl -sS --fail-with-body "https://');
  // The sample scrolls sideways rather than wrapping inside its URL.
  expect(await shown.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre');
  // The very first click counts, even while the page hydrates.
  await section.getByText('Python', { exact: true }).click();
  await expect(shown).toContainText('def signed_headers(method, path, body=b""):');
  await section.getByText('PHP', { exact: true }).click();
  await expect(shown).toContainText("hash_hmac('sha256'");
  await expect(shown).toHaveCount(1);
});

test('shows version 2 of the signature first, switches to version 1 in each language, and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/api-docs');
  const section = page.locator('#authentication');
  const versions = section.getByRole('group', { name: 'Version de la signature' });
  const v2 = 'Signature v2 (recommandée)';
  await expect(versions.locator('label')).toHaveText([v2, 'Signature v1']);
  // Version 2, the recommended one, shows first, with its explanation.
  await expect(versions.getByRole('radio', { name: v2 })).toBeChecked();
  const shown = section.locator('pre[data-language]:visible');
  const hint = section.getByText('v2 signe aussi le corps');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('-H "X-Signature-Version: 2"');
  await expect(shown).toContainText("BODY_SHA256=$(printf '' | sha256sum | cut -d' ' -f1)");
  await expect(hint).toBeVisible();
  await expect(versions.getByRole('radio', { name: v2 })).toHaveAccessibleDescription(
    /SHA-256 hexadécimal du corps/,
  );

  // The very first click counts, even while the page hydrates.
  await versions.getByText('Signature v1', { exact: true }).click();
  await expect(shown).toHaveCount(1);
  await expect(shown).not.toContainText('X-Signature-Version');
  await expect(hint).toBeHidden();
  // The language and the version are chosen independently.
  await section.getByText('Python', { exact: true }).click();
  await expect(shown).toContainText('def signed_headers(method, path):');
  await section.getByText('PHP', { exact: true }).click();
  await expect(shown).toContainText("hash_hmac('sha256'");
  await expect(shown).not.toContainText('X-Signature-Version');
  // Only this block changed: the others still show version 2.
  await expect(page.locator('#endpoints pre[data-language]:visible').first()).toContainText(
    'X-Signature-Version',
  );

  await versions.getByText(v2, { exact: true }).click();
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText("'X-Signature-Version: 2'");
  await section.getByText('JavaScript', { exact: true }).click();
  await expect(shown).toContainText("'X-Signature-Version': '2'");
  await expect(hint).toBeVisible();
});

test('axe finds no serious or critical violation on /api-docs with a v1 sample shown', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/api-docs');
  await page.locator('#authentication').getByText('Signature v1', { exact: true }).click();
  await injectAxe(page);
  // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
  const result = await page.evaluate(async () => (window as any).axe.run());
  const serious = result.violations
    .filter((violation: { impact: string }) => ['serious', 'critical'].includes(violation.impact))
    .map((violation: { id: string }) => violation.id);
  expect(serious).toEqual([]);
});

test('shows the official SDKs’ call beside each raw sample, Node.js first, Python on a click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/api-docs');
  const endpoints = page.locator('#endpoints');
  // One SDK block per raw sample block.
  await expect(endpoints.locator('figure:has(pre[data-sdk-language])')).toHaveCount(
    await endpoints.locator('figure:has(pre[data-language])').count(),
  );
  const section = page.locator('#authentication');
  const sdk = section.getByRole('group', { name: 'Langage du SDK' });
  await expect(sdk.locator('label')).toHaveText(['Node.js (@horodoc/sdk)', 'Python (horodoc)']);
  const shown = section.locator('pre[data-sdk-language]:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText("import { Horodoc } from '@horodoc/sdk';");
  await expect(shown).toContainText('await horodoc.getBalance()');
  // The very first click counts, even while the page hydrates; the raw sample beside it stays as it was.
  await sdk.getByText('Python (horodoc)', { exact: true }).click();
  await expect(shown).toContainText('print(horodoc.get_balance())');
  await expect(section.locator('pre[data-language]:visible')).toContainText('curl -sS --fail-with-body');
});
