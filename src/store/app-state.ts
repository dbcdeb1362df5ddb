// The shape of the persisted `root` state, and the check every rehydrated value must pass.
import { isStateVersionCurrent } from '../domain/defaults';
import { defaultTaxState } from '../domain/tax';
import type { TaxState } from '../domain/types';

export interface AppState {
  isDarkMode: boolean;
  offlineUseOnly: boolean;
  tax: TaxState;
}

export interface PersistedAppState extends AppState {
  stateVersion: string;
}

export function defaultAppState(): AppState {
  return { isDarkMode: true, offlineUseOnly: false, tax: defaultTaxState() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns the stored state when it carries this version's marker and the expected types, else null so
 * the caller resets to defaults (SPEC §4). Tax state is shallow-checked: a broken one falls back alone.
 */
export function parsePersistedAppState(raw: unknown): AppState | null {
  if (!isRecord(raw) || !isStateVersionCurrent(raw.stateVersion)) return null;
  if (typeof raw.isDarkMode !== 'boolean' || typeof raw.offlineUseOnly !== 'boolean') return null;
  const tax = isRecord(raw.tax) && isRecord(raw.tax.profiles) ? (raw.tax as unknown as TaxState) : defaultTaxState();
  return { isDarkMode: raw.isDarkMode, offlineUseOnly: raw.offlineUseOnly, tax };
}
