import { describe, expect, it } from 'vitest';
import {
  decodeKeptEntries,
  entryAsTyped,
  entryFormOf,
  keptEntryOf,
  MAX_KEPT_ENTRIES,
  refusalMessage,
  refusedEntryWrite,
  reopening,
  withKeptEntry,
  type KeptEntry,
  type RefusedOp,
} from './refused-writes';
import { tx } from './test-builders';

// The data port marks a removed field with a symbol; the domain only knows it is one.
const REMOVED = Symbol('deleteField');

const DAY = 1_700_000_000_000;

/** A transaction the decoder reads back as it is (its dates in range). */
const entry = (over: Parameters<typeof tx>[0] = {}) => tx({ date: DAY, createdAt: DAY, updatedAt: DAY, ...over });

const txPath = (id: string) => `ledgers/L1/transactions/${id}`;

/** A stored transaction document, as the repository writes it (no id). */
function doc(over: Record<string, unknown> = {}): Record<string, unknown> {
  const { id: _id, ...data } = entry({ description: 'Houseboat', amount: 7000, ...over });
  return data;
}

/** The log entry a repository write carries (data/repo/activity.ts). */
function logOp(kind: string, subject: string, title = 'Houseboat'): RefusedOp {
  return {
    type: 'set',
    path: `ledgers/L1/activity/a-${kind}`,
    data: { at: 1, by: 'alice', byName: 'Alice', kind, about: '', subject, title, changes: [] },
  };
}

const added = (id = 'T1', over: Record<string, unknown> = {}): RefusedOp[] => [
  { type: 'set', path: txPath(id), data: doc(over) },
  logOp('added', id),
];

describe('refusedEntryWrite', () => {
  it('names the new entry of a refused add', () => {
    expect(refusedEntryWrite(added('T1'))).toMatchObject({ ledgerId: 'L1', transactionId: 'T1', change: 'added' });
  });

  it('names the edited expense, not the settlement an edit shrinks in the same batch', () => {
    const ops: RefusedOp[] = [
      { type: 'update', path: txPath('S9'), data: { amount: 100 } },
      { type: 'update', path: txPath('T2'), data: { amount: 500 } },
      logOp('edited', 'T2'),
    ];
    expect(refusedEntryWrite(ops)).toMatchObject({ transactionId: 'T2', change: 'edited' });
  });

  it('takes the only transaction and the kind of write when no log entry came with it', () => {
    expect(refusedEntryWrite([{ type: 'delete', path: txPath('T3') }])).toMatchObject({
      transactionId: 'T3',
      change: 'deleted',
    });
    expect(refusedEntryWrite([{ type: 'update', path: txPath('T4'), data: {} }])?.change).toBe('edited');
  });

  it('names no entry when several are written with no log entry to say which (an import, a group deleted)', () => {
    const imported: RefusedOp[] = ['T1', 'T2', 'T3'].map((id) => ({ type: 'set', path: txPath(id), data: doc() }));
    expect(refusedEntryWrite(imported)).toBeNull();
    expect(refusalMessage(imported, 'INR')).toBe('The server refused a change to 3 entries. Nothing was changed.');
    const deleted: RefusedOp[] = ['T1', 'T2'].map((id) => ({ type: 'delete', path: txPath(id) }));
    expect(refusalMessage(deleted, 'INR')).toBe('The server refused a change to 2 entries. Nothing was changed.');
  });

  it('names the log entry’s subject only: a subject the batch does not write names no entry', () => {
    expect(refusedEntryWrite([{ type: 'set', path: txPath('T1'), data: doc() }, logOp('added', 'T9')])).toBeNull();
  });

  it('is null for a batch about something else, even when it moves entries', () => {
    const linked: RefusedOp[] = [
      { type: 'set', path: 'ledgers/L1/members/u2', data: { userId: 'u2' } },
      { type: 'update', path: txPath('T5'), data: { from: 'u2' } },
      logOp('member-linked', 'u2', 'Ravi'),
    ];
    expect(refusedEntryWrite(linked)).toBeNull();
    expect(refusedEntryWrite([{ type: 'set', path: 'ledgers/L1/settings/common', data: {} }])).toBeNull();
  });
});

