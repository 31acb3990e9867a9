import { test as base, expect } from '@playwright/test';

/** Every test navigates relative to the product started by the global setup. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.BASE_URL;
    if (!url) throw new Error('BASE_URL is not set: the global setup did not start the product');
    await use(url);
  },
});

export { expect };
