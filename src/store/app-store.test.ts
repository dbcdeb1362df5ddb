// The persisted `root` state: restored when valid, reset to defaults on a stale marker or damage,
// and never touching ledger documents.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clear, get, set } from 'idb-keyval';
import { openDeviceDB } from '../data/device/database';
import { DeviceDocumentStore } from '../data/device/device-store';
import { defaultTaxState } from '../domain/tax';
import { hydrateAppState, readAppState, resetAppState, setOfflineUseOnly, toggleTheme } from './app-store';
import { parsePersistedAppState } from './app-state';
import { resetUiState } from './fatal-recovery';

beforeEach(async () => {
  await clear();
  resetAppState();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await clear();
});

describe('parsePersistedAppState', () => {
  it('accepts a value with the 1.0.1 marker and the right types', () => {
    const tax = defaultTaxState();
    expect(parsePersistedAppState({ stateVersion: '1.0.1', isDarkMode: false, offlineUseOnly: true, tax })).toEqual({
      isDarkMode: false,
      offlineUseOnly: true,
      tax,
    });
  });

  it.each([
    ['an older marker', { stateVersion: '1.0.0', isDarkMode: false, offlineUseOnly: false }],
    ['no marker', { isDarkMode: false, offlineUseOnly: false }],
    ['a wrong type', { stateVersion: '1.0.1', isDarkMode: 'no', offlineUseOnly: false }],
    ['not an object', 'garbage'],
    ['null', null],
  ])('rejects %s', (_label, raw) => {
    expect(parsePersistedAppState(raw)).toBeNull();
  });

  it('keeps valid settings but falls back to the default tax state when only that is damaged', () => {
    expect(
      parsePersistedAppState({ stateVersion: '1.0.1', isDarkMode: false, offlineUseOnly: false, tax: 7 })?.tax,
    ).toEqual(defaultTaxState());
  });
});

describe('app store persistence', () => {
  it('starts dark and online-capable by default', async () => {
    await hydrateAppState();
    expect(readAppState()).toMatchObject({ isDarkMode: true, offlineUseOnly: false });
  });

  it('writes changes under key root with the version marker and restores them', async () => {
    await hydrateAppState();
    toggleTheme();
    setOfflineUseOnly(true);
    await expect
      .poll(async () => get('root'))
      .toMatchObject({ stateVersion: '1.0.1', isDarkMode: false, offlineUseOnly: true });

    resetAppState();
    await set('root', { stateVersion: '1.0.1', isDarkMode: false, offlineUseOnly: true, tax: defaultTaxState() });
    await hydrateAppState();
    expect(readAppState()).toMatchObject({ isDarkMode: false, offlineUseOnly: true });
  });

  it('resets to defaults on a mismatched marker and removes the stale value', async () => {
    // Change the in-memory theme first, so the assertion proves a reset rather than an untouched default.
    toggleTheme();
    await expect.poll(async () => get('root')).toMatchObject({ isDarkMode: false });
    await set('root', { stateVersion: '0.9.0', isDarkMode: false, offlineUseOnly: true });
    await hydrateAppState();
    expect(readAppState()).toMatchObject({ isDarkMode: true, offlineUseOnly: false });
    expect(await get('root')).not.toMatchObject({ stateVersion: '0.9.0' });
  });

  it('never touches ledger documents when it resets', async () => {
    const docs = new DeviceDocumentStore(await openDeviceDB('app-store-ledgers'));
    await docs.set('ledgers/l1', { name: 'Household' });
    await set('root', { stateVersion: 'broken' });
    await hydrateAppState();
    expect(readAppState().isDarkMode).toBe(true);
    expect(await docs.get('ledgers/l1')).toEqual({ id: 'l1', name: 'Household' });
    docs.close();
  });
});

describe('the theme hint in localStorage', () => {
  /** Node has no localStorage; a Map-backed one stands in for the browser's. */
  function stubLocalStorage(): Map<string, string> {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
    });
    return items;
  }
  afterEach(() => vi.unstubAllGlobals());

  it('is written in the same tick as a toggle, with no wait for IndexedDB', async () => {
    await hydrateAppState();
    const items = stubLocalStorage();
    toggleTheme();
    expect(items.get('vyay-theme')).toBe('light');
    toggleTheme();
    expect(items.get('vyay-theme')).toBe('dark');
  });

  it('wins over a root whose write a reload cut short, and over a missing root', async () => {
    const items = stubLocalStorage();
    await set('root', { stateVersion: '1.0.1', isDarkMode: true, offlineUseOnly: true, tax: defaultTaxState() });
    items.set('vyay-theme', 'light');
    await hydrateAppState();
    expect(readAppState()).toMatchObject({ isDarkMode: false, offlineUseOnly: true });

    resetAppState();
    await clear();
    items.set('vyay-theme', 'light');
    await hydrateAppState();
    expect(readAppState().isDarkMode).toBe(false);
  });

  it('follows a stale root back to the default theme', async () => {
    const items = stubLocalStorage();
    items.set('vyay-theme', 'light');
    await set('root', { stateVersion: '0.9.0', isDarkMode: false, offlineUseOnly: true });
    await hydrateAppState();
    expect(readAppState().isDarkMode).toBe(true);
    expect(items.get('vyay-theme')).toBe('dark');
  });

  it("the fatal screen's reset, while root is still being read, leaves neither root nor the hint behind", async () => {
    const items = stubLocalStorage();
    await set('root', { stateVersion: '1.0.1', isDarkMode: false, offlineUseOnly: false, tax: defaultTaxState() });
    items.set('vyay-theme', 'light');
    const reading = hydrateAppState();
    await resetUiState();
    await reading;
    expect(await get('root')).toBeUndefined();
    expect(items.size).toBe(0);
  });
});
