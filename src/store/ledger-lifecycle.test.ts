// The ledger lifecycle as a pure function: every transition, from sign-in to sign-out, without storage.
import { describe, expect, it } from 'vitest';
import { defaultCommonSettings } from '../domain/defaults';
import { ledger, member, recurring, tx } from '../domain/test-builders';
import type { Ledger } from '../domain/types';
import {
  initialLedgerState,
  reduce,
  sameReads,
  type ActiveReads,
  type LedgerAction,
  type LedgerState,
  type SavedLedgerState,
} from './ledger-lifecycle';

const DAY = 24 * 60 * 60 * 1000;
// 15 January 2026, local time; ledgers below are created well before it unless a test says otherwise.
const NOW = new Date(2026, 0, 15, 12, 0).getTime();
const FEBRUARY = new Date(2026, 1, 1, 0, 1).getTime();

const household = ledger({
  id: 'home',
  name: 'Household',
  type: 'monthly',
  owner: 'asha',
  admins: ['asha'],
  contributors: ['asha', 'ben'],
  createdAt: NOW - 30 * DAY,
});
const trip = ledger({
  id: 'goa',
  name: 'Goa trip',
  type: 'onetime',
  owner: 'ben',
  admins: ['ben'],
  contributors: ['asha', 'ben'],
  createdAt: NOW - 10 * DAY,
});
const old = ledger({
  id: 'old',
  name: 'Old flat',
  type: 'monthly',
  owner: 'asha',
  admins: ['asha'],
  contributors: ['asha'],
  createdAt: NOW - 300 * DAY,
});

const homeReads: ActiveReads = { ledgerId: 'home', type: 'monthly', admin: true, year: 2026, month: 1 };
const tripReads: ActiveReads = { ledgerId: 'goa', type: 'onetime', admin: false, year: 2026, month: 1 };

const arrived = (ledgers: Ledger[], lastUsedLedgerId?: string, now = NOW, confirmed = true): LedgerAction => ({
  type: 'ledgersArrived',
  ledgers,
  confirmed,
  lastUsedLedgerId,
  userId: 'asha',
  now,
});
const chosen = (ledgerId: string, now = NOW): LedgerAction => ({ type: 'ledgerChosen', ledgerId, userId: 'asha', now });
const run = (...actions: LedgerAction[]) => actions.reduce(reduce, initialLedgerState(NOW));

/** A live state showing the household ledger with one member and one entry. */
function liveHousehold(): LedgerState {
  return run(
    arrived([household, trip], 'home'),
    { type: 'membersArrived', reads: homeReads, members: [member('asha')] },
    { type: 'transactionsArrived', reads: homeReads, transactions: [tx({ id: 'rent' })], unreadable: [] },
  );
}

function saved(over: Partial<SavedLedgerState> = {}): SavedLedgerState {
  const { source: _source, chosen: _chosen, busy: _busy, ...rest } = liveHousehold();
  return { ...rest, ...over };
}

describe('sameReads', () => {
  it('compares every field, and null only with null', () => {
    expect(sameReads(homeReads, { ...homeReads })).toBe(true);
    expect(sameReads(null, null)).toBe(true);
    expect(sameReads(homeReads, null)).toBe(false);
    for (const change of [
      { ledgerId: 'x' },
      { type: 'onetime' as const },
      { admin: false },
      { year: 2025 },
      { month: 2 },
    ]) {
      expect(sameReads(homeReads, { ...homeReads, ...change })).toBe(false);
    }
  });
});

describe('before anything arrives', () => {
  it('has nothing loaded and reads nothing', () => {
    const state = initialLedgerState(NOW);
    expect(state.source).toBe('none');
    expect(state.reads).toBeNull();
    expect(state.busy).toBe(false);
    expect(state.activeMonth).toEqual({ year: 2026, month: 1 });
  });
});

