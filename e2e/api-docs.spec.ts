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
  const choices = section.getByRole('radio');
  await expect(choices).toHaveCount(4);
  await expect(section.locator('label')).toHaveText(['curl', 'Python', 'JavaScript', 'PHP']);
  const shown = section.locator('pre[data-language]:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('curl -sS --fail-with-body "https://');
  // The sample scrolls sideways rather than wrapping inside its URL.
  expect(await shown.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre');
  // The very first click counts, even while the page hydrates.
  await section.getByText('Python', { exact: true }).click();
  await expect(shown).toContainText('def signed_headers(method, path):');
  await section.getByText('PHP', { exact: true }).click();
  await expect(shown).toContainText("hash_hmac('sha256'");
  await expect(shown).toHaveCount(1);
});
