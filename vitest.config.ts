// Unit and contract tests run in Node: domain code is pure, and the device adapter runs on fake-indexeddb.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    // The property tests run thousands of random ledgers each: 1.5-4.4 s here, and one took 7.6 s, past
    // Vitest's default 5 s, on a CI machine at about a third of its usual speed (the unit step took 126 s
    // against 44 s). A hang still fails, at 20 s.
    testTimeout: 20_000,
  },
});
