#!/usr/bin/env node
/**
 * `npm run test:fast`: the unit tests with no chain, database, browser or build (vitest.fast.config.ts),
 * then how long the run took, so the inner loop stays a matter of seconds.
 */
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const started = performance.now();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.fast.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`\ntest:fast took ${seconds} s\n`);
process.exit(result.status ?? 1);
