// The history keeper over a stand-in store: which months it reads, in what order, and when it stops.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Constraint, DocumentStore } from '../data/ports';
import { monthRange, monthsBefore } from '../domain/months';
import { ledger } from '../domain/test-builders';
import { HISTORY_MONTHS, keepHistory, READ_AT_MOST_MS } from './history-keeper';
import { dispatch } from './ledger-store';

const user: AuthUser = { uid: 'asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const NOW = new Date(2026, 4, 15).getTime();

const startOf = (constraints: Constraint[]) =>
  Number(constraints.find((c) => c.kind === 'where' && c.field === 'date' && c.op === '>=')?.['value' as never]);

/** A mirror that holds the months whose start it was given, and a server that may be unreachable. */
function standIn(held: Set<number>, online = true) {
  const asked: number[] = [];
  const docs = {
    holds: async (_path: string, constraints: Constraint[]) => held.has(startOf(constraints)),
    query: async (_path: string, constraints: Constraint[]) => {
      asked.push(startOf(constraints));
      if (online) held.add(startOf(constraints));
      return [];
    },
  } as unknown as DocumentStore;
  return { docs, asked };
}

/** The waits before trying again, without each read's own time limit. */
const retries = (waits: { ms: number }[]) => waits.map((w) => w.ms).filter((ms) => ms !== READ_AT_MOST_MS);

/** Idle moments come one after another as microtasks; `settled` waits until none is left. */
const soon = (run: () => void) => {
  queueMicrotask(run);
  return () => undefined;
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

function openMonthlyLedger() {
  dispatch({
    type: 'ledgersArrived',
    ledgers: [ledger({ id: 'home', type: 'monthly', owner: 'asha', admins: ['asha'], contributors: ['asha'] })],
    confirmed: true,
    lastUsedLedgerId: 'home',
    userId: 'asha',
    now: NOW,
  });
}

afterEach(() => {
  dispatch({ type: 'signedOut', now: NOW });
});

describe('keepHistory', () => {
  it('reads the 12 months before the current one, newest first, one per idle moment', async () => {
    openMonthlyLedger();
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
    openMonthlyLedger();
    const held = new Set(monthsBefore({ year: 2026, month: 5 }, 12).map((m) => monthRange(m.year, m.month).start));
    const { docs, asked } = standIn(held);
    const stop = keepHistory(docs, user, soon);
    await settled();
    stop();
    expect(asked).toEqual([]);
  });

  it('stops at the first month it cannot read (offline), and tries it again later, waiting longer each time', async () => {
    openMonthlyLedger();
    const reach = { online: false };
    const held = new Set<number>();
    const asked: number[] = [];
    const docs = {
      holds: async (_path: string, constraints: Constraint[]) => held.has(startOf(constraints)),
      query: async (_path: string, constraints: Constraint[]) => {
        asked.push(startOf(constraints));
        if (reach.online) held.add(startOf(constraints));
        return [];
      },
    } as unknown as DocumentStore;
    const waits: { ms: number; run: () => void }[] = [];
    const later = (run: () => void, ms: number) => {
      waits.push({ ms, run });
      return () => undefined;
    };
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
    reach.online = true;
    waits.at(-1)!.run();
    await settled();
    stop();
    expect(asked).toHaveLength(2 + HISTORY_MONTHS);
    expect(retries(waits)).toHaveLength(2);
  });

  it('tries a month whose read failed again later, as it does an offline one', async () => {
    openMonthlyLedger();
    const held = new Set<number>();
    const failing = { on: true };
    const asked: number[] = [];
    const docs = {
      holds: async (_path: string, constraints: Constraint[]) => held.has(startOf(constraints)),
      query: async (_path: string, constraints: Constraint[]) => {
        asked.push(startOf(constraints));
        if (failing.on) throw Object.assign(new Error('internal'), { code: 'internal' });
        held.add(startOf(constraints));
        return [];
      },
    } as unknown as DocumentStore;
    const waits: { ms: number; run: () => void }[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = keepHistory(docs, user, soon, (run, ms) => {
      waits.push({ ms, run });
      return () => undefined;
    });
    await settled();
    expect(asked).toHaveLength(1);
    expect(retries(waits)).toEqual([30_000]);
    expect(errors).toHaveBeenCalledTimes(1);
    failing.on = false;
    waits.at(-1)!.run();
    await settled();
    stop();
    errors.mockRestore();
    expect(asked).toHaveLength(1 + HISTORY_MONTHS);
    expect(held.size).toBe(HISTORY_MONTHS);
  });

  it('puts off a month whose read has not answered within 90 s, and tries it again later', async () => {
    openMonthlyLedger();
    const held = new Set<number>();
    const stalled = { on: true };
    const asked: number[] = [];
    const docs = {
      holds: async (_path: string, constraints: Constraint[]) => held.has(startOf(constraints)),
      query: (_path: string, constraints: Constraint[]) => {
        asked.push(startOf(constraints));
        if (stalled.on) return new Promise(() => undefined);
        held.add(startOf(constraints));
        return Promise.resolve([]);
      },
    } as unknown as DocumentStore;
    const waits: { ms: number; run: () => void }[] = [];
    const stop = keepHistory(docs, user, soon, (run, ms) => {
      waits.push({ ms, run });
      return () => undefined;
    });
    await settled();
    expect(asked).toHaveLength(1);
    expect(waits.map((w) => w.ms)).toEqual([READ_AT_MOST_MS]);
    waits[0]!.run();
    await settled();
    expect(retries(waits)).toEqual([30_000]);
    stalled.on = false;
    waits.at(-1)!.run();
    await settled();
    stop();
    expect(asked).toHaveLength(1 + HISTORY_MONTHS);
    expect(held.size).toBe(HISTORY_MONTHS);
  });

  it('waits at most 5 minutes between tries', async () => {
    openMonthlyLedger();
    const { docs } = standIn(new Set(), false);
    const waits: { ms: number; run: () => void }[] = [];
    const stop = keepHistory(docs, user, soon, (run, ms) => {
      waits.push({ ms, run });
      return () => undefined;
    });
    await settled();
    for (let i = 0; i < 6; i++) {
      waits.at(-1)!.run();
      await settled();
    }
    stop();
    expect(retries(waits)).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000]);
  });

  it('does nothing on a store without a mirror (device mode)', async () => {
    openMonthlyLedger();
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
