// Browser tests: production builds, served locally, in the system Chromium.
// Project `device` runs the default build; project `cloud` runs the emulator-mode build against the real
// Firebase Auth and Firestore emulators (scripts/emulators.mjs), both on 127.0.0.1 only.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// A separate checkout can serve its own device build on its own port, without the cloud servers.
const devicePort = Number(process.env.E2E_PORT || 4173);
const deviceDist = process.env.E2E_DIST || 'dist';
const withCloud = !process.env.E2E_DIST;
const cloudPort = 4174;

const preview = (outDir: string, port: number) => ({
  command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

const emulator = (name: 'firestore' | 'auth', port: number) => ({
  command: `node scripts/emulators.mjs ${name} --quiet`,
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: !process.env.CI,
  timeout: 90_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

const cloudProject = {
  name: 'cloud',
  testMatch: /cloud\/.*\.spec\.ts/,
  timeout: 60_000,
  // One retry in CI, for the Firestore emulator's malformed write answer (assertion c050, README:
  // Emulators) that still stops the SDK in about one run of ten; a retried test is reported as flaky,
  // with a 'firestore-emulator' annotation when that was the cause.
  retries: process.env.CI ? 1 : 0,
  use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${cloudPort}` },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'device',
      testIgnore: [/cloud\//, /phone-layout\.spec\.ts/],
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${devicePort}` },
    },
    // A phone: the layout spec and the main flows at 360 × 740 with touch.
    {
      name: 'phone',
      testMatch: /(phone-layout|onetime-record-payment|onetime-split-methods|monthly-forms|accessibility)\.spec\.ts/,
      use: {
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${devicePort}`,
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      },
    },
    ...(withCloud
      ? [
          { ...cloudProject, testIgnore: /cloud\/refused-writes\.spec\.ts/ },
          // The refusal spec gives the emulator rules that refuse one description. Every cloud spec shares
          // that emulator, and a write racing the rules' reload could be refused, so it runs after them.
          {
            ...cloudProject,
            name: 'cloud-refusals',
            testMatch: /cloud\/refused-writes\.spec\.ts/,
            dependencies: ['cloud'],
          },
        ]
      : []),
  ],
  webServer: [
    preview(deviceDist, devicePort),
    ...(withCloud
      ? [
          preview('dist-cloud', cloudPort),
          // Each stops its own process group on SIGTERM: the Firestore launcher's Java child goes with it.
          emulator('firestore', 8080),
          emulator('auth', 9099),
        ]
      : []),
  ],
});
