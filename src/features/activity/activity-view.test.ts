import { describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityKind } from '../../domain/activity';
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
  it('lists members with accounts and authors once each, by name, after All people', () => {
    const options = personOptions(
      [
        { by: 'carol', byName: 'Carol N' },
        { by: 'carol', byName: 'Carol' },
        { by: 'alice', byName: 'Alice (old name)' },
      ],
      [
        { userId: 'bob', displayName: 'Bob' },
        { userId: 'alice', displayName: 'Alice' },
      ],
    );
    expect(options).toEqual([
      { value: '', label: 'All people' },
      { value: 'alice', label: 'Alice' },
      { value: 'bob', label: 'Bob' },
      { value: 'carol', label: 'Carol N' },
    ]);
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
