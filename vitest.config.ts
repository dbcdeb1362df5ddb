// Unit and contract tests run in Node: domain code is pure, and the device adapter runs on fake-indexeddb.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
  },
});
