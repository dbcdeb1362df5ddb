// Types for scripts/chromium.mjs, which stays plain JavaScript so any Node script can import it as is.
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: readonly string[];
export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
