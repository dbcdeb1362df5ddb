// Device-local app state (theme, offline-only, tax calculator), persisted to IndexedDB under key `root`.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { del, get, set } from 'idb-keyval';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS, STATE_VERSION } from '../domain/defaults';
import { defaultAppState, parsePersistedAppState, type AppState, type PersistedAppState } from './app-state';

interface AppActions {
  toggleTheme(): void;
  setOfflineUseOnly(value: boolean): void;
  resetAppState(): void;
}

/**
 * The theme is also written to localStorage, synchronously, whenever it changes: public/theme.js paints the first
 * frame from it, and a reload that comes before IndexedDB has committed `root` (a toggle, then at once a reload)
 * would otherwise bring the old theme back. So where the two disagree, the hint is the later word.
 */
const THEME_HINT_KEY = 'vyay-theme';

function readThemeHint(): boolean | undefined {
  try {
    const hint = localStorage.getItem(THEME_HINT_KEY);
    return hint === 'light' ? false : hint === 'dark' ? true : undefined;
  } catch {
    return undefined; // Storage refused (private mode): `root` alone decides.
  }
}

function writeThemeHint(isDarkMode: boolean): void {
  try {
    localStorage.setItem(THEME_HINT_KEY, isDarkMode ? 'dark' : 'light');
  } catch {
    // Only the first frame and a too-quick reload depend on it.
  }
}

/** idb-keyval keeps its own database, so resetting `root` can never touch ledger documents. */
const rootStorage: PersistStorage<AppState> = {
  async getItem(name) {
    const raw: unknown = await get(name);
    const hint = readThemeHint();
    if (raw === undefined)
      return hint === undefined ? null : { state: { ...defaultAppState(), isDarkMode: hint }, version: 0 };
    const state = parsePersistedAppState(raw);
    if (!state) {
      // A stale or damaged marker clears this key only (SPEC §4), and the state starts again from defaults,
      // theme included: the hint must not bring back a setting the reset dropped.
      await del(name);
      writeThemeHint(defaultAppState().isDarkMode);
      return { state: defaultAppState(), version: 0 };
    }
    return { state: hint === undefined ? state : { ...state, isDarkMode: hint }, version: 0 };
  },
  async setItem(name, value) {
    const stored: PersistedAppState = { ...value.state, stateVersion: STATE_VERSION };
    await set(name, stored);
  },
  async removeItem(name) {
    await del(name);
  },
};

const useAppStore = create<AppState & AppActions>()(
  persist(
    (setState) => ({
      ...defaultAppState(),
      toggleTheme: () => setState((s) => ({ isDarkMode: !s.isDarkMode })),
      setOfflineUseOnly: (value) => setState({ offlineUseOnly: value }),
      resetAppState: () => setState(defaultAppState()),
    }),
    {
      name: PERSIST_KEY,
      storage: rootStorage,
      skipHydration: true,
      partialize: ({ isDarkMode, offlineUseOnly, tax }) => ({ isDarkMode, offlineUseOnly, tax }),
    },
  ),
);

// zustand calls subscribers inside setState, so the hint is stored before the change has even rendered.
useAppStore.subscribe((state, previous) => {
  if (state.isDarkMode !== previous.isDarkMode) writeThemeHint(state.isDarkMode);
});

/** Loads `root`, giving up after SPEC §9's 5000 ms so a stuck IndexedDB never blocks the app. */
export async function hydrateAppState(timeoutMs = PERSIST_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([useAppStore.persist.rehydrate(), timeout]);
  } catch (error) {
    console.error('Restoring app state failed; using defaults', error);
  } finally {
    clearTimeout(timer);
  }
}

export const useIsDarkMode = () => useAppStore((s) => s.isDarkMode);
export const useOfflineUseOnly = () => useAppStore((s) => s.offlineUseOnly);
export const toggleTheme = () => useAppStore.getState().toggleTheme();
export const setOfflineUseOnly = (value: boolean) => useAppStore.getState().setOfflineUseOnly(value);
/** Sign-out clears local state (SPEC §4) but keeps the theme, which belongs to the device. */
export const clearAppStateOnSignOut = () => useAppStore.setState({ offlineUseOnly: false, tax: defaultAppState().tax });
export const readAppState = (): AppState => {
  const { isDarkMode, offlineUseOnly, tax } = useAppStore.getState();
  return { isDarkMode, offlineUseOnly, tax };
};
export const resetAppState = () => useAppStore.getState().resetAppState();
/**
 * The fatal-error screen's reset: forgets the stored `root` only; ledger documents live elsewhere. The crash
 * may come while `root` is still being read, so it waits for that read: otherwise the read would land after
 * the reset and write the theme hint back.
 */
export async function clearPersistedAppState(timeoutMs = PERSIST_TIMEOUT_MS): Promise<void> {
  await hydrationSettled(timeoutMs);
  await del(PERSIST_KEY);
}

/** Resolves once `root` has been read, or given up on after `timeoutMs`. */
function hydrationSettled(timeoutMs: number): Promise<void> {
  if (useAppStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const stop = useAppStore.persist.onFinishHydration(done);
  });
}

/** Calls `listener` now and whenever offline-use-only changes, so the backend's network follows it. */
export function followOfflineUseOnly(listener: (offlineOnly: boolean) => void): () => void {
  listener(useAppStore.getState().offlineUseOnly);
  return useAppStore.subscribe((state, previous) => {
    if (state.offlineUseOnly !== previous.offlineUseOnly) listener(state.offlineUseOnly);
  });
}

/** False until `root` has been read (or given up on), so nothing acts on defaults by mistake. */
export function useAppStateHydrated(): boolean {
  return useSyncExternalStore(
    (listener) => useAppStore.persist.onFinishHydration(listener),
    () => useAppStore.persist.hasHydrated(),
  );
}
