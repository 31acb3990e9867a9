import { defineConfig } from 'vitest/config';

/**
 * `npm run test:fast`: the unit tests that need no chain, database, browser or build, for the inner loop.
 * A server test joins the list when it imports none of PGlite, anvil, PostgreSQL or the app.
 */
const serverUnitTests = [
  'src/adapters/chain/chain-state-saver.test.ts',
  'src/adapters/db/group-commit.test.ts',
  'src/adapters/logger.test.ts',
  'src/adapters/password-hasher.test.ts',
  'src/adapters/pdf/format-fr.test.ts',
  'src/errors.test.ts',
  'src/modules/accounts/client-network.test.ts',
  'src/modules/accounts/device-marks.test.ts',
  'src/modules/accounts/secret-box.test.ts',
  'src/modules/accounts/sign-in-throttle.test.ts',
  'src/modules/anchoring/block-clock.test.ts',
  'src/modules/anchoring/bump-fees.test.ts',
  'src/modules/anchoring/head-poll.test.ts',
  'src/modules/anchoring/job-scheduler.test.ts',
  'src/modules/anchoring/send-schedule.test.ts',
  'src/modules/invoices/invoice-number.test.ts',
  'src/modules/webhooks/webhook-target-guard.test.ts',
  'src/parse-trust-proxy.test.ts',
  'src/plugins/json-body.test.ts',
  'src/routes/health-access.test.ts',
  'test/payments/simulator-provider.test.ts',
  'test/payments/stripe-provider.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          // Runs the PHP verifier of the proof format's documentation.
          exclude: ['src/proof-format-doc.test.ts'],
        },
      },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['test/read-abi.test.ts'] } },
      { test: { name: 'blog', root: 'content/blog', include: ['src/**/*.test.ts'] } },
      {
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
      },
      { test: { name: 'server', root: 'apps/server', include: serverUnitTests } },
    ],
  },
});
