// Browser tests: production builds, served locally, in the system Chromium.
// Project `device` runs the default build; project `cloud` runs the emulator-mode build against the
// Firebase Auth emulator (Firestore in offline-use-only mode: its emulator cannot be installed here).
import { defineConfig } from '@playwright/test';

// A separate checkout can serve its own device build on its own port, without the cloud servers.
const devicePort = Number(process.env.E2E_PORT || 4173);
const deviceDist = process.env.E2E_DIST || 'dist';
const withCloud = !process.env.E2E_DIST;
const cloudPort = 4174;
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const preview = (outDir: string, port: number) => ({
  command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

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
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'device', testIgnore: /cloud\//, use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${devicePort}` } },
    ...(withCloud ? [{ name: 'cloud', testMatch: /cloud\/.*\.spec\.ts/, use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${cloudPort}` } }] : []),
  ],
  webServer: [
    preview(deviceDist, devicePort),
    ...(withCloud
      ? [
          preview('dist-cloud', cloudPort),
          {
            // Pure Node, works offline with a demo- project; listens on 127.0.0.1 only (firebase.json).
            command: 'npx firebase emulators:start --only auth --project demo-vyay',
            url: 'http://127.0.0.1:9099',
            reuseExistingServer: !process.env.CI,
            timeout: 90_000,
            env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
          },
        ]
      : []),
  ],
});
