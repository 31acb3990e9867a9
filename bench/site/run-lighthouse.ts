import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lab metrics as Lighthouse displays them: FCP, LCP, Speed Index, TBT, CLS. */
  metrics: string;
  /** Audits that did not pass in the four categories, for the report. */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse's default run (mobile emulation, simulated slow 4G and CPU slowdown) on Debian's Chromium.
 */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}/${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
    );
    const metrics = [
      ['FCP', 'first-contentful-paint'],
      ['LCP', 'largest-contentful-paint'],
      ['SI', 'speed-index'],
      ['TBT', 'total-blocking-time'],
      ['CLS', 'cumulative-layout-shift'],
    ]
      .map(([label, id]) => `${label} ${audits[id as string]?.displayValue ?? '?'}`)
      .join(', ');
    return {
      metrics,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}