describe('refusalMessage', () => {
  it("words a refused transaction with its description and the ledger's money", () => {
    expect(refusalMessage(added(), 'INR')).toBe("The server refused 'Houseboat' (₹7,000). It was not saved.");
    expect(refusalMessage(added('T1', { amount: 40 }), 'EUR')).toBe(
      "The server refused 'Houseboat' (€40.00). It was not saved.",
    );
  });

  it('words an edit by the entry as typed, which a partial update alone may not know', () => {
    const ops: RefusedOp[] = [
      { type: 'update', path: txPath('T2'), data: { description: 'Houseboat', updatedAt: 5 } },
      logOp('edited', 'T2'),
    ];
    const typed = { description: 'Houseboat', amount: 7000, type: 'expense' as const };
    expect(refusalMessage(ops, 'INR', typed)).toBe("The server refused 'Houseboat' (₹7,000). It was not saved.");
    // Nothing but the update: its own fields still name the entry.
    expect(refusalMessage(ops, 'INR')).toBe("The server refused 'Houseboat'. It was not saved.");
    expect(refusalMessage([{ type: 'update', path: txPath('T2'), data: { amount: 250.5 } }], 'INR')).toBe(
      'The server refused an entry of ₹250.5. It was not saved.',
    );
  });

  it('says a refused delete or restore left the entry as it was', () => {
    const deleted: RefusedOp[] = [{ type: 'delete', path: txPath('T1') }, logOp('deleted', 'T1')];
    expect(refusalMessage(deleted, 'INR', { description: 'Houseboat', amount: 7000 })).toBe(
      "The server refused to delete 'Houseboat' (₹7,000). It was not deleted.",
    );
    const restored: RefusedOp[] = [{ type: 'set', path: txPath('T1'), data: doc() }, logOp('restored', 'T1')];
    expect(refusalMessage(restored, 'INR')).toBe(
      "The server refused to restore 'Houseboat' (₹7,000). It was not restored.",
    );
  });

  it('names a settlement by its amount, since its description is always the same', () => {
    const settled: RefusedOp[] = [
      { type: 'set', path: txPath('S1'), data: doc({ type: 'settlement', description: 'settle up', amount: 625 }) },
      { type: 'update', path: txPath('T1'), data: { isSettled: true, settlementId: 'S1' } },
      logOp('settled', 'S1', 'settle up'),
    ];
    expect(refusalMessage(settled, 'INR')).toBe('The server refused the settlement of ₹625. It was not saved.');
  });

  it('names the screen of a refused change that is not an entry', () => {
    const member: RefusedOp[] = [
      { type: 'set', path: 'ledgers/L1/members/u2', data: {} },
      logOp('member-added', 'u2', 'Ben'),
    ];
    expect(refusalMessage(member, 'INR')).toBe('The server refused a change to Members. It was not saved.');
    const categories: RefusedOp[] = [
      { type: 'update', path: 'ledgers/L1/settings/common', data: {} },
      logOp('categories-changed', ''),
    ];
    expect(refusalMessage(categories, 'INR')).toBe('The server refused a change to Categories. It was not saved.');
    expect(refusalMessage([{ type: 'set', path: 'ledgers/L1/settings/onetime', data: {} }], 'INR')).toBe(
      'The server refused a change to Settings. It was not saved.',
    );
    expect(
      refusalMessage([{ type: 'set', path: 'ledgers/L1/settings/monthly/recurringTransactions/r1', data: {} }], 'INR'),
    ).toBe('The server refused a change to Recurring Transactions. It was not saved.');
    expect(refusalMessage([{ type: 'set', path: 'users/abc', data: {} }], 'INR')).toBe(
      'The server refused a change to your profile. It was not saved.',
    );
  });

  it('names a comment and a receipt by their entry', () => {
    expect(refusalMessage([logOp('commented', 'T1')], 'INR')).toBe(
      "The server refused your comment on 'Houseboat'. It was not saved.",
    );
    const removed: RefusedOp[] = [{ type: 'delete', path: 'ledgers/L1/receipts/T1' }, logOp('receipt-removed', 'T1')];
    expect(refusalMessage(removed, 'INR')).toBe(
      "The server refused to remove the receipt for 'Houseboat'. It was not removed.",
    );
  });

  it('names a group by what happened to it', () => {
    expect(refusalMessage([{ type: 'set', path: 'ledgers/L1', data: { name: 'Goa trip' } }], 'INR')).toBe(
      "The server refused the group 'Goa trip'. It was not saved.",
    );
    expect(refusalMessage([{ type: 'update', path: 'ledgers/L1', data: { name: 'Goa' } }], 'INR')).toBe(
      "The server refused a change to the group 'Goa'. It was not saved.",
    );
    const deleted: RefusedOp[] = [
      { type: 'set', path: 'deletedLedgers/L1', data: {} },
      { type: 'delete', path: 'ledgers/L1' },
    ];
    expect(refusalMessage(deleted, 'INR')).toBe('The server refused to delete the group. It was not deleted.');
    expect(refusalMessage([{ type: 'set', path: 'somewhere/else', data: {} }], 'INR')).toBe(
      'The server refused a change. It was not saved.',
    );
  });
});

