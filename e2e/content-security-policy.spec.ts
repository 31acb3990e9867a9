import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { freshFile, timestampWithCard } from './support/upload-flow';

/**
 * Every page works under the site's Content-Security-Policy (issue 9): no script, style, frame or
 * connection refused, content pages hydrate on the first interaction, and the timestamp flow completes.
 */

const PAGES = [
  '/',
  '/upload',
  '/verify',
  '/blog',
  '/blog/comment-horodater-document',
  '/api-docs',
  '/legal-notice',
  '/privacy-policy',
  '/terms-of-service',
  '/legal/legal-notice',
  '/terms',
  '/signup',
  '/credits',
];

/** Collects what the browser refuses under the policy, as `securitypolicyviolation` events report it. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // biome-ignore lint/suspicious/noExplicitAny: exposed by the test above
      (window as any).reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('every page loads and hydrates with no Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    await expect(page.locator('h1').first(), path).toBeVisible();
    // Content pages load their scripts on the first interaction; interactive ones at once.
    await page.mouse.move(40, 40);
    await page.waitForFunction(
      () => typeof (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules === 'object',
    );
  }
  expect(violations).toEqual([]);
});

test('refuses a script injected into a page', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('timestamps a document with the simulator card with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await timestampWithCard(page, freshFile('devis-csp.pdf'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le certificat PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificat-0x[0-9a-f]{14}\.pdf$/);
  expect(violations).toEqual([]);
});
