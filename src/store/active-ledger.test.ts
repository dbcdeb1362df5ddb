// readActiveMonths in cloud mode before the backend has opened: the mirror answers a range it holds whole
// (a cold start on Insights does not wait for Firebase), and anything else waits for the backend's read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend, Constraint, DocData, DocumentStore, HeldReader, WithId } from '../data/ports';
import { tx } from '../domain/test-builders';
import type { Transaction } from '../domain/types';

type Modules = {
  session: typeof import('./session-store');
  active: typeof import('./active-ledger');
};
let m: Modules;

const asha: AuthUser = { uid: 'asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const NOW = new Date(2026, 4, 15).getTime();
const MAY = { year: 2026, month: 5 };

const doc = ({ id, ...data }: Transaction) => ({ id, ...data }) as WithId<DocData>;

beforeEach(async () => {
  // A fresh session per test: the modules hold the page's one session and ledger state.
  vi.resetModules();
  m = {
    session: await import('./session-store'),
    active: await import('./active-ledger'),
  };
  // Imported after the reset too, so it fills this test's ledger store.
  const { openMonthlyLedger } = await import('./test-ledger');
  openMonthlyLedger(NOW);
  m.session.signedIn(asha, null);
});

afterEach(() => vi.restoreAllMocks());

/** A mirror that holds May whole (one entry) and nothing else; records what it was asked. */
function mirrorHoldingMay() {
  const asked: Constraint[][] = [];
  const reader: HeldReader = {
    readHeld: async (path, constraints) => {
      asked.push(constraints);
      const may = constraints.some((c) => c.kind === 'where' && c.value === new Date(2026, 4, 1).getTime());
      return path === 'ledgers/home/transactions' && may ? [doc(tx({ id: 'rent', date: NOW }))] : null;
    },
  };
  return { reader, asked };
}

function backendWith(docs: Partial<DocumentStore>): Backend {
  return { mode: 'emulator', docs: docs as DocumentStore } as Backend;
}

describe('readActiveMonths before the backend opens', () => {
  it('answers from the mirror when it holds the range, and refreshes it once the backend opens', async () => {
    const { reader } = mirrorHoldingMay();
    m.session.sessionStarted('emulator', () => undefined, Promise.resolve(reader));
    const read = await m.active.readActiveMonths(MAY, MAY);
    expect(read.transactions.map((t) => t.id)).toEqual(['rent']);
    expect(read.missing).toEqual([]);
    const refreshHeld = vi.fn();
    m.session.backendOpened(backendWith({ refreshHeld }));
    await vi.waitFor(() => expect(refreshHeld).toHaveBeenCalledTimes(1));
    expect(refreshHeld.mock.calls[0]![0]).toBe('ledgers/home/transactions');
  });

  it('waits for the backend when the mirror lacks part of the range', async () => {
    const { reader, asked } = mirrorHoldingMay();
    m.session.sessionStarted('emulator', () => undefined, Promise.resolve(reader));
    const april = { year: 2026, month: 4 };
    let answered = false;
    const reading = m.active.readActiveMonths(april, MAY).then((read) => {
      answered = true;
      return read;
    });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    const readForScreen = vi.fn(async () => ({
      docs: [doc(tx({ id: 'april-rent', date: NOW - 30 * 86_400_000 }))],
      missing: [],
    }));
    m.session.backendOpened(backendWith({ readForScreen: readForScreen as DocumentStore['readForScreen'] }));
    expect((await reading).transactions.map((t) => t.id)).toEqual(['april-rent']);
  });

  it('once the backend is open, reads through it and not the early mirror', async () => {
    const { reader, asked } = mirrorHoldingMay();
    m.session.sessionStarted('emulator', () => undefined, Promise.resolve(reader));
    const readForScreen = vi.fn(async () => ({ docs: [doc(tx({ id: 'rent', date: NOW }))], missing: [] }));
    m.session.backendOpened(backendWith({ readForScreen: readForScreen as DocumentStore['readForScreen'] }));
    await m.active.readActiveMonths(MAY, MAY);
    expect(readForScreen).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([]);
  });
});