describe('restored', () => {
  it('shows the saved state as restored, not busy', () => {
    const state = run({ type: 'restored', saved: saved() });
    expect(state.source).toBe('restored');
    expect(state.activeLedgerId).toBe('home');
    expect(state.members).toEqual([member('asha')]);
    expect(state.transactions.map((t) => t.id)).toEqual(['rent']);
    expect(state.busy).toBe(false);
  });

  it('→ live: the same reads keep the saved data on screen until the subscriptions answer', () => {
    const restored = run({ type: 'restored', saved: saved() });
    const state = reduce(restored, arrived([household, trip], 'home'));
    expect(state.source).toBe('live');
    expect(state.reads).toEqual(homeReads);
    expect(state.members).toEqual([member('asha')]);
    expect(state.transactions.map((t) => t.id)).toEqual(['rent']);
    expect(state.busy).toBe(false);
  });

  it('→ live: other reads (a month later) drop the saved data and wait for the new month', () => {
    const restored = run({ type: 'restored', saved: saved() });
    const state = reduce(restored, arrived([household, trip], 'home', FEBRUARY));
    expect(state.reads).toEqual({ ...homeReads, month: 2 });
    expect(state.activeMonth).toEqual({ year: 2026, month: 2 });
    expect(state.transactions).toEqual([]);
    expect(state.members).toEqual([]);
    expect(state.busy).toBe(true);
  });

  it('→ live: the saved active ledger is not kept over the profile’s last used one', () => {
    const restored = run({ type: 'restored', saved: saved() });
    const state = reduce(restored, arrived([household, trip], 'goa'));
    expect(state.activeLedgerId).toBe('goa');
    expect(state.transactions).toEqual([]);
    expect(state.busy).toBe(true);
  });

  it('→ live: the saved active ledger stands in for an unknown last used one', () => {
    const restored = run({ type: 'restored', saved: saved() });
    expect(reduce(restored, arrived([household, trip, old])).activeLedgerId).toBe('home');
  });

  it('→ live with no ledgers left: nothing is active and nothing of the saved ledger shows', () => {
    const restored = run({ type: 'restored', saved: saved() });
    const state = reduce(restored, arrived([]));
    expect(state.source).toBe('live');
    expect(state.activeLedgerId).toBe('');
    expect(state.reads).toBeNull();
    expect(state.transactions).toEqual([]);
    expect(state.busy).toBe(false);
  });
});

describe('ledgersArrived: the active ledger on load (SPEC §4)', () => {
  it('sorts the ledgers by name', () => {
    expect(run(arrived([old, household, trip])).ledgers.map((l) => l.name)).toEqual([
      'Goa trip',
      'Household',
      'Old flat',
    ]);
  });

  it('picks the last used ledger and starts reading it', () => {
    const state = run(arrived([household, trip], 'home'));
    expect(state.source).toBe('live');
    expect(state.activeLedgerId).toBe('home');
    expect(state.reads).toEqual(homeReads);
    expect(state.busy).toBe(true);
  });

  it('else the newest ledger', () => {
    expect(run(arrived([household, trip, old])).activeLedgerId).toBe('goa');
  });

  it('but a ledger created less than 2 seconds ago wins', () => {
    const fresh = ledger({ id: 'new', name: 'New', createdAt: NOW - 500, contributors: ['asha'] });
    expect(run(arrived([household, fresh], 'home')).activeLedgerId).toBe('new');
  });

  it('names what a non-admin reads: their role is part of the reads', () => {
    const state = run(arrived([household, trip], 'goa'));
    expect(state.reads).toEqual(tripReads);
  });

  it('with no ledgers, nothing is active and nothing is busy', () => {
    const state = run(arrived([]));
    expect(state.source).toBe('live');
    expect(state.activeLedgerId).toBe('');
    expect(state.reads).toBeNull();
    expect(state.busy).toBe(false);
  });

  it('a later list with the active ledger still in it keeps it and its data', () => {
    const before = liveHousehold();
    const renamed = { ...trip, name: 'Goa 2026' };
    const state = reduce(before, arrived([household, renamed], 'goa'));
    expect(state.activeLedgerId).toBe('home');
    expect(state.ledgers.map((l) => l.name)).toEqual(['Goa 2026', 'Household']);
    expect(state.members).toBe(before.members);
    expect(state.transactions).toBe(before.transactions);
  });

  it('the active ledger disappearing (this user removed from it) → chooses again and drops its data', () => {
    const state = reduce(liveHousehold(), arrived([trip, old], 'home'));
    expect(state.activeLedgerId).toBe('goa');
    expect(state.reads).toEqual(tripReads);
    expect(state.members).toEqual([]);
    expect(state.transactions).toEqual([]);
    expect(state.busy).toBe(true);
  });

  it('losing admin rights changes the reads: entries read as an admin are dropped', () => {
    const demoted = { ...household, owner: 'ben', admins: ['ben'] };
    const state = reduce(liveHousehold(), arrived([demoted, trip], 'home'));
    expect(state.reads).toEqual({ ...homeReads, admin: false });
    expect(state.transactions).toEqual([]);
    expect(state.busy).toBe(true);
  });
});

