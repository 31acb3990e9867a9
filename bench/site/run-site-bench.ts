/**
 * `npm run bench:site`: for the home page and an article, the JavaScript and CSS shipped before any
 * interaction (gzip bytes) and Lighthouse's four scores on a phone. Targets (issue 6): home JavaScript
 * at most 90 KB gzip before interaction, performance at least 95, the other three 100.
 *
 * By default it builds the web app and serves `apps/web/build/client` itself (gzip, as in production);
 * BENCH_SITE_URL=http://127.0.0.1:3000 measures a running product instead, BENCH_SKIP_BUILD=1 reuses the
 * last build. The last line is the summary, with the lower score of the two pages for each category.
 */
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { measureShippedBytes, type ShippedBytes } from './measure-shipped-bytes';
import { type LighthouseScores, runLighthouse } from './run-lighthouse';
import { serveStatic } from './static-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: '/blog/education-horodatage-travaux-etudiants' },
] as const;
const repoRoot = new URL('../../', import.meta.url).pathname;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function describeBytes(label: string, bytes: ShippedBytes): string {
  return `${label}: js ${kb(bytes.jsFiles + bytes.jsInline)} KB (files ${kb(bytes.jsFiles)}, inline ${kb(bytes.jsInline)}), css ${kb(bytes.css)} KB`;
}

async function startSite() {
  if (process.env.BENCH_SITE_URL) return { url: process.env.BENCH_SITE_URL, close: async () => {} };
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('building the web app...');
    execFileSync('npm', ['run', 'build', '-w', '@horodoc/web'], { cwd: repoRoot, stdio: 'ignore' });
  }
  return serveStatic(`${repoRoot}apps/web/build/client`);
}

const site = await startSite();
console.log(`measuring ${site.url}`);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results: { name: string; before: ShippedBytes; scores: LighthouseScores }[] = [];
try {
  for (const page of PAGES) {
    const url = site.url + page.path;
    const before = await measureShippedBytes(browser, url);
    const after = await measureShippedBytes(browser, url, true);
    const scores = await runLighthouse(url, CHROMIUM);
    results.push({ name: page.name, before, scores });
    console.log(`\n${page.name} ${page.path}`);
    console.log(`  ${describeBytes('before interaction', before)}`);
    console.log(`  ${describeBytes('after first interaction', after)}`);
    console.log(
      `  lighthouse (mobile): performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, seo ${scores.seo}`,
    );
    console.log(`    ${scores.metrics}`);
    for (const audit of scores.failing) console.log(`    not passed: ${audit}`);
  }
} finally {
  await browser.close();
  await site.close();
}

const home = results.find((result) => result.name === 'home');
if (!home) throw new Error('the home page was not measured');
const lowest = (pick: (scores: LighthouseScores) => number) =>
  Math.min(...results.map((r) => pick(r.scores)));
console.log(
  `\nsite: home_js_gzip_kb=${kb(home.before.jsFiles + home.before.jsInline)} lh_perf=${lowest((s) => s.performance)} lh_a11y=${lowest((s) => s.accessibility)} lh_bp=${lowest((s) => s.bestPractices)} lh_seo=${lowest((s) => s.seo)}`,
);
