// The mirror's rules of truth, on their own: an authoritative answer, and the spans the mirror holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DateSpan, DocData, WithId } from '../ports';
import { mergeSpans, missingSpans, reconcile } from './reconcile';

const entry = (id: string, amount: number, date = 1): WithId<DocData> => ({ id, amount, date, tags: ['a'] });

/** The mirror after applying what reconcile says, as id → data. */
function applied(held: WithId<DocData>[], answer: WithId<DocData>[]) {
  const { put, remove } = reconcile(held, answer);
  const rows = new Map(held.map((row) => [row.id, row]));
  for (const id of remove) rows.delete(id);
  for (const doc of put) rows.set(doc.id, doc);
  return rows;
}

describe('reconcile', () => {
  it('writes what is new or changed, leaves the unchanged alone and deletes what the answer lacks', () => {
    const held = [entry('kept', 10), entry('edited', 20), entry('gone', 30)];
    const answer = [{ tags: ['a'], date: 1, amount: 10, id: 'kept' }, entry('edited', 25), entry('new', 40)];
    const { put, remove } = reconcile(held, answer);
    expect(put.map((d) => d.id)).toEqual(['edited', 'new']);
    expect(remove).toEqual(['gone']);
  });

  it('treats a changed list or a field added as a change', () => {
    expect(reconcile([entry('x', 1)], [{ ...entry('x', 1), tags: ['a', 'b'] }]).put).toHaveLength(1);
    expect(reconcile([entry('x', 1)], [{ ...entry('x', 1), note: '' }]).put).toHaveLength(1);
  });

  it('an empty authoritative answer empties the range', () => {
    expect(reconcile([entry('a', 1), entry('b', 2)], [])).toEqual({ put: [], remove: ['a', 'b'] });
  });

  const rows = fc.uniqueArray(
    fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), amount: fc.integer({ min: 0, max: 3 }) }),
    { selector: (r) => r.id },
  );

  it('leaves the mirror equal to the answer, whatever either held (property)', () => {
    fc.assert(
      fc.property(rows, rows, (held, answer) => {
        const after = applied(held, answer);
        expect([...after.keys()].sort()).toEqual(answer.map((r) => r.id).sort());
        for (const doc of answer) expect(after.get(doc.id)).toEqual(doc);
      }),
    );
  });

  it('is idempotent: a second identical answer changes nothing (property)', () => {
    fc.assert(
      fc.property(rows, rows, (held, answer) => {
        const after = [...applied(held, answer).values()];
        expect(reconcile(after, answer)).toEqual({ put: [], remove: [] });
      }),
    );
  });
});

describe('spans held', () => {
  it('merges overlapping and touching spans and drops empty ones', () => {
    expect(
      mergeSpans([
        { start: 5, end: 7 },
        { start: 0, end: 2 },
        { start: 2, end: 3 },
        { start: 6, end: 9 },
        { start: 4, end: 4 },
      ]),
    ).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 9 },
    ]);
  });

  it('finds the gaps of a wanted span, unbounded ends included', () => {
    const held = [
      { start: 10, end: 20 },
      { start: 30, end: 40 },
    ];
    expect(missingSpans(held, { start: 12, end: 18 })).toEqual([]);
    expect(missingSpans(held, { start: 5, end: 35 })).toEqual([
      { start: 5, end: 10 },
      { start: 20, end: 30 },
    ]);
    expect(missingSpans([], { start: -Infinity, end: Infinity })).toEqual([{ start: -Infinity, end: Infinity }]);
    expect(missingSpans([{ start: -Infinity, end: Infinity }], { start: 1, end: 2 })).toEqual([]);
  });

  const span = fc
    .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }))
    .map(([a, b]): DateSpan => ({ start: Math.min(a, b), end: Math.max(a, b) }));

  it('calls a point missing exactly when it is wanted and no held span covers it (property)', () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 6 }), span, (held, wanted) => {
        const missing = missingSpans(held, wanted);
        for (let t = 0; t < 51; t++) {
          const isWanted = t >= wanted.start && t < wanted.end;
          const isHeld = held.some((s) => t >= s.start && t < s.end);
          const isMissing = missing.some((s) => t >= s.start && t < s.end);
          expect(isMissing).toBe(isWanted && !isHeld);
        }
      }),
    );
  });
});
