#!/usr/bin/env node
/**
 * `npm test`: every check, in order, each counted; ends with the line `N passed, N failed`.
 * Lint, format and import order (`biome check`), unused files, exports and dependencies (knip), module folders
 * importing one way, names in the docs, types, generated files, unit and integration tests (Vitest, including
 * the contract tests on anvil), then the end-to-end tests in headless Chromium against the product started by
 * `npm start`, then the chaos test (the product killed with `kill -9` under paid load, three times).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];

function run(name, command, args, options = {}) {
  process.stdout.write(`\n▶ ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

function check(name, command, args) {
  if (only.length && !only.includes(name)) return;
  if (run(name, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

/** Runs a test suite whose reporter writes JSON, and counts its tests rather than the step. */
function suite(name, command, args, reportPath, count) {
  if (only.length && !only.includes(name)) return;
  rmSync(reportPath, { force: true });
  const ok = run(name, command, args);
  if (!existsSync(reportPath)) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const counts = count(JSON.parse(readFileSync(reportPath, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (!ok || counts.failed > 0) {
    if (counts.failed === 0) failed += 1;
    failures.push(name);
  }
}

/**
 * Runs checks two at a time (the machine's cores), each one's output printed whole once it ends, in the
 * order given: the static checks wait on nothing but the processor, and one after the other took 2.5 minutes.
 */
async function checksInParallel(list, concurrency = 2) {
  const chosen = list.filter(([name]) => !only.length || only.includes(name.split(':')[0]));
  const outcomes = chosen.map(([name, command, args]) => {
    let release;
    const done = new Promise((resolve) => {
      release = resolve;
    });
    return { name, command, args, done, release };
  });
  let next = 0;
  const worker = async () => {
    while (next < outcomes.length) {
      const outcome = outcomes[next++];
      const child = spawn(outcome.command, outcome.args, { cwd: root, env: process.env });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      outcome.release({ ok: status === 0, output: Buffer.concat(output) });
    }
  };
  const workers = Promise.all(Array.from({ length: concurrency }, worker));
  for (const outcome of outcomes) {
    const { ok, output } = await outcome.done;
    process.stdout.write(`\n▶ ${outcome.name}: ${outcome.command} ${outcome.args.join(' ')}\n`);
    process.stdout.write(output);
    if (ok) passed += 1;
    else {
      failed += 1;
      failures.push(outcome.name);
    }
  }
  await workers;
}

/** Each workspace's own `typecheck` script, as `npm run typecheck --workspaces` runs them, but side by side. */
function typecheckSteps() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces
    .filter(
      (workspace) =>
        JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts?.typecheck,
    )
    .map((workspace) => [`typecheck:${workspace}`, 'npm', ['run', 'typecheck', '-w', workspace]]);
}

await checksInParallel([
  // Lint, format and import order in one pass.
  ['biome', 'npx', ['biome', 'check', '.']],
  // Unused files, exports and dependencies (knip.jsonc says what it cannot follow, and why).
  ['knip', 'npx', ['knip']],
  // The same with tests left out: code that only a test calls is dead in the product.
  ['knip-production', 'npx', ['knip', '--production']],
  // Every backticked path, package or identifier of the READMEs and docs/ still names something in the code.
  ['docs', 'node', ['scripts/check-docs-names.mjs']],
  // Module folders import each other one way: a pair that imports both ways fails, named with its files.
  ['module-pairs', 'node', ['scripts/module-pairs.mjs', '--files']],
  ...typecheckSteps(),
  [
    'generated',
    'sh',
    [
      '-c',
      'npm run check:generated -w @horodoc/contracts && npm run check:generated -w @horodoc/server && npm run check:generated -w @horodoc/sdk',
    ],
  ],
]);

const vitestReport = join(root, 'test-results/vitest.json');
suite(
  'unit+integration',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
  }),
);

// The end-to-end tests run the product as built now, not a stale build.
check('build', 'npm', ['run', 'build', '-w', '@horodoc/web']);

const e2eReport = join(root, 'e2e/test-results/results.json');
suite('e2e', 'npm', ['run', 'test', '-w', '@horodoc/e2e'], e2eReport, (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}));

// Three crashes of the product under paid load: nothing paid may end both anchored and refunded, or neither.
check('chaos', 'npm', ['run', 'test:chaos']);

if (failures.length) process.stdout.write(`\nfailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
