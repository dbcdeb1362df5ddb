// How a bill is stored and read back: kept beside the Custom lines it gives, dropped once they disagree, and
// read as plain Custom lines by an app that knows no bills.
import { describe, expect, it } from 'vitest';
import { billLines } from '../bill';
import { RESTAURANT } from '../bill-fixtures';
import { decodeTransaction } from '../decode';
import { readTable } from './table';
import { TRANSACTION } from './transaction';
import { billSchema } from './bill';
import { zod } from './zod';

const f = RESTAURANT;
const lines = billLines(f.bill, f.people, 2375, f.payer);
const stored = {
  description: f.description,
  amount: 2375,
  category: 'Food',
  tags: [],
  type: 'expense',
  owner: 'Asha',
  date: Date.UTC(2026, 11, 12),
  comments: '',
  from: f.payer,
  paymentMode: 'UPI',
  splitInfo: { method: 'Custom', details: lines },
  bill: f.bill,
};

/** The transaction table of an app from before bills: the same fields, without `bill`. */
const { bill: _bill, ...olderFields } = TRANSACTION.fields;
const OLDER_TRANSACTION = { fields: olderFields };

describe('a stored bill', () => {
  it('reads back whole beside its Custom lines', () => {
    const t = decodeTransaction('t1', stored);
    expect(t?.bill).toEqual(f.bill);
    expect(t?.splitInfo).toEqual({ method: 'Custom', details: lines });
  });

  it('is what the stored shape allows (the backup import checks it with this)', () => {
    expect(billSchema(zod).safeParse(f.bill).success).toBe(true);
    expect(billSchema(zod).safeParse({ ...f.bill, service: 101 }).success).toBe(false);
    expect(billSchema(zod).safeParse({ ...f.bill, items: [] }).success).toBe(false);
  });

  it('reads, in an app that knows no bills, as the same Custom lines', () => {
    const older = readTable(OLDER_TRANSACTION, stored);
    expect(older?.splitInfo).toEqual({ method: 'Custom', details: lines });
    expect(older && 'bill' in older).toBe(false);
  });

  it('is dropped once such an app edited the lines or the amount: the entry reads as its Custom lines', () => {
    const edited = lines.map((l, i) => (i < 2 ? { ...l, amount: 378.5815, split: 378.5815 } : l));
    const t = decodeTransaction('t1', { ...stored, splitInfo: { method: 'Custom', details: edited } });
    expect(t?.bill).toBeUndefined();
    expect(t?.splitInfo?.details).toEqual(edited);
    expect(decodeTransaction('t1', { ...stored, amount: 2400 })?.bill).toBeUndefined();
  });

  it('is dropped beside another method, or when malformed, never losing the entry', () => {
    expect(
      decodeTransaction('t1', { ...stored, splitInfo: { method: 'Shares', details: lines } })?.bill,
    ).toBeUndefined();
    for (const bad of [
      { ...f.bill, items: [{ ...f.bill.items[0], quantity: 0 }] },
      { ...f.bill, items: [{ ...f.bill.items[0], people: [1, 0] }] },
      { ...f.bill, gst: 5 },
      { ...f.bill, extra: 1 },
      'bill',
    ]) {
      const t = decodeTransaction('t1', { ...stored, bill: bad });
      expect(t).not.toBeNull();
      expect(t?.bill).toBeUndefined();
    }
  });

  it("is dropped when an item names a position past the lines (someone's line was removed)", () => {
    const t = decodeTransaction('t1', { ...stored, splitInfo: { method: 'Custom', details: lines.slice(0, 5) } });
    expect(t?.bill).toBeUndefined();
  });
});
