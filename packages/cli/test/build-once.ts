import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Rebuilds dist/ from src/ before the tests run the command. */
export default function buildOnce() {
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
}
