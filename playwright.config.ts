// Browser tests: production builds, served locally, in the system Chromium.
// Project `device` runs the default build; project `cloud` runs the emulator-mode build against the real
// Firebase Auth and Firestore emulators (scripts/emulators.mjs), both on 127.0.0.1 only. Both builds are
// also served by the Firebase Hosting emulator, which the security-headers specs run against.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import {
  CLOUD_PORT,
  DEVICE_DIST,
  DEVICE_PORT,
  HOSTED_CLOUD_PORT,
  HOSTED_PORT,
  WITH_CLOUD,
  origin,
} from './e2e/support/servers';

const preview = (outDir: string, port: number) => ({
  command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
  url: origin(port),
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

// A build as Firebase Hosting serves it: firebase.json's headers and rewrites, through the Hosting emulator
// (about 1.5 s to start). Never reused: a server left on the port could be serving another checkout's build.
const hosting = (dist: string, port: number) => ({
  command: `node scripts/emulators.mjs hosting --dist ${dist} --port ${port} --quiet`,
  wait: { stdout: new RegExp(`ready at 127\\.0\\.0\\.1:${port}`) },
  timeout: 30_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

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
  use: { browserName: 'chromium' as const, baseURL: origin(CLOUD_PORT) },
};

// The device and phone projects run without the service worker: installing it precaches every file of the
// app in each test's fresh browser context, a third of a short spec's time on a 2-core machine (68-78 s
// against 100-106 s for 20 tests). The worker is tested where it matters: the pwa-* specs (offline, install,
// update) allow it, and so does the cloud project, which runs as people use it.
const WORKER_TESTED_ELSEWHERE = 'block' as const;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two device workers for two cores, and with the cloud servers a third for the cloud tests (below).
  workers: WITH_CLOUD ? 3 : 2,
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
    ...(WITH_CLOUD ? [cloudProject] : []),
    {
      name: 'device',
      testIgnore: [/cloud\//, /phone-layout\.spec\.ts/],
      use: { browserName: 'chromium', baseURL: origin(DEVICE_PORT), serviceWorkers: WORKER_TESTED_ELSEWHERE },
    },
    // A phone: the layout spec and the main flows at 360 × 740 with touch.
    {
      name: 'phone',
      testMatch:
        /(phone-layout|onetime-record-payment|onetime-split-methods|monthly-forms|accessibility|recurring-schedule-a11y|share-remind)\.spec\.ts/,
      use: {
        browserName: 'chromium',
        baseURL: origin(DEVICE_PORT),
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        serviceWorkers: WORKER_TESTED_ELSEWHERE,
      },
    },
  ],
  webServer: [
    preview(DEVICE_DIST, DEVICE_PORT),
    hosting(DEVICE_DIST, HOSTED_PORT),
    ...(WITH_CLOUD ? [preview('dist-cloud', CLOUD_PORT), emulators, hosting('dist-cloud', HOSTED_CLOUD_PORT)] : []),
  ],
});
