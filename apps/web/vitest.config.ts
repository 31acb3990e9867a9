import { defineProject } from 'vitest/config';

// Not vite.config.ts: the React Router plugin is for the app build, not for unit tests.
export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
});
