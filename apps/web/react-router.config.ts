import { resolve } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { finishBuild } from './scripts/finish-build';
import { listPrerenderPaths } from './scripts/public-pages';

export default {
  appDirectory: 'src/app',
  // No server rendering at request time: every public page is rendered to HTML at build time.
  ssr: false,
  async prerender() {
    return listPrerenderPaths();
  },
  // Runs after prerendering: sitemap, robots.txt, and the deferred hydration of content pages.
  async buildEnd({ viteConfig }) {
    await finishBuild(resolve(viteConfig.root, viteConfig.build.outDir));
  },
} satisfies Config;
