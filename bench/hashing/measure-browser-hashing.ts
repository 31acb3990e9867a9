import { statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { rendererPids, samplePeak, totalResident } from './renderer-memory';

/**
 * Clicks 'Continuer' and waits for the fingerprint, timed in the page. A string, not a function: tsx would
 * add helpers to a function's source that do not exist in the page.
 */
const TIME_CONTINUE = `(async () => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Continuer');
  if (!button) throw new Error('no Continuer button');
  const started = performance.now();
  button.click();
  // Woken by the DOM change itself: a timer polling every 2 ms would take CPU from the hashing it times.
  await new Promise((resolve) => {
    const shown = () => document.querySelector('[data-testid="file-hash"]');
    if (shown()) return resolve();
    const observer = new MutationObserver(() => {
      if (shown()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  const measure = performance.getEntriesByName('horodoc:hash-file').at(-1);
  return { total: performance.now() - started, worker: measure ? measure.duration : NaN };
})()`;

export interface BrowserHashing {
  /** Through the worker: from the file posted to it to its fingerprint back. */
  mbPerS: number;
  ms: number;
  /** From the click on 'Continuer' to the fingerprint on screen (worker start, check-document, rendering). */
  clickToScreenMs: number;
  hash: string;
  /** Peak growth of the renderer processes' resident memory while hashing, in MB (10^6 bytes). */
  rendererGrowthMb: number;
}

/**
 * Hashes a real file picked through the upload page's input, with the page's own worker, timed in the page:
 * the worker round trip (the page's User Timing measure), and the click on 'Continuer' to the fingerprint on
 * screen (check-document call and rendering included). The renderer's memory is sampled meanwhile, against
 * its level just before.
 */
export async function measureBrowserHashing(
  browser: Browser,
  baseUrl: string,
  path: string,
  browserPid: number,
): Promise<BrowserHashing> {
  const size = statSync(path).size;
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/upload`);
    await page.getByTestId('upload-input').setInputFiles(path);
    await page.getByRole('button', { name: 'Continuer' }).waitFor();
    await page.evaluate('globalThis.gc?.()');
    await page.waitForTimeout(500);
    const pids = rendererPids(browserPid);
    const baseline = totalResident(pids);
    const sampler = samplePeak(pids);
    const timing = await page.evaluate<{ total: number; worker: number }>(TIME_CONTINUE);
    const ms = timing.worker;
    const peak = sampler.stop();
    const hash = ((await page.getByTestId('file-hash').textContent()) ?? '').trim();
    return {
      mbPerS: size / 1e6 / (ms / 1000),
      ms,
      clickToScreenMs: timing.total,
      hash,
      rendererGrowthMb: Math.max(0, peak - baseline) / 1e6,
    };
  } finally {
    await context.close();
  }
}
