import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';

export interface ShippedBytes {
  /** gzip bytes of the JavaScript files loaded. */
  jsFiles: number;
  /** gzip bytes of the inline scripts of the HTML (each compressed on its own, so slightly pessimistic). */
  jsInline: number;
  /** gzip bytes of the style sheets loaded. */
  css: number;
  /** The JavaScript files loaded, for the report. */
  files: string[];
}

const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** Inline code the browser runs: <script> without src, except data blocks (JSON-LD, text/plain). */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(body);
  }
  return scripts;
}

async function collect(page: Page, url: string, act?: (page: Page) => Promise<void>) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  if (!document) throw new Error(`no response for ${url}`);
  if (act) {
    await act(page);
    await page.waitForLoadState('networkidle');
  }
  // Late scripts (idle callbacks, timers) get two more seconds to show up.
  await page.waitForTimeout(2000);
  const html = await document.text();
  const shipped: ShippedBytes = { jsFiles: 0, jsInline: 0, css: 0, files: [] };
  for (const response of responses) {
    const size = gzipSize(await response.body());
    if (response.request().resourceType() === 'script') {
      shipped.jsFiles += size;
      shipped.files.push(new URL(response.url()).pathname);
    } else {
      shipped.css += size;
    }
  }
  shipped.jsInline = inlineScripts(html).reduce((total, script) => total + gzipSize(script), 0);
  return shipped;
}

/**
 * What a visitor downloads before touching the page: JavaScript and CSS, gzip bytes, measured in a real
 * browser left alone until the network is idle. With `afterInteraction`, what the first pointer move adds.
 */
export async function measureShippedBytes(browser: Browser, url: string, afterInteraction = false) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    return await collect(
      page,
      url,
      afterInteraction
        ? async (p) => {
            await p.mouse.move(100, 200);
          }
        : undefined,
    );
  } finally {
    await context.close();
  }
}
