// A stored log entry becomes a whole ActivityEntry or null: one malformed entry never blanks the log.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from './activity';
import { decodeActivityEntry } from './decode-activity';

const NOV = Date.UTC(2026, 10, 5);
const stored = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  at: NOV,
  by: 'asha',
  byName: 'Asha',
  kind: 'edited',
  about: '',
  subject: 't1',
  title: 'Dinner',
  changes: [{ field: 'Amount', before: '1,200', after: '1,250' }],
  ...over,
});
const snapshot = {
  description: 'Dinner',
  amount: 1200,
  category: 'Food',
  tags: ['Goa'],
  type: 'expense',
  owner: 'asha',
  date: NOV,
  createdAt: NOV,
  updatedAt: NOV,
  comments: '',
  from: 'asha',
  paymentMode: 'UPI',
  isSettled: true,
  settlementId: 's1',
  receipt: { type: 'image/webp', parts: 2 },
};

describe('decodeActivityEntry', () => {
  it('reads a whole entry, with its id', () => {
    expect(decodeActivityEntry('e1', stored())).toEqual({ id: 'e1', ...stored() });
  });

  it('reads a missing changes list as none', () => {
    const { changes: _c, ...rest } = stored();
    expect(decodeActivityEntry('e1', rest)?.changes).toEqual([]);
  });

  it('keeps a delete’s snapshot decoded, with its settlement links and receipt mark', () => {
    const entry = decodeActivityEntry('e1', stored({ kind: 'deleted', snapshot, settledIds: ['x', 'y'] }));
    expect(entry?.snapshot).toEqual(snapshot);
    expect(entry?.snapshot).not.toHaveProperty('id');
    expect(entry?.settledIds).toEqual(['x', 'y']);
  });

  it('gives a snapshot the defaults any transaction gets, and drops one that cannot be read', () => {
    const { comments: _c, tags: _t, ...sparse } = snapshot;
    expect(decodeActivityEntry('e1', stored({ kind: 'deleted', snapshot: sparse }))?.snapshot).toMatchObject({
      comments: '',
      tags: [],
    });
    const unreadable = decodeActivityEntry(
      'e1',
      stored({ kind: 'deleted', snapshot: { ...snapshot, amount: 'lots' } }),
    );
    expect(unreadable).not.toBeNull();
    expect(unreadable).not.toHaveProperty('snapshot');
  });

  it('keeps a comment’s words up to 500 characters, and drops longer ones', () => {
    expect(decodeActivityEntry('e1', stored({ kind: 'commented', text: 'Paid in cash' }))?.text).toBe('Paid in cash');
    expect(decodeActivityEntry('e1', stored({ kind: 'commented', text: 'x'.repeat(500) }))?.text).toHaveLength(500);
    expect(decodeActivityEntry('e1', stored({ kind: 'commented', text: 'x'.repeat(501) }))).not.toHaveProperty('text');
  });

  it('drops settledIds that are not all strings', () => {
    expect(decodeActivityEntry('e1', stored({ settledIds: ['a', 3] }))).not.toHaveProperty('settledIds');
  });

  it.each<[string, Record<string, unknown>]>([
    ['no time', { at: undefined }],
    ['a time that is not a number', { at: '2026-11-05' }],
    ['an infinite time', { at: Infinity }],
    ['NaN for a time', { at: NaN }],
    ['an unknown kind', { kind: 'hacked' }],
    ['no kind', { kind: undefined }],
    ['no author', { by: undefined }],
    ['an author that is not text', { by: 7 }],
    ['no author name', { byName: null }],
    ['no about', { about: undefined }],
    ['no subject', { subject: 3 }],
    ['no title', { title: undefined }],
    ['a title of 1,501 characters', { title: 'x'.repeat(1501) }],
    ['a change that is not a map', { changes: ['Amount 1 → 2'] }],
    ['a change without after', { changes: [{ field: 'Amount', before: '1' }] }],
    ['a change value over 200 characters', { changes: [{ field: 'Amount', before: '1', after: 'x'.repeat(201) }] }],
    ['a change field over 100 characters', { changes: [{ field: 'x'.repeat(101), before: '1', after: '2' }] }],
  ])('refuses an entry with %s', (_, over) => {
    expect(decodeActivityEntry('e1', stored(over))).toBeNull();
  });

  it('refuses what is not a document at all', () => {
    for (const data of [null, undefined, 'entry', 42, [stored()]]) expect(decodeActivityEntry('e1', data)).toBeNull();
  });

  it('never throws, and whatever it returns is whole (property)', () => {
    const anything = fc.dictionary(
      fc.constantFrom('at', 'by', 'byName', 'kind', 'about', 'subject', 'title', 'changes', 'snapshot', 'text'),
      fc.oneof(fc.anything(), fc.constantFrom(...ACTIVITY_KINDS), fc.constant(NOV), fc.string()),
    );
    fc.assert(
      fc.property(fc.oneof(anything, fc.anything()), (data) => {
        const entry = decodeActivityEntry('e1', data);
        if (entry === null) return;
        expect(typeof entry.at).toBe('number');
        expect(ACTIVITY_KINDS).toContain(entry.kind);
        for (const key of ['by', 'byName', 'about', 'subject', 'title'] as const)
          expect(typeof entry[key]).toBe('string');
        expect(Array.isArray(entry.changes)).toBe(true);
      }),
    );
  });
});
