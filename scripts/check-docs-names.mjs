#!/usr/bin/env node
/**
 * Docs that cannot drift: every backticked path, package or identifier in `README.md`, `docs/` and the
 * folders' READMEs must name something the code still has. Prose and commands are not checked; a name is.
 *
 * - a path (`apps/server/src/app.ts`, `modules/payments/`): a tracked file or folder, from the root, from
 *   the document's folder, or as the end of a tracked path; a file the product writes at run time
 *   (`DATA_DIR/tsa`, `chain/anvil-state.json`) when the code spells its last part;
 * - a package (`@fastify/helmet`): a dependency of some workspace, or a workspace;
 * - an identifier (`buildApp`, `finalized_at`, `ANCHOR_MAX_BATCH`, `AnchoringEngine.isAvailable()`): a
 *   word of the code (sources, SQL, configuration), not of the docs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path && !path.includes('node_modules/') && existsSync(join(root, path)));

const isDoc = (path) =>
  path === 'README.md' ||
  (path.startsWith('docs/') && path.endsWith('.md')) ||
  (path.endsWith('/README.md') && !path.includes('/dist/'));
const docs = tracked.filter(isDoc);

const CODE_FILE =
  /\.(ts|tsx|mts|mjs|js|cjs|sol|sql|json|jsonc|css|html|sh|py|php|yml|yaml|toml)$|(^|\/)\.ci\/run$|\.env\.example$/;
const code = tracked
  .filter((path) => CODE_FILE.test(path) && !path.endsWith('.md') && !path.startsWith('docs/'))
  .map((path) => readFileSync(join(root, path), 'utf8'))
  .join('\n');
const words = new Set(code.match(/[A-Za-z_$][\w$]*/g));

const folders = new Set();
for (const path of tracked) {
  let folder = dirname(path);
  while (folder !== '.') {
    folders.add(folder);
    folder = dirname(folder);
  }
}
const entries = [...tracked, ...folders];

const packages = new Set();
for (const path of tracked.filter((p) => p.endsWith('package.json'))) {
  const manifest = JSON.parse(readFileSync(join(root, path), 'utf8'));
  if (manifest.name) packages.add(manifest.name);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'])
    for (const name of Object.keys(manifest[field] ?? {})) packages.add(name);
}

const PATH_END = /\.(ts|tsx|mjs|js|md|json|jsonc|sql|sol|css|html|sh|py|php|eml|pdf|yml)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;

/** What a backticked text names, if it is a name at all, and whether the code has it. */
function check(text, docFolder) {
  if (/\s|:\/\/|[=<>|*{}[\]…'"%,;]|\.\.\./.test(text) || text.startsWith('/') || text.startsWith('-'))
    return null;
  if (/^@[\w.-]+\/[\w.-]+$/.test(text)) return packages.has(text) ? null : 'package';
  if (text.includes('/') || PATH_END.test(text)) {
    const path = normalize(text.replace(/^\.\//, '').replace(/:\d+$/, '')).replace(/\/$/, '');
    if (existsSync(join(root, path)) || existsSync(join(root, docFolder, path))) return null;
    if (entries.some((entry) => entry === path || entry.endsWith(`/${path}`))) return null;
    const last = path.split('/').pop() ?? path;
    return code.includes(last) ? null : 'path';
  }
  if (!IDENTIFIER.test(text)) return null;
  const parts = text.replace(/\(\)$/, '').split('.');
  // Only what reads as a name of the code: camelCase, PascalCase with a lower case, snake_case, CONSTANT_CASE.
  const named = parts.filter((part) => /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|_/.test(part) && !/^_+$/.test(part));
  const missing = named.filter((part) => !words.has(part));
  return missing.length ? 'identifier' : null;
}

const drift = [];
for (const doc of docs) {
  let fenced = false;
  readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const [, text] of line.matchAll(/`([^`\n]+)`/g)) {
        const kind = check(text.trim(), dirname(doc));
        if (kind) drift.push(`${doc}:${index + 1}: ${kind} \`${text}\` names nothing in the code`);
      }
    });
}

if (drift.length) {
  process.stderr.write(
    `${drift.join('\n')}\n\n${drift.length} name(s) in the docs the code no longer has.\n`,
  );
  process.exit(1);
}
process.stdout.write(`docs: every backticked name in ${docs.length} documents exists in the code\n`);