describe('entryAsTyped', () => {
  it("is a new entry's own document", () => {
    const write = refusedEntryWrite(added('T1'))!;
    expect(entryAsTyped(write, null)).toMatchObject({ id: 'T1', description: 'Houseboat', amount: 7000 });
  });

  it('lays an edit over the stored copy, removing the fields it removed', () => {
    const stored = doc({ description: 'Boat ride', amount: 3000, payers: undefined, comments: 'Day 2' });
    const ops: RefusedOp[] = [
      { type: 'update', path: txPath('T2'), data: { description: 'Houseboat', amount: 7000, comments: REMOVED } },
    ];
    const typed = entryAsTyped(refusedEntryWrite(ops)!, stored);
    expect(typed).toMatchObject({ id: 'T2', description: 'Houseboat', amount: 7000, comments: '' });
  });

  it('is null when an edit cannot be made whole', () => {
    const ops: RefusedOp[] = [{ type: 'update', path: txPath('T2'), data: { description: 'Houseboat' } }];
    expect(entryAsTyped(refusedEntryWrite(ops)!, null)).toBeNull();
  });
});

describe('keptEntryOf', () => {
  it('keeps an added entry whole', () => {
    const write = refusedEntryWrite(added('T1'))!;
    const kept = keptEntryOf(write, entryAsTyped(write, null), 'msg', 99);
    expect(kept).toMatchObject({ ledgerId: 'L1', transactionId: 'T1', edit: false, changes: {}, removed: [] });
    expect(kept?.entry.description).toBe('Houseboat');
  });

  it("keeps an edit's own changes beside the whole entry, without its time stamp", () => {
    const ops: RefusedOp[] = [
      { type: 'update', path: txPath('T2'), data: { amount: 7000, payers: REMOVED, updatedAt: 5 } },
      logOp('edited', 'T2'),
    ];
    const write = refusedEntryWrite(ops)!;
    const kept = keptEntryOf(write, entryAsTyped(write, doc({ amount: 3000 })), 'msg', 99);
    expect(kept).toMatchObject({ edit: true, changes: { amount: 7000 }, removed: ['payers'] });
    // IndexedDB stores it as it is: no symbol, no function.
    expect(structuredClone(kept)).toEqual(kept);
  });

  it('keeps nothing for a delete, a settlement, or an entry it could not make', () => {
    const deleted = refusedEntryWrite([{ type: 'delete', path: txPath('T1') }])!;
    expect(keptEntryOf(deleted, tx(), 'msg', 1)).toBeNull();
    const settlement = refusedEntryWrite(added('S1', { type: 'settlement' }))!;
    expect(keptEntryOf(settlement, entryAsTyped(settlement, null), 'msg', 1)).toBeNull();
    expect(keptEntryOf(refusedEntryWrite(added())!, null, 'msg', 1)).toBeNull();
  });

  it('keeps no share of a trip (Add my share rebuilds it; its form would save a copy without the link)', () => {
    const share = refusedEntryWrite(added('M1', { fromTrip: { ledgerId: 't1', name: 'Goa' } }))!;
    const typed = entryAsTyped(share, null);
    expect(typed?.fromTrip).toEqual({ ledgerId: 't1', name: 'Goa' });
    expect(keptEntryOf(share, typed, 'msg', 1)).toBeNull();
  });
});

