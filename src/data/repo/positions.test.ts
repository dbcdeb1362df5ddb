// A ledger's position for Switch group, read on the device adapter: a trip from every entry with its members
// and Simplify debts; a monthly ledger from this month only, and a member from his own entries alone, asked
// for in the query itself (the rules refuse one they cannot prove).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { monthRange } from '../../domain/months';
import { customExpense, expense, ledger, member, tx } from '../../domain/test-builders';
import type { Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { where } from '../ports';
import { paths } from './paths';
import { readPosition } from './positions';

let docs: DeviceDocumentStore;
let counter = 0;
const NOW = new Date(2026, 10, 15, 12).getTime();
const NOVEMBER = monthRange(2026, 11);

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`positions-${++counter}`));
});

/** Stored as saved: the builders' entries are dated 1970, which the decoder refuses, so undated ones get today. */
async function store(ledgerId: string, entries: Transaction[]): Promise<void> {
  for (const { id, ...data } of entries) {
    const date = data.date || NOW;
    await docs.set(paths.transaction(ledgerId, id), { ...data, date, createdAt: date, updatedAt: date });
  }
}

describe('readPosition', () => {
  const trip = ledger({ id: 'goa', type: 'onetime', contributors: ['asha', 'ravi', 'meera'] });

  it("reads a trip's every entry and says what this person owes, in its currency", async () => {
    await store('goa', [
      expense('ravi', 300, ['asha', 'ravi', 'meera'], { date: NOVEMBER.start - 40 * 86_400_000 }),
      customExpense('asha', 50, { meera: 50 }),
    ]);
    for (const m of [member('asha'), member('ravi'), member('meera')])
      await docs.set(paths.member('goa', m.id), { displayName: m.displayName, userId: m.userId });
    expect(await readPosition(docs, { ...trip, currency: 'EUR' }, 'asha', NOW)).toEqual({
      kind: 'trip',
      currency: 'EUR',
      paise: -10_000 + 5_000,
    });
    expect(await readPosition(docs, trip, 'ravi', NOW)).toEqual({ kind: 'trip', currency: 'INR', paise: 20_000 });
  });

  it('follows Simplify debts: on, the paisa the halves make is owed; off, each pair is cut on its own', async () => {
    // Asha paid a paisa for Ravi and Meera: half a paisa each.
    await store('goa', [customExpense('asha', 0.01, { ravi: 0.005, meera: 0.005 })]);
    for (const m of [member('asha'), member('ravi'), member('meera')])
      await docs.set(paths.member('goa', m.id), { displayName: m.displayName, userId: m.userId });
    // Simplified, the paisa falls to Meera, first by name of the two as close to owing it.
    expect(await readPosition(docs, trip, 'asha', NOW)).toMatchObject({ paise: 1 });
    expect(await readPosition(docs, trip, 'meera', NOW)).toMatchObject({ paise: -1 });
    await docs.set(paths.onetimeSettings('goa'), { simplifyDebts: false });
    expect(await readPosition(docs, trip, 'asha', NOW)).toMatchObject({ paise: 0 });
    expect(await readPosition(docs, trip, 'meera', NOW)).toMatchObject({ paise: 0 });
  });

  const household = ledger({ id: 'home', type: 'monthly', owner: 'asha', admins: ['asha'] });
  const month = [
    tx({ from: 'asha', amount: 1200, date: NOVEMBER.start + 86_400_000 }),
    tx({ from: 'ravi', amount: 300, date: NOVEMBER.end - 1 }),
    tx({ from: 'asha', amount: 5000, date: NOVEMBER.start - 1 }),
    tx({ from: 'asha', amount: 700, date: NOVEMBER.end }),
    tx({ type: 'income', from: 'asha', amount: 90_000, date: NOVEMBER.start + 86_400_000 }),
  ];

  it("reads a monthly ledger's month only: an admin sees everyone's spending", async () => {
    await store('home', month);
    const query = vi.spyOn(docs, 'query');
    expect(await readPosition(docs, household, 'asha', NOW)).toEqual({
      kind: 'monthly',
      currency: 'INR',
      spent: 1500,
      own: false,
    });
    expect(query).toHaveBeenCalledWith(paths.transactions('home'), [
      where('date', '>=', NOVEMBER.start),
      where('date', '<', NOVEMBER.end),
    ]);
  });

  it('asks for a member’s own entries only, and says the figure is his', async () => {
    await store('home', month);
    const query = vi.spyOn(docs, 'query');
    expect(await readPosition(docs, household, 'ravi', NOW)).toEqual({
      kind: 'monthly',
      currency: 'INR',
      spent: 300,
      own: true,
    });
    expect(query).toHaveBeenCalledWith(paths.transactions('home'), [
      where('from', '==', 'ravi'),
      where('date', '>=', NOVEMBER.start),
      where('date', '<', NOVEMBER.end),
    ]);
  });
});
