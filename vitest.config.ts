import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'content/blog', 'apps/server', 'apps/web'],
  },
});
