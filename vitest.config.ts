import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'content/blog', 'apps/server', 'apps/web'],
    // Vitest's default on two cores is one file at a time, yet files spend part of their time waiting on the
    // chain's blocks and on the database: two at a time took the suite from 16 to 10 minutes here, three
    // from 843 to 783 s (with another job running beside it).
    maxWorkers: 3,
  },
});
