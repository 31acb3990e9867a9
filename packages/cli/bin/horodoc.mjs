#!/usr/bin/env node
// The published command runs the bundle built from src/ (npm run build), so plain Node runs it: no TypeScript
// at run time, and no dependency to install.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/horodoc.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    "horodoc n'est pas construit : lancez « npm run build -w horodoc » à la racine du dépôt.\n",
  );
  process.exit(2);
}
const { main } = await import(bundle.href);
process.exitCode = await main(process.argv.slice(2));
