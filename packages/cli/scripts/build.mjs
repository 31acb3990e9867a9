/**
 * Bundles the TypeScript sources, with the Merkle and proof code of @horodoc/shared and the parts of viem and
 * zod they use, into one ES module that plain Node runs: the published command has no dependency to resolve,
 * and starts in a fraction of the time viem's full entry point takes to load.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/horodoc.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  define: { HORODOC_VERSION: JSON.stringify(version) },
  legalComments: 'none',
  logLevel: 'warning',
});

// The proof format travels with the published command, so the way to check a proof outlives this repository.
copyFileSync(
  new URL('../../../docs/proof-format.md', import.meta.url),
  new URL('../dist/proof-format.md', import.meta.url),
);
