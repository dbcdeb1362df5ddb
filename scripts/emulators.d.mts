// Types for scripts/emulators.mjs, which stays plain JavaScript so Playwright's config and CI run it as is.
export interface RunningEmulator {
  host: string;
  stop(): Promise<void>;
}
export const HOST: string;
export const FIRESTORE_PORT: number;
export const AUTH_PORT: number;
export const PROJECT_ID: string;
export function firestoreLauncher(): string | null;
export function missingEmulatorHelp(): string;
export function startFirestore(options?: { port?: number; rules?: string; quiet?: boolean }): Promise<RunningEmulator>;
export function startAuth(options?: { quiet?: boolean }): Promise<RunningEmulator>;
export function startHosting(options: { dist?: string; port: number; quiet?: boolean }): Promise<RunningEmulator>;
