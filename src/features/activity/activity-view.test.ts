import { describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityKind } from '../../domain/activity';
import { authorLookup } from '../../domain/member-names';
import { tx } from '../../domain/test-builders';
import { KIND_OPTIONS, personOptions, restoreOffers } from './activity-view';

let seq = 0;
function entry(kind: ActivityKind, subject: string, over: Partial<ActivityEntry> = {}): ActivityEntry {
  seq += 1;
  const base: ActivityEntry = {
    id: `e${seq}`,
    at: seq,
    by: 'alice',
    byName: 'Alice',
    kind,
    about: '',
    subject,
    title: subject,
    changes: [],
  };
  if (kind === 'deleted') {
    const { id: _id, ...snapshot } = tx({ id: subject, owner: 'alice', from: 'alice' });
    base.snapshot = snapshot;
  }
  return { ...base, ...over };
}

const admin = { uid: 'alice', admin: true, monthly: false };
const newestFirst = (...entries: ActivityEntry[]) => [...entries].reverse();

describe('restoreOffers', () => {
  it('offers a deletion that is the latest word on its transaction', () => {
    const added = entry('added', 'dinner');
    const deleted = entry('deleted', 'dinner');
    expect([...restoreOffers(newestFirst(added, deleted), admin)]).toEqual([deleted.id]);
  });

  it('stops offering once the transaction was restored, and offers the newer deletion after that', () => {
    const first = entry('deleted', 'dinner');
    const restored = entry('restored', 'dinner');
    expect(restoreOffers(newestFirst(first, restored), admin).size).toBe(0);
    const again = entry('deleted', 'dinner');
    expect([...restoreOffers(newestFirst(first, restored, again), admin)]).toEqual([again.id]);
  });

  it('does not offer a deleted settlement that was settled again under the same id', () => {
    const deleted = entry('deleted', 'settlement-1');
    const settledAgain = entry('settled', 'settlement-1');
    expect(restoreOffers(newestFirst(deleted, settledAgain), admin).size).toBe(0);
  });

  it('ignores edits and comments when judging what came last', () => {
    const deleted = entry('deleted', 'dinner');
    const comment = entry('commented', 'dinner', { text: 'tip included' });
    expect([...restoreOffers(newestFirst(deleted, comment), admin)]).toEqual([deleted.id]);
  });

  it('does not offer what is in the ledger now, nor what this reader could not have deleted', () => {
    const deleted = entry('deleted', 'dinner');
    expect(restoreOffers([deleted], admin, new Set(['dinner'])).size).toBe(0);
    expect(restoreOffers([deleted], { uid: 'bob', admin: false, monthly: false }).size).toBe(0);
    expect(restoreOffers([entry('deleted', '')], admin).size).toBe(0);
  });
});

describe('personOptions', () => {
  const members = [
    { userId: 'bob', displayName: 'Bob' },
    { userId: 'alice', displayName: 'Alice' },
    { userId: 'carol', displayName: 'Carol' },
  ];
  const accounts = members.slice(0, 2);

  it('lists members with accounts and authors once each, by their names in the ledger, after All people', () => {
    const options = personOptions(
      [
        entry('added', 'x', { by: 'carol', byName: 'Carol N' }),
        entry('added', 'x', { by: 'carol', byName: 'Carol' }),
        entry('added', 'x', { by: 'alice', byName: 'Alice (old name)' }),
      ],
      accounts,
      authorLookup(members),
    );
    expect(options).toEqual([
      { value: '', label: 'All people' },
      { value: 'alice', label: 'Alice' },
      { value: 'bob', label: 'Bob' },
      { value: 'carol', label: 'Carol' },
    ]);
  });

  it('never lists an author by the name he wrote: one who left reads as a former member, numbered if several', () => {
    const authorOf = authorLookup(members);
    expect(personOptions([entry('added', 'x', { by: 'mallory', byName: 'Bob' })], accounts, authorOf)).toEqual([
      { value: '', label: 'All people' },
      { value: 'alice', label: 'Alice' },
      { value: 'bob', label: 'Bob' },
      { value: 'mallory', label: 'Former member' },
    ]);
    const labels = personOptions(
      [
        entry('added', 'x', { by: 'mallory', byName: 'Alice' }),
        entry('added', 'x', { by: 'eve', byName: 'Bob' }),
        entry('added', 'x', { by: 'mallory', byName: 'Bob' }),
      ],
      accounts,
      authorOf,
    ).map((o) => `${o.value}:${o.label}`);
    expect(labels).toEqual([':All people', 'alice:Alice', 'bob:Bob', 'mallory:Former member 1', 'eve:Former member 2']);
  });
});

describe('KIND_OPTIONS', () => {
  it('starts with All kinds and names each group', () => {
    expect(KIND_OPTIONS.map((o) => o.label)).toEqual([
      'All kinds',
      'Entries',
      'Settlements',
      'Comments',
      'Receipts',
      'Members',
      'Settings',
    ]);
  });
});
