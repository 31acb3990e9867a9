/**
 * Draws the site's raster images into `public/` with headless Chromium: the social sharing picture
 * (1200×630), the square logo for structured data (512×512) and the home-screen icon (180×180).
 * Run again after changing the brand: node --import tsx apps/web/scripts/render-brand-images.ts
 */
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url).pathname;
const MARK = `<svg viewBox="0 0 32 32" width="100%" height="100%"><rect width="32" height="32" rx="8" fill="#2549d9"/>
<circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-width="2.2"/>
<path d="M16 10.5V16l3.8 2.4" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>
<circle cx="16" cy="16" r="1.3" fill="#fff"/></svg>`;

const SHARE_PAGE = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:'DejaVu Sans',sans-serif;
background:radial-gradient(900px 500px at 85% -10%,rgba(58,102,240,.55),transparent),#0b1633;color:#fff;display:flex;
flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
<div style="display:flex;align-items:center;gap:20px"><div style="width:72px;height:72px">${MARK}</div>
<span style="font-size:44px;font-weight:700">Horodoc</span></div>
<h1 style="font-size:68px;line-height:1.1;margin:48px 0 0;letter-spacing:-1px">Protégez vos documents<br>en 30 secondes</h1>
<p style="font-size:30px;color:#cbd5e1;margin:28px 0 0">Horodatage blockchain sur Base · Preuve d'antériorité · Dès 1 € HT</p>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(SHARE_PAGE);
  await page.screenshot({ path: `${publicDir}og-image.png` });
  for (const [file, size, radius] of [
    ['logo-512.png', 512, 0],
    ['apple-touch-icon.png', 180, 0],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:#2549d9;border-radius:${radius}px;width:${size}px;height:${size}px">${MARK.replace('rx="8"', 'rx="0"')}</body>`,
    );
    await page.screenshot({ path: `${publicDir}${file}` });
  }
} finally {
  await browser.close();
}
