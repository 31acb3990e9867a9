import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A concurrent suite (the /api-docs samples) mostly waits on interpreters starting and blocks being mined.
    maxConcurrency: 10,
  },
});