describe('ledgerChosen', () => {
  it('a listed ledger becomes active at once, and wins when choosing again later', () => {
    const state = reduce(liveHousehold(), chosen('goa'));
    expect(state.activeLedgerId).toBe('goa');
    expect(state.chosen).toEqual({ ledgerId: 'goa', pending: false });
    expect(state.reads).toEqual(tripReads);
    expect(state.transactions).toEqual([]);
    expect(state.busy).toBe(true);
    // The profile still names the household; this session's choice wins.
    const removedFromTrip = reduce(
      state,
      arrived([household, old, { ...trip, id: 'goa2', createdAt: NOW - 20 * DAY }], 'home'),
    );
    expect(removedFromTrip.activeLedgerId).toBe('goa2');
  });

  it('choosing the active ledger again changes nothing', () => {
    const before = liveHousehold();
    const state = reduce(before, chosen('home'));
    expect(state.reads).toBe(before.reads);
    expect(state.transactions).toBe(before.transactions);
  });

  it('a ledger the list has not delivered yet (just created) waits, then becomes active when it arrives', () => {
    const created = ledger({
      id: 'new',
      name: 'New',
      type: 'monthly',
      owner: 'asha',
      admins: ['asha'],
      contributors: ['asha'],
      createdAt: NOW,
    });
    const waiting = reduce(liveHousehold(), chosen('new'));
    expect(waiting.activeLedgerId).toBe('new');
    expect(waiting.chosen).toEqual({ ledgerId: 'new', pending: true });
    expect(waiting.reads).toBeNull();
    expect(waiting.transactions).toEqual([]);
    expect(waiting.busy).toBe(false);

    // A list from before the write: the chosen ledger stays active rather than another being chosen.
    const stillWaiting = reduce(waiting, arrived([household, trip], 'home', NOW + 100));
    expect(stillWaiting.activeLedgerId).toBe('new');
    expect(stillWaiting.chosen?.pending).toBe(true);

    const delivered = reduce(stillWaiting, arrived([household, trip, created], 'home', NOW + 200));
    expect(delivered.activeLedgerId).toBe('new');
    expect(delivered.chosen).toEqual({ ledgerId: 'new', pending: false });
    expect(delivered.reads).toEqual({ ledgerId: 'new', type: 'monthly', admin: true, year: 2026, month: 1 });
    expect(delivered.busy).toBe(true);
  });

  it('chosen before any list arrives: the first list makes it active', () => {
    const waiting = run(chosen('goa'));
    expect(waiting.source).toBe('none');
    expect(waiting.reads).toBeNull();
    const state = reduce(waiting, arrived([household, trip], 'home'));
    expect(state.activeLedgerId).toBe('goa');
    expect(state.reads).toEqual(tripReads);
  });

  it('chosen from a restored list: read at once, and kept when the first live list arrives', () => {
    const restored = run({ type: 'restored', saved: saved() });
    const picked = reduce(restored, chosen('goa'));
    expect(picked.source).toBe('restored');
    expect(picked.reads).toEqual(tripReads);
    expect(picked.busy).toBe(true);
    const live = reduce(picked, {
      type: 'transactionsArrived',
      reads: tripReads,
      transactions: [tx({ id: 'fuel' })],
      unreadable: [],
    });
    const state = reduce(live, arrived([household, trip], 'home'));
    expect(state.source).toBe('live');
    expect(state.activeLedgerId).toBe('goa');
    expect(state.transactions.map((t) => t.id)).toEqual(['fuel']);
  });
});

