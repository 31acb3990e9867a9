import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core on the page as `window.axe`, once the page's transitions have ended. Evaluated through the
 * browser's debugging protocol: an added inline script would be refused by the site's
 * Content-Security-Policy, as any injected script must be.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  // A button just enabled fades to its colour: axe judges the colours the visitor reads once it is done, not
  // a frame of the transition (which a busy machine can catch). A spinner turns for ever: only what ends is
  // awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}
