/**
 * The last step of `react-router build` (its `buildEnd` hook, after prerendering): writes sitemap.xml and
 * robots.txt into the client build, and defers the hydration of content pages.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { business } from '@horodoc/shared/business';
import { deferHydration, hydrationStrategy, isContentPage } from './defer-hydration';
import { listPublicPages } from './public-pages';
import { robotsTxt, sitemapXml } from './write-sitemap';

/** Every prerendered page of the build, as [route path, file]. */
function prerenderedPages(clientDir: string): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (entry === 'index.html') {
        const path = `/${relative(clientDir, dir).split(sep).join('/')}`;
        pages.push([path === '/' ? path : path.replace(/\/$/, ''), file]);
      }
    }
  };
  walk(clientDir);
  return pages;
}

export async function finishBuild(
  clientDir: string,
  strategyName = process.env.WEB_HYDRATION,
): Promise<void> {
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(business.siteUrl, listPublicPages()));
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(business.siteUrl));

  const strategy = hydrationStrategy(strategyName);
  let deferred = 0;
  for (const [path, file] of prerenderedPages(clientDir)) {
    if (!isContentPage(path)) continue;
    writeFileSync(file, deferHydration(readFileSync(file, 'utf8'), strategy));
    deferred += 1;
  }
  console.log(`finish-build: sitemap.xml, robots.txt; hydration '${strategy}' on ${deferred} content pages`);
}
