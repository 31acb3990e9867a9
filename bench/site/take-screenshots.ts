/**
 * Full-page screenshots of the public site at a phone and a desktop width, to look at before shipping.
 * Usage: node --import tsx bench/site/take-screenshots.ts [baseUrl] [outDir]
 * Without a base URL it serves apps/web/build/client itself.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from './static-server';

const PAGES = [
  ['home', '/'],
  ['blog', '/blog'],
  ['article', '/blog/education-horodatage-travaux-etudiants'],
  ['legal', '/privacy-policy'],
  ['api-docs', '/api-docs'],
] as const;
const WIDTHS = [375, 1440] as const;

const outDir = process.argv[3] ?? '/tmp/horodoc-screenshots';
mkdirSync(outDir, { recursive: true });
const site = process.argv[2]
  ? { url: process.argv[2], close: async () => {} }
  : await serveStatic(new URL('../../apps/web/build/client', import.meta.url).pathname);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({
      viewport: { width, height: width < 800 ? 800 : 900 },
      locale: 'fr-FR',
    });
    for (const [name, path] of PAGES) {
      await page.goto(site.url + path, { waitUntil: 'networkidle' });
      // Tall pages in slices, so each image stays readable at full size.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = width < 800 ? 1400 : 1800;
      for (let top = 0, part = 1; top < height; top += slice, part += 1) {
        const file = join(outDir, `${name}-${width}-${part}.png`);
        const clip = { x: 0, y: top, width, height: Math.min(slice, height - top) };
        await page.screenshot({ path: file, fullPage: true, clip });
        console.log(file);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
