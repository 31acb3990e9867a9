import { defineConfig } from 'vitest/config';

/**
 * `npm run test:fast`: every unit test, found by where it lives (beside the code, under a workspace's
 * `src/`, or `scripts/` for the web build's own helpers), never by a list. Integration tests live in each
 * workspace's `test/` folder and run with `npm test` alone.
 *
 * A unit test imports no database, chain, Redis or browser: biome refuses the direct import, and here each
 * of those packages resolves to a module that throws, so an indirect one fails too.
 */
const guard = new URL('./scripts/unit-tier-guard.mjs', import.meta.url).pathname;
const heavy = [
  '@electric-sql/pglite',
  'pg',
  'ioredis',
  '@foundry-rs/anvil',
  '@horodoc/contracts/start-anvil',
  'playwright-core',
  '@playwright/test',
];
const alias = heavy.map((find) => ({ find: new RegExp(`^${find}(/.*)?$`), replacement: guard }));

const unit = (name: string, root: string, include = ['src/**/*.test.{ts,tsx}']) => ({
  resolve: { alias },
  // A few unit tests run an interpreter (the docs' Python recipes) or start processes at once: seconds on
  // a busy machine, never a reason to fail.
  test: { name, root, include, pool: 'threads' as const, isolate: false, testTimeout: 30_000 },
});

export default defineConfig({
  test: {
    projects: [
      unit('shared', 'packages/shared'),
      unit('contracts', 'packages/contracts'),
      unit('cli', 'packages/cli'),
      unit('sdk', 'packages/sdk'),
      unit('blog', 'content/blog'),
      unit('web', 'apps/web', ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']),
      unit('server', 'apps/server'),
    ],
  },
});