describe('snapshots of the active ledger', () => {
  it('membersArrived', () => {
    const state = reduce(run(arrived([household], 'home')), {
      type: 'membersArrived',
      reads: homeReads,
      members: [member('asha'), member('ben')],
    });
    expect(state.members.map((m) => m.id)).toEqual(['asha', 'ben']);
  });

  it('transactionsArrived sorts newest first, keeps the unreadable ids and ends busy', () => {
    const state = reduce(run(arrived([household], 'home')), {
      type: 'transactionsArrived',
      reads: homeReads,
      transactions: [tx({ id: 'older', date: NOW - DAY }), tx({ id: 'newer', date: NOW })],
      unreadable: ['broken'],
    });
    expect(state.transactions.map((t) => t.id)).toEqual(['newer', 'older']);
    expect(state.unreadableTransactions).toEqual(['broken']);
    expect(state.busy).toBe(false);
  });

  it('transactionsFailed ends busy', () => {
    expect(reduce(run(arrived([household], 'home')), { type: 'transactionsFailed', reads: homeReads }).busy).toBe(
      false,
    );
  });

  it('settingsArrived sets the settings it carries, and only those', () => {
    const common = { categories: ['Food'], tags: ['Home'] };
    const withCommon = reduce(run(arrived([household], 'home')), {
      type: 'settingsArrived',
      reads: homeReads,
      settings: { commonSettings: common },
    });
    const monthly = { paymentMode: 'Cash' as const, paidBy: 'asha' };
    const state = reduce(withCommon, {
      type: 'settingsArrived',
      reads: homeReads,
      settings: { monthlySettings: monthly },
    });
    expect(state.commonSettings).toEqual(common);
    expect(state.monthlySettings).toEqual(monthly);
  });

  it('recurringArrived keeps the items and the unreadable ids', () => {
    const rent = recurring({ id: 'r1', description: 'Rent' });
    const state = reduce(run(arrived([household], 'home')), {
      type: 'recurringArrived',
      reads: homeReads,
      recurring: [rent],
      unreadable: ['r2'],
    });
    expect(state.recurring).toEqual([rent]);
    expect(state.unreadableRecurring).toEqual(['r2']);
  });

  it('a snapshot for other reads (a ledger since left, or last month) is ignored', () => {
    const before = reduce(liveHousehold(), chosen('goa'));
    for (const action of [
      { type: 'membersArrived', reads: homeReads, members: [member('zed')] },
      { type: 'transactionsArrived', reads: homeReads, transactions: [tx()], unreadable: [] },
      { type: 'transactionsFailed', reads: homeReads },
      { type: 'settingsArrived', reads: homeReads, settings: { commonSettings: { categories: [], tags: [] } } },
      { type: 'recurringArrived', reads: homeReads, recurring: [recurring()], unreadable: [] },
    ] satisfies LedgerAction[]) {
      expect(reduce(before, action)).toBe(before);
    }
    expect(before.commonSettings).toEqual(defaultCommonSettings());
  });
});

describe('monthTurned', () => {
  it('moves a monthly ledger on to the new month: its heading, and no entries until they answer', () => {
    const state = reduce(liveHousehold(), { type: 'monthTurned', userId: 'asha', now: FEBRUARY });
    expect(state.activeMonth).toEqual({ year: 2026, month: 2 });
    expect(state.reads).toEqual({ ...homeReads, month: 2 });
    expect(state.transactions).toEqual([]);
    expect(state.busy).toBe(true);
  });

  it('within the same month changes nothing', () => {
    const before = liveHousehold();
    expect(reduce(before, { type: 'monthTurned', userId: 'asha', now: NOW + DAY })).toBe(before);
  });
});

describe('signedOut', () => {
  it('→ none: every ledger, choice and entry is forgotten', () => {
    const state = reduce(reduce(liveHousehold(), chosen('goa')), { type: 'signedOut', now: NOW });
    expect(state).toEqual(initialLedgerState(NOW));
    expect(state.source).toBe('none');
    expect(state.ledgers).toEqual([]);
    expect(state.chosen).toBeNull();
  });

  it('from a restored state too', () => {
    const state = run({ type: 'restored', saved: saved() }, { type: 'signedOut', now: NOW });
    expect(state).toEqual(initialLedgerState(NOW));
  });
});

describe('whether the server has answered the ledger list', () => {
  it('stays unconfirmed while the list only comes from the cache, and confirmed once the server answers', () => {
    const fromCache = run(arrived([], undefined, NOW, false));
    expect(fromCache.source).toBe('live');
    expect(fromCache.listConfirmed).toBe(false);
    const answered = reduce(fromCache, arrived([trip], undefined, NOW, true));
    expect(answered.listConfirmed).toBe(true);
    expect(answered.activeLedgerId).toBe('goa');
  });

  it('stays confirmed when a later list comes from the cache again (offline), and resets on sign-out', () => {
    const offline = run(arrived([household]), arrived([household], undefined, NOW, false));
    expect(offline.listConfirmed).toBe(true);
    expect(reduce(offline, { type: 'signedOut', now: NOW }).listConfirmed).toBe(false);
  });

  it('is never taken from a saved state', () => {
    const saved = run(arrived([household]));
    const { source: _s, chosen: _c, busy: _b, listConfirmed: _l, ...rest } = saved;
    expect(reduce(initialLedgerState(NOW), { type: 'restored', saved: rest }).listConfirmed).toBe(false);
  });
});
