// The activity log's pure side: how a change reads on screen, who may restore a delete, which old entries
// may go, and the screen's filters. How a change is worded into an entry: activity-wording.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorLookup } from './member-names';
import {
  ACTIVITY_GROUPS,
  ACTIVITY_KEEP,
  ACTIVITY_KINDS,
  ACTIVITY_MIN_AGE_MS,
  canRestore,
  changeText,
  filterActivity,
  groupOf,
  headline,
  isRestorable,
  prunable,
  type ActivityEntry,
  type ActivityKind,
} from './activity';
import { member, tx } from './test-builders';
import type { Transaction } from './types';

const DAY = 24 * 60 * 60 * 1000;

describe('changeText', () => {
  it('reads before and after, a value set where there was none, and one removed', () => {
    expect(changeText({ field: 'Amount', before: '1,200', after: '1,250' })).toBe('Amount 1,200 → 1,250');
    expect(changeText({ field: 'Tags', before: '', after: 'trip' })).toBe('Tags → trip');
    expect(changeText({ field: 'Comments', before: 'late', after: '' })).toBe('Comments late → none');
  });
});

const entry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 'e1',
  at: 0,
  by: 'asha',
  byName: 'Asha',
  kind: 'edited',
  about: '',
  subject: 't1',
  title: 'Dinner',
  changes: [],
  ...over,
});

describe('headline', () => {
  const members = authorLookup([member('asha'), member('ravi')]);

  it.each<[ActivityKind, string, string]>([
    ['added', 'Dinner', 'Asha added Dinner'],
    ['edited', 'Dinner', 'Asha edited Dinner'],
    ['deleted', 'Dinner', 'Asha deleted Dinner'],
    ['restored', 'Dinner', 'Asha restored Dinner'],
    ['commented', 'Dinner', 'Asha commented on Dinner'],
    ['receipt-added', 'Dinner', 'Asha attached a receipt to Dinner'],
    ['receipt-removed', 'Dinner', 'Asha removed the receipt of Dinner'],
    ['admin-granted', 'Ben', 'Asha made an admin: Ben'],
    ['upi-changed', 'Ben', 'Asha changed the UPI ID of Ben'],
    ['categories-changed', 'Categories', 'Asha changed Categories'],
    ['recurring-deleted', 'Rent', 'Asha deleted the recurring item Rent'],
  ])('%s reads "%s"', (kind, title, text) => {
    expect(headline({ by: 'asha', kind, title }, members)).toBe(text);
  });

  it('has a verb for every kind', () => {
    for (const kind of ACTIVITY_KINDS)
      expect(headline({ by: 'asha', kind, title: 'T' }, members)).not.toMatch(/undefined/);
  });

  it("names the author by the entry's user id from the members, not by the name written into it", () => {
    // Ravi's client wrote Asha's name into his own entry: the members list still knows it was Ravi.
    expect(headline(entry({ by: 'ravi', byName: 'Asha' }), members)).toBe('Ravi edited Dinner');
    expect(headline(entry({ by: 'asha', byName: 'Someone else' }), members)).toBe('Asha edited Dinner');
  });

  it('names an author who has left the ledger as a former member, whatever name he wrote', () => {
    for (const byName of ['Asha', 'Ravi', 'Kiran', '', 'gone'])
      expect(headline(entry({ by: 'gone', byName, kind: 'deleted' }), members)).toBe('Former member deleted Dinner');
  });
});

describe('groups', () => {
  it('puts every kind in exactly one group', () => {
    const grouped = Object.values(ACTIVITY_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...ACTIVITY_KINDS].sort());
    expect(groupOf('settled')).toBe('Settlements');
    expect(groupOf('member-linked')).toBe('Members');
    expect(groupOf('recurring-saved')).toBe('Settings');
  });
});

