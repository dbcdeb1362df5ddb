// What the live log reads for whom, and how comments are gathered per transaction.
import { describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityKind } from '../domain/activity';
import { ledger } from '../domain/test-builders';
import { activityReader, commentsIndex } from './activity-live';

let seq = 0;
function entry(kind: ActivityKind, subject: string, text?: string): ActivityEntry {
  seq += 1;
  const made: ActivityEntry = {
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
  if (text !== undefined) made.text = text;
  return made;
}

describe('activityReader', () => {
  const monthly = ledger({ id: 'home', type: 'monthly', owner: 'alice', admins: ['alice'], contributors: ['bob'] });

  it('reads the whole log for admins and for every member of a one-time ledger', () => {
    expect(activityReader(monthly, 'alice')?.onlyAbout).toBeNull();
    expect(activityReader(ledger({ type: 'onetime' }), 'bob')?.onlyAbout).toBeNull();
  });

  it('reads only what is about him for a monthly member, under a key of its own', () => {
    const member = activityReader(monthly, 'bob');
    expect(member).toMatchObject({ ledgerId: 'home', onlyAbout: 'bob' });
    expect(member?.key).not.toBe(activityReader(monthly, 'alice')?.key);
  });

  it('reads nothing without a ledger or a user', () => {
    expect(activityReader(null, 'alice')).toBeNull();
    expect(activityReader(monthly, undefined)).toBeNull();
  });
});

describe('commentsIndex', () => {
  it('gathers each transaction’s comments oldest first, and nothing else', () => {
    const first = entry('commented', 'dinner', 'tip included');
    const other = entry('commented', 'taxi', 'shared cab');
    const edit = entry('edited', 'dinner');
    const second = entry('commented', 'dinner', 'paid by card');
    const newestFirst = [second, edit, other, first];
    const index = commentsIndex(newestFirst);
    expect(index.get('dinner')?.map((c) => c.text)).toEqual(['tip included', 'paid by card']);
    expect(index.get('taxi')?.map((c) => c.text)).toEqual(['shared cab']);
    expect([...index.keys()].sort()).toEqual(['dinner', 'taxi']);
  });

  it('is built once per log snapshot', () => {
    const log = [entry('commented', 'dinner', 'hi')];
    expect(commentsIndex(log)).toBe(commentsIndex(log));
  });
});
