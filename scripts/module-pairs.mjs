#!/usr/bin/env node
/**
 * The pairs of the server's module folders (`apps/server/src/modules/*`) that import each other, both ways,
 * from the code's own relative imports (tests left out): `node scripts/module-pairs.mjs [--files]`. The
 * house wants none: arrows between modules point one way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('../apps/server/src/modules', import.meta.url).pathname;
const showFiles = process.argv.includes('--files');
/** "from -> to" folder arrows, each with the file imports that draw it. */
const arrows = new Map();

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) readImports(path);
  }
}

function readImports(path) {
  const from = relative(root, path).split('/')[0];
  for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
    const target = relative(root, resolve(dirname(path), specifier));
    const to = target.split('/')[0];
    if (target.startsWith('..') || to === from) continue;
    const key = `${from} -> ${to}`;
    if (!arrows.has(key)) arrows.set(key, []);
    arrows.get(key).push(`${relative(root, path)} -> ${target}`);
  }
}

walk(root);
const pairs = [...arrows.keys()]
  .map((key) => key.split(' -> '))
  .filter(([a, b]) => a < b && arrows.has(`${b} -> ${a}`));
for (const [a, b] of pairs) {
  console.log(`${a} <-> ${b}`);
  if (showFiles)
    for (const line of [...arrows.get(`${a} -> ${b}`), ...arrows.get(`${b} -> ${a}`)])
      console.log(`    ${line}`);
}
console.log(`two-way module pairs: ${pairs.length}`);
// A step of `npm test`: a new pair fails it, with the files that draw it (`--files`).
if (pairs.length > 0) process.exitCode = 1;
