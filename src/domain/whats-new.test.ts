import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ActivityEntry } from './activity';
import { authorLookup } from './member-names';
import { expense, member } from './test-builders';
import { newCountText, newsLine, newSince, seenMark, totalNew } from './whats-new';

const entry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 'e1',
  at: 1000,
  by: 'ben',
  byName: 'Ben',
  kind: 'added',
  about: '',
  subject: 'dinner',
  title: 'Dinner',
  changes: [],
  ...over,
});

describe('newSince', () => {
  it("is someone else's entries after the time seen, newest first", () => {
    const log = [
      entry({ id: 'a', at: 900 }),
      entry({ id: 'b', at: 1100 }),
      entry({ id: 'mine', at: 1200, by: 'asha' }),
      entry({ id: 'c', at: 1300 }),
      entry({ id: 'same', at: 1000 }),
    ];
    expect(newSince(log, 1000, 'asha').map((e) => e.id)).toEqual(['c', 'b']);
  });

  it('is nothing for a ledger never looked at (the first look sets the time)', () => {
    expect(newSince([entry()], undefined, 'asha')).toEqual([]);
  });

  it('never counts my own entries, whatever the times', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.nat(10_000), by: fc.constantFrom('asha', 'ben', 'cleo') })),
        fc.nat(10_000),
        (rows, seen) => {
          const log = rows.map((r, i) => entry({ id: `e${i}`, ...r }));
          const found = newSince(log, seen, 'asha');
          expect(found.every((e) => e.by !== 'asha' && e.at > seen)).toBe(true);
          expect(found).toHaveLength(log.filter((e) => e.by !== 'asha' && e.at > seen).length);
          // Once marked seen, nothing that was there is new.
          expect(newSince(log, seenMark(log, seen), 'asha')).toEqual([]);
        },
      ),
    );
  });
});

describe('seenMark', () => {
  it('is now, or the newest entry when its writer’s clock ran ahead, never earlier than stored', () => {
    expect(seenMark([entry({ at: 500 })], 1000)).toBe(1000);
    expect(seenMark([entry({ at: 5000 })], 1000)).toBe(5000);
    expect(seenMark([], 1000, 2000)).toBe(2000);
  });
});

describe('newsLine', () => {
  const authorOf = authorLookup([member('ben'), member('asha')]);
  const dinner = expense('ben', 3000, ['ben', 'asha', 'cleo', 'dev'], { id: 'dinner' });

  it("says it in the log's words with the amount, and my share when I am in the split", () => {
    const line = newsLine(entry(), authorOf, dinner, 'asha', 'INR');
    expect(line.text).toBe('Ben added Dinner, ₹3,000');
    expect(line.share).toBe('your share ₹750');
  });

  it('has no share for someone outside the split, and follows the ledger’s currency', () => {
    const line = newsLine(entry(), authorOf, expense('ben', 40, ['ben', 'cleo'], { id: 'dinner' }), 'asha', 'EUR');
    expect(line.text).toBe('Ben added Dinner, €40.00');
    expect(line.share).toBeUndefined();
  });

  it('shows what an edit changed, and no amount once the entry is gone', () => {
    const edit = entry({ kind: 'edited', changes: [{ field: 'Amount', before: '2,400', after: '3,000' }] });
    expect(newsLine(edit, authorOf, undefined, 'asha', 'INR')).toEqual({
      id: 'e1',
      text: 'Ben edited Dinner',
      changes: ['Amount 2,400 → 3,000'],
    });
  });

  it('adds no amount to an entry about the whole group', () => {
    const joined = entry({ kind: 'member-joined', subject: 'ben', title: 'Goa trip' });
    expect(newsLine(joined, authorOf, undefined, 'asha', 'INR').text).toBe('Ben joined Goa trip');
  });
});

describe('counts', () => {
  it('writes the count in words and adds them up for the icon', () => {
    expect(newCountText(3)).toBe('3 new');
    expect(totalNew({ a: 3, b: 0, c: 2 })).toBe(5);
  });
});
