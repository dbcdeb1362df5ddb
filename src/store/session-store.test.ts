// The session store: one object for the mode, the opened backend, the user and their sync.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend } from '../data/ports';
import type { LedgerSync } from './ledger-sync';

type SessionModule = typeof import('./session-store');
let store: SessionModule;

beforeEach(async () => {
  // A fresh store per test: the module holds the page's one session.
  vi.resetModules();
  store = await import('./session-store');
});

const asha: AuthUser = { uid: 'u-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const backend = { mode: 'device' } as Backend;
const sync = { user: asha } as LedgerSync;

describe('the backend', () => {
  it('is not there before storage opens: getBackend says so, backendReady waits', async () => {
    expect(() => store.getBackend()).toThrow('Vyay has not finished starting.');
    let opened: Backend | undefined;
    void store.backendReady().then((b) => (opened = b));
    await Promise.resolve();
    expect(opened).toBeUndefined();

    store.backendOpened(backend);
    await vi.waitFor(() => expect(opened).toBe(backend));
    expect(store.getBackend()).toBe(backend);
  });

  it('once open, backendReady answers at once', async () => {
    store.backendOpened(backend);
    await expect(store.backendReady()).resolves.toBe(backend);
  });

  it('every waiter gets it', async () => {
    const waiting = [store.backendReady(), store.backendReady()];
    store.backendOpened(backend);
    await expect(Promise.all(waiting)).resolves.toEqual([backend, backend]);
  });
});

describe('who is signed in', () => {
  it('is loading until the first answer, and reading the user then is a programming error', () => {
    expect(store.readSession().status).toBe('loading');
    expect(() => store.requireUser()).toThrow('Trying to access user before it is loaded.');
  });

  it('signedIn holds the user and their sync; a restored user has none yet', () => {
    store.signedIn(asha, null);
    expect(store.readSession()).toMatchObject({ status: 'signedIn', user: asha, sync: null });
    expect(store.requireUser()).toBe(asha);
    store.signedIn(asha, sync);
    expect(store.readSession().sync).toBe(sync);
  });

  it('syncEnded drops the sync but not the user: the auth answer decides that', () => {
    store.signedIn(asha, sync);
    store.syncEnded();
    expect(store.readSession()).toMatchObject({ status: 'signedIn', user: asha, sync: null });
  });

  it('signedOut forgets the user and the sync', () => {
    store.signedIn(asha, sync);
    store.signedOut();
    expect(store.readSession()).toMatchObject({ status: 'signedOut', user: null, sync: null });
    expect(() => store.requireUser()).toThrow();
  });

  it('sessionStarted sets the mode and where background failures go', () => {
    const report = vi.fn();
    store.sessionStarted('emulator', report, Promise.resolve(null));
    store.readSession().report('Error fetching ledgers: offline');
    expect(store.readSession().mode).toBe('emulator');
    expect(report).toHaveBeenCalledWith('Error fetching ledgers: offline');
  });
});

describe('the router context', () => {
  it('reads the session as it is now, not as it was when the router was made', () => {
    const { session } = store;
    expect(session.getState().status).toBe('loading');
    store.signedIn(asha, null);
    expect(session.getState().status).toBe('signedIn');
    store.signedOut();
    expect(session.getState().status).toBe('signedOut');
  });

  it('tells subscribers what changed', () => {
    const seen: string[] = [];
    const stop = store.subscribeSession((state, previous) => seen.push(`${previous.status}→${state.status}`));
    store.signedIn(asha, null);
    store.signedOut();
    stop();
    store.signedIn(asha, null);
    expect(seen).toEqual(['loading→signedIn', 'signedIn→signedOut']);
  });
});
