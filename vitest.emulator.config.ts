// The emulator suite (part of npm test): Firestore rules and two-client sync against the real Firestore
// emulator, which emulator-tests/global-setup.ts starts on 127.0.0.1 and stops at the end.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['emulator-tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['emulator-tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The emulator now and then sends a corrupt stream frame, after which the SDK backs off for a minute;
    // CI retries such a test once (each test seeds its own data). Locally a failure shows at once.
    retry: process.env.CI ? 1 : 0,
  },
});
