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

// Firestore and Auth started side by side (each alone takes 10-20 s); it says 'Emulators ready' once both
// answer. It stops both process groups on SIGTERM: the Firestore launcher's Java child goes with them.
const emulators = {
  command: `node scripts/emulators.mjs cloud --quiet${process.env.CI ? '' : ' --reuse'}`,
  wait: { stdout: /Emulators ready/ },
  timeout: 90_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
};

const cloudProject = {
  name: 'cloud',
  testMatch: /cloud\/.*\.spec\.ts/,
  timeout: 60_000,
  // One cloud test at a time, on a worker of its own beside two device workers: cloud tests mostly wait on
  // the emulators, so the third worker overlaps that wait with the device tests' work. One at a time also
  // lets the refusal spec change the shared emulator's rules with no other cloud test writing meanwhile.
  workers: 1,
  // One retry in CI, as the test's one recovery from the Firestore emulator's malformed write answer
  // (assertion c050, README: Emulators) when it struck mid-step: e2e/cloud/reloads.ts refuses a retry after
  // any other failure, or after the test already reloaded to recover; the report marks it.
  retries: process.env.CI ? 1 : 0,
  use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${cloudPort}` },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two device workers for two cores, and with the cloud servers a third for the cloud tests (below).
  workers: withCloud ? 3 : 2,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // Listed first so that its tests are first in the queue: from the start, one worker runs cloud tests.
    ...(withCloud ? [cloudProject] : []),
    {
      name: 'device',
      testIgnore: [/cloud\//, /phone-layout\.spec\.ts/],
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${devicePort}` },
    },
    // A phone: the layout spec and the main flows at 360 × 740 with touch.
    {
      name: 'phone',
      testMatch:
        /(phone-layout|onetime-record-payment|onetime-split-methods|onetime-items|monthly-forms|accessibility)\.spec\.ts/,
      use: {
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${devicePort}`,
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      },
    },
  ],
  webServer: [preview(deviceDist, devicePort), ...(withCloud ? [preview('dist-cloud', cloudPort), emulators] : [])],
});
