// Opt-in emulator suite (npm run test:emulator): rules and two-client sync against the real emulators.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['emulator-tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    fileParallelism: false,
  },
});
