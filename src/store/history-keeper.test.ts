// The history keeper over a stand-in store: which months it reads, in what order, and when it stops.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Constraint, DocumentStore } from '../data/ports';
import { monthRange, monthsBefore } from '../domain/months';
import { HISTORY_MONTHS, keepHistory, READ_AT_MOST_MS } from './history-keeper';
import { dispatch } from './ledger-store';
import { openMonthlyLedger } from './test-ledger';

const user: AuthUser = { uid: 'asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const NOW = new Date(2026, 4, 15).getTime();

const startOf = (constraints: Constraint[]) =>
  Number(constraints.find((c) => c.kind === 'where' && c.field === 'date' && c.op === '>=')?.['value' as never]);

/** How the stand-in server answers a month's read: stored, from the cache (offline), with an error, or never. */
type Answer = 'online' | 'offline' | 'failing' | 'stalled';

/** A mirror that holds the months whose start it was given, and a server that answers as `server.answer` says. */
function standIn(held: Set<number>, server: { answer: Answer } = { answer: 'online' }) {
  const asked: number[] = [];
  const docs = {
    holds: async (_path: string, constraints: Constraint[]) => held.has(startOf(constraints)),
    query: (_path: string, constraints: Constraint[]) => {
      asked.push(startOf(constraints));
      if (server.answer === 'stalled') return new Promise(() => undefined);
      if (server.answer === 'failing')
        return Promise.reject(Object.assign(new Error('internal'), { code: 'internal' }));
      if (server.answer === 'online') held.add(startOf(constraints));
      return Promise.resolve([]);
    },
  } as unknown as DocumentStore;
  return { docs, asked };
}

/** A `later` that keeps every wait asked for, to be run by the test. */
function recordedWaits() {
  const waits: { ms: number; run: () => void }[] = [];
  const later = (run: () => void, ms: number) => {
    waits.push({ ms, run });
    return () => undefined;
  };
  return { waits, later };
}

/** The waits before trying again, without each read's own time limit. */
const retries = (waits: { ms: number }[]) => waits.map((w) => w.ms).filter((ms) => ms !== READ_AT_MOST_MS);

/** Idle moments come one after another as microtasks; `settled` waits until none is left. */
const soon = (run: () => void) => {
  queueMicrotask(run);
  return () => undefined;
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  dispatch({ type: 'signedOut', now: NOW });
});

describe('keepHistory', () => {
  it('reads the 12 months before the current one, newest first, one per idle moment', async () => {
    openMonthlyLedger(NOW);
    const held = new Set<number>();
    const { docs, asked } = standIn(held);
    const stop = keepHistory(docs, user, soon);
    await settled();
    stop();
    const wanted = monthsBefore({ year: 2026, month: 5 }, HISTORY_MONTHS).map((m) => monthRange(m.year, m.month).start);
    expect(asked).toEqual(wanted);
    expect(new Date(asked[0]!).getMonth()).toBe(3);
    expect(new Date(asked.at(-1)!).getFullYear()).toBe(2025);
  });

  it('reads nothing the device already holds, so each month is fetched once', async () => {
    openMonthlyLedger(NOW);
    const held = new Set(monthsBefore({ year: 2026, month: 5 }, 12).map((m) => monthRange(m.year, m.month).start));
    const { docs, asked } = standIn(held);
    const stop = keepHistory(docs, user, soon);
    await settled();
    stop();
    expect(asked).toEqual([]);
  });

  it('stops at the first month it cannot read (offline), and tries it again later, waiting longer each time', async () => {
    openMonthlyLedger(NOW);
    const server = { answer: 'offline' as Answer };
    const { docs, asked } = standIn(new Set(), server);
    const { waits, later } = recordedWaits();
    const stop = keepHistory(docs, user, soon, later);
    await settled();
    expect(asked).toHaveLength(1);
    expect(retries(waits)).toEqual([30_000]);
    waits.at(-1)!.run();
    await settled();
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe(asked[0]);
    expect(retries(waits)).toEqual([30_000, 60_000]);
    // Connected again: the same month, then every other one, and no more waiting.
    server.answer = 'online';
    waits.at(-1)!.run();
    await settled();
    stop();
    expect(asked).toHaveLength(2 + HISTORY_MONTHS);
    expect(retries(waits)).toHaveLength(2);
  });

  it('tries a month whose read failed again later, as it does an offline one', async () => {
    openMonthlyLedger(NOW);
    const held = new Set<number>();
    const server = { answer: 'failing' as Answer };
    const { docs, asked } = standIn(held, server);
    const { waits, later } = recordedWaits();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = keepHistory(docs, user, soon, later);
    await settled();
    expect(asked).toHaveLength(1);
    expect(retries(waits)).toEqual([30_000]);
    expect(errors).toHaveBeenCalledTimes(1);
    server.answer = 'online';
    waits.at(-1)!.run();
    await settled();
    stop();
    errors.mockRestore();
    expect(asked).toHaveLength(1 + HISTORY_MONTHS);
    expect(held.size).toBe(HISTORY_MONTHS);
  });

  it('puts off a month whose read has not answered within 90 s, and tries it again later', async () => {
    openMonthlyLedger(NOW);
    const held = new Set<number>();
    const server = { answer: 'stalled' as Answer };
    const { docs, asked } = standIn(held, server);
    const { waits, later } = recordedWaits();
    const stop = keepHistory(docs, user, soon, later);
    await settled();
    expect(asked).toHaveLength(1);
    expect(waits.map((w) => w.ms)).toEqual([READ_AT_MOST_MS]);
    waits[0]!.run();
    await settled();
    expect(retries(waits)).toEqual([30_000]);
    server.answer = 'online';
    waits.at(-1)!.run();
    await settled();
    stop();
    expect(asked).toHaveLength(1 + HISTORY_MONTHS);
    expect(held.size).toBe(HISTORY_MONTHS);
  });

  it('waits at most 5 minutes between tries', async () => {
    openMonthlyLedger(NOW);
    const { docs } = standIn(new Set(), { answer: 'offline' });
    const { waits, later } = recordedWaits();
    const stop = keepHistory(docs, user, soon, later);
    await settled();
    for (let i = 0; i < 6; i++) {
      waits.at(-1)!.run();
      await settled();
    }
    stop();
    expect(retries(waits)).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000]);
  });

  it('does nothing on a store without a mirror (device mode)', async () => {
    openMonthlyLedger(NOW);
    const queried: unknown[] = [];
    const stop = keepHistory({ query: async () => queried.push(1) } as unknown as DocumentStore, user, soon);
    await settled();
    stop();
    expect(queried).toEqual([]);
  });
});

describe('monthsBefore', () => {
  it('counts back across year ends', () => {
    expect(monthsBefore({ year: 2026, month: 2 }, 3)).toEqual([
      { year: 2026, month: 1 },
      { year: 2025, month: 12 },
      { year: 2025, month: 11 },
    ]);
  });
});
