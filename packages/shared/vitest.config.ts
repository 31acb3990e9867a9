import { defineProject } from 'vitest/config';

// The docs' Python recipes run in python3: seconds on a busy machine.
export default defineProject({ test: { name: 'shared', testTimeout: 30_000 } });
