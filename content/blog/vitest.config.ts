import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'blog', include: ['src/**/*.test.ts'] },
});
