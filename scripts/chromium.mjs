// The system Chromium that the browser tests (playwright.config.ts) and the bench (bench/main.ts) launch,
// with the same flags, so both measure and test the same browser. Plain JavaScript, as emulators.mjs.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Playwright's `launchOptions` for that Chromium; a fresh object each time, so no caller changes another's. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}
