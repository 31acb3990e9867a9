/**
 * Bundles the SDK, with the parts of @horodoc/shared it uses, into one ES module that plain Node runs:
 * `dist/horodoc-sdk.mjs`, what a published package would ship, and what the /api-docs samples test imports
 * as `@horodoc/sdk`, as an integrator's program would.
 */
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/horodoc.ts', import.meta.url).pathname],
  outfile: new URL('../dist/horodoc-sdk.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
});
