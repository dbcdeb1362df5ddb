// ledgers/{id}/transactions/{t}'s `bill` (a split item by item, src/domain/schema/bill.ts): its shape is
// checked by its keys and size only (see isBill in firestore.rules for why).
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc } from 'firebase/firestore';
import { as, RAVI, tara, tx, setupRulesEnv } from './fixtures';

setupRulesEnv('bills');

const T1 = 'ledgers/t1/transactions';
const split = {
  method: 'Custom',
  details: [
    { userId: RAVI, amount: 600, split: 600 },
    { userId: tara.uid, amount: 400, split: 400 },
  ],
};
const item = (over: Record<string, unknown> = {}) => ({
  name: 'Dosa',
  price: 100,
  quantity: 1,
  people: [0, 1],
  ...over,
});
const withBill = (bill: unknown) => tx(tara.uid, { owner: tara.uid, amount: 1000, splitInfo: split, bill });

describe('transactions: a bill split item by item', () => {
  it('lets a member save a bill with every charge, and 100 items', async () => {
    await assertSucceeds(setDoc(doc(as(tara), `${T1}/simple`), withBill({ items: [item()] })));
    const full = {
      items: Array.from({ length: 100 }, (_, i) => item({ name: `Item ${i}`, quantity: 1 + (i % 99) })),
      cgst: 2.5,
      sgst: 2.5,
      service: 10,
      tipPercent: 5,
      discount: 100,
      other: 75,
      equally: ['other', 'discount'],
    };
    await assertSucceeds(setDoc(doc(as(tara), `${T1}/full`), withBill(full)));
    await assertSucceeds(setDoc(doc(as(tara), `${T1}/full`), { bill: deleteField() }, { merge: true }));
  });

  it('attack: a bill is a map of its own keys with at most 100 items', async () => {
    const bad: unknown[] = [
      'bill',
      ['items'],
      { items: 'Dosa' },
      { items: Array.from({ length: 101 }, () => item()) },
      { items: [item()], total: 1000 },
    ];
    for (const bill of bad) await assertFails(setDoc(doc(as(tara), `${T1}/x`), withBill(bill)));
  });

  it('leaves the rest of a bill to the app, which drops a malformed one (src/domain/schema/bill.test.ts)', async () => {
    // Only the lines it gave count in any balance, and those are checked; the rules' budget has no room left.
    await assertSucceeds(setDoc(doc(as(tara), `${T1}/odd`), withBill({ items: [item({ quantity: 0 })], gst: 500 })));
  });
});
