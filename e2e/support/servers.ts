// Where the browser tests' servers listen: playwright.config.ts starts them, and the specs that run against
// one other than their project's (the security-headers specs, on the Hosting emulator) read it here.
import { HOST } from '../../scripts/emulators.mjs';

// A separate checkout can serve its own device build on its own port, without the cloud servers; its
// Hosting-served copy then takes the port after it.
export const DEVICE_PORT = Number(process.env.E2E_PORT || 4173);
export const DEVICE_DIST = process.env.E2E_DIST || 'dist';
export const WITH_CLOUD = !process.env.E2E_DIST;
export const CLOUD_PORT = 4174;
/** The device build, served by the Firebase Hosting emulator with firebase.json's rules. */
export const HOSTED_PORT = process.env.E2E_PORT ? DEVICE_PORT + 1 : 5050;
/** The emulator-mode build (`dist-cloud`), served the same way. */
export const HOSTED_CLOUD_PORT = 5051;

export const origin = (port: number) => `http://${HOST}:${port}`;