function kept(over: Partial<KeptEntry> = {}): KeptEntry {
  return {
    ledgerId: 'L1',
    transactionId: 'T1',
    edit: false,
    entry: entry({ id: 'T1', description: 'Houseboat', amount: 7000 }),
    changes: {},
    removed: [],
    message: "The server refused 'Houseboat' (₹7,000). It was not saved.",
    refusedAt: 1,
    ...over,
  };
}

describe('reopening', () => {
  it('opens a refused add as a new entry with everything typed', () => {
    const typed = entry({ id: 'T1', description: 'Houseboat', amount: 7000, tags: ['Kerala'], comments: 'Two nights' });
    expect(reopening(kept({ entry: typed }), null)).toEqual({ editing: null, values: typed });
  });

  it("opens a refused edit on the entry as stored now, with the edit's changes over it", () => {
    const stored = entry({ id: 'T2', description: 'Boat ride', amount: 3000, category: 'Travel', comments: 'Noted' });
    const edit = kept({
      transactionId: 'T2',
      edit: true,
      entry: entry({ id: 'T2', description: 'Houseboat', amount: 7000, category: 'Food' }),
      changes: { description: 'Houseboat', amount: 7000 },
      removed: ['comments'],
    });
    const { editing, values } = reopening(edit, stored);
    expect(editing).toBe(stored);
    // The category someone changed since (Travel) stays; what this person typed comes back.
    expect(values).toMatchObject({
      id: 'T2',
      description: 'Houseboat',
      amount: 7000,
      category: 'Travel',
      comments: '',
    });
  });

  it('opens a refused edit of an entry deleted since as a new entry', () => {
    const edit = kept({ edit: true, changes: { amount: 7000 } });
    expect(reopening(edit, null)).toEqual({ editing: null, values: edit.entry });
  });
});

describe('entryFormOf', () => {
  it("picks the trip's split form or the monthly forms", () => {
    expect(entryFormOf({ type: 'expense' }, 'onetime')).toBe('split-expense');
    expect(entryFormOf({ type: 'expense' }, 'monthly')).toBe('expense');
    expect(entryFormOf({ type: 'income' }, 'monthly')).toBe('income');
    expect(entryFormOf({ type: 'settlement' }, 'onetime')).toBeNull();
  });
});

describe('kept entries on the device', () => {
  it('keeps one copy per entry, newest first, and only so many', () => {
    const first = kept({ refusedAt: 1 });
    const again = kept({ refusedAt: 2 });
    expect(withKeptEntry([first], again)).toEqual([again]);
    let list: KeptEntry[] = [];
    for (let i = 0; i < MAX_KEPT_ENTRIES + 5; i += 1) list = withKeptEntry(list, kept({ transactionId: `T${i}` }));
    expect(list).toHaveLength(MAX_KEPT_ENTRIES);
    expect(list[0]?.transactionId).toBe(`T${MAX_KEPT_ENTRIES + 4}`);
  });

  it('reads back what it stored and leaves out anything damaged', () => {
    const good = kept();
    expect(decodeKeptEntries(structuredClone([good]))).toEqual([good]);
    expect(decodeKeptEntries('nonsense')).toEqual([]);
    expect(
      decodeKeptEntries([good, { ...good, entry: { description: 'no amount' } }, { ...good, removed: [1] }, null]),
    ).toEqual([good]);
  });
});
