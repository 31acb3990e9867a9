import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    // The tests run the built command as users do; the bundle is rebuilt first so it matches the sources.
    globalSetup: ['./test/build-once.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