describe('who may restore a deleted entry', () => {
  const snapshotOf = (over: Partial<Transaction>) => {
    const { id: _id, ...snapshot } = tx({ owner: 'ben', from: 'ben', ...over });
    return snapshot;
  };
  const deleted = (over: Partial<Transaction> = {}) => entry({ kind: 'deleted', snapshot: snapshotOf(over) });
  const admin = { uid: 'asha', admin: true, monthly: true };
  const ben = (monthly: boolean) => ({ uid: 'ben', admin: false, monthly });

  it('only a deletion of a transaction with its snapshot is restorable', () => {
    expect(isRestorable(deleted())).toBe(true);
    expect(isRestorable(entry({ kind: 'deleted' }))).toBe(false);
    expect(isRestorable({ ...deleted(), subject: '' })).toBe(false);
    expect(isRestorable({ ...deleted(), kind: 'edited' })).toBe(false);
    expect(canRestore(entry({ kind: 'edited' }), admin)).toBe(false);
    expect(canRestore({ ...deleted(), subject: '' }, admin)).toBe(false);
  });

  it('lets an admin restore anything, settled or not, anyone’s', () => {
    expect(canRestore(deleted(), admin)).toBe(true);
    expect(canRestore(deleted({ type: 'settlement', from: 'common' }), admin)).toBe(true);
    expect(canRestore(deleted({ isSettled: true, settlementId: 's1' }), admin)).toBe(true);
    expect(canRestore(deleted({ owner: 'cara', from: 'cara' }), { ...admin, monthly: false })).toBe(true);
  });

  it('lets the owner restore his own entry of any kind in a one-time ledger, and nobody else’s', () => {
    expect(canRestore(deleted(), ben(false))).toBe(true);
    expect(canRestore(deleted({ type: 'settlement' }), ben(false))).toBe(true);
    expect(canRestore(deleted({ from: 'asha' }), ben(false))).toBe(true);
    expect(canRestore(deleted({ owner: 'asha' }), ben(false))).toBe(false);
  });

  it('lets a monthly member restore only an unsettled expense of his own', () => {
    expect(canRestore(deleted(), ben(true))).toBe(true);
    expect(canRestore(deleted({ isSettled: true, settlementId: 's1' }), ben(true))).toBe(false);
    expect(canRestore(deleted({ settlementId: 's1' }), ben(true))).toBe(false);
    expect(canRestore(deleted({ type: 'income' }), ben(true))).toBe(false);
    expect(canRestore(deleted({ from: 'common' }), ben(true))).toBe(false);
    expect(canRestore(deleted({ owner: 'asha' }), ben(true))).toBe(false);
  });
});

describe('prunable: the old entries a ledger may delete', () => {
  const now = Date.UTC(2026, 10, 5);
  const at = (i: number, age: number) => ({ id: `e${String(i).padStart(5, '0')}`, at: now - age });

  it('keeps the newest 2,000, and prunes older ones only when over 30 days old, oldest first', () => {
    const entries = [
      ...Array.from({ length: ACTIVITY_KEEP }, (_, i) => at(i, i * 1000)),
      at(90_001, 40 * DAY),
      at(90_000, 60 * DAY),
      at(90_002, 10 * DAY), // beyond the newest 2,000 but not old enough
    ];
    expect(prunable(entries, now)).toEqual(['e90000', 'e90001']);
  });

  it('prunes nothing while a ledger has at most 2,000 entries, however old', () => {
    const old = Array.from({ length: ACTIVITY_KEEP }, (_, i) => at(i, 400 * DAY + i));
    expect(prunable(old, now)).toEqual([]);
  });

  it('keeps an entry exactly 30 days old', () => {
    expect(prunable([at(1, 0), at(2, ACTIVITY_MIN_AGE_MS), at(3, ACTIVITY_MIN_AGE_MS + 1)], now, 1)).toEqual([
      'e00003',
    ]);
  });

  it('never prunes the newest `keep` nor anything younger than 30 days, and only what it was given (property)', () => {
    const entries = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), at: fc.integer({ min: 0, max: now }) }),
      { selector: (e) => e.id, maxLength: 80 },
    );
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 40 }), (list, keep) => {
        const out = prunable(list, now, keep);
        const ids = new Set(list.map((e) => e.id));
        expect(out.every((id) => ids.has(id))).toBe(true);
        expect(new Set(out).size).toBe(out.length);
        const newest = [...list].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).slice(0, keep);
        for (const kept of newest) expect(out).not.toContain(kept.id);
        const byId = new Map(list.map((e) => [e.id, e]));
        for (const id of out) expect(now - byId.get(id)!.at).toBeGreaterThan(ACTIVITY_MIN_AGE_MS);
        expect(out.length).toBeLessThanOrEqual(Math.max(0, list.length - keep));
        // Oldest first: a prune cut short still took the oldest.
        const times = out.map((id) => byId.get(id)!.at);
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });
});

describe('filterActivity', () => {
  const log = [
    entry({ id: '1', by: 'asha', kind: 'added' }),
    entry({ id: '2', by: 'ben', kind: 'settled' }),
    entry({ id: '3', by: 'asha', kind: 'commented' }),
    entry({ id: '4', by: 'ben', kind: 'deleted' }),
    entry({ id: '5', by: 'asha', kind: 'tags-changed' }),
  ];
  const ids = (list: ActivityEntry[]) => list.map((e) => e.id);

  it('filters by person, by group, and by both; empty filters keep everything in order', () => {
    expect(ids(filterActivity(log, { by: '', group: '' }))).toEqual(['1', '2', '3', '4', '5']);
    expect(ids(filterActivity(log, { by: 'asha', group: '' }))).toEqual(['1', '3', '5']);
    expect(ids(filterActivity(log, { by: '', group: 'Entries' }))).toEqual(['1', '4']);
    expect(ids(filterActivity(log, { by: 'ben', group: 'Entries' }))).toEqual(['4']);
    expect(ids(filterActivity(log, { by: 'cara', group: '' }))).toEqual([]);
    expect(ids(filterActivity(log, { by: '', group: 'Settings' }))).toEqual(['5']);
  });
});
