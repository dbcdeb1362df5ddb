import { describe, expect, it } from 'vitest';
import { billLines, billTotals } from './bill';
import {
  billMoney,
  draftFromBill,
  emptyCharges,
  readBill,
  reconcile,
  type BillDraft,
  type ItemDraft,
} from './bill-input';
import { BILL_FIXTURES, RESTAURANT } from './bill-fixtures';
import { toMilli } from './money';

const item = (name: string, price: string, people: string[], quantity = ''): ItemDraft => ({
  key: name,
  name,
  price,
  quantity,
  people,
});
const draft = (items: ItemDraft[], charges = {}): BillDraft => ({ items, charges: { ...emptyCharges(), ...charges } });
const ids = ['asha', 'ravi', 'meera'];

describe('readBill', () => {
  it('names people by their place among those on the bill, in the members’ order', () => {
    const r = readBill(draft([item('Chai', '20', ['meera', 'asha'], '2'), item('Dosa', '90', ['meera'])]), ids);
    expect(r.people).toEqual(['asha', 'meera']);
    expect(r.bill?.items.map((i) => i.people)).toEqual([[0, 1], [1]]);
    expect(r.bill?.items[0]?.quantity).toBe(2);
    expect(r.first).toBeNull();
  });

  it('refuses each bad row with a message on that row, and gives no bill', () => {
    const r = readBill(
      draft([
        item('Chai', '0', ['asha']),
        item('Dosa', '90', ['asha'], '1.5'),
        item('', '50', []),
        item('Vada', '40', ['asha'], '100'),
      ]),
      ids,
    );
    expect(r.bill).toBeNull();
    expect(r.items).toEqual([
      { price: 'Price must be more than 0' },
      { quantity: 'Quantity must be a whole number from 1 to 99' },
      { people: 'Choose who had Item 3' },
      { quantity: 'Quantity must be a whole number from 1 to 99' },
    ]);
    expect(r.first).toBe('Price must be more than 0');
  });

  it('refuses a charge over 100% and a discount as big as the items', () => {
    const r = readBill(draft([item('Chai', '20', ['asha'])], { service: '100.5', discount: '20' }), ids);
    expect(r.charges).toEqual({
      service: 'Service charge cannot be over 100%',
      discount: 'Discount must be less than the items',
    });
    expect(r.bill).toBeNull();
    const parts = readBill(draft([item('Chai', '20', ['asha'])], { gstParts: true, cgst: '2.5', sgst: '250' }), ids);
    expect(parts.charges).toEqual({ sgst: 'SGST cannot be over 100%' });
  });

  it('keeps a tip or discount as an amount or a percent, and shares only fixed amounts equally', () => {
    const r = readBill(
      draft([item('Chai', '20', ['asha'])], {
        tip: '10',
        tipKind: 'percent',
        discount: '5',
        other: '30',
        equally: ['tip', 'discount', 'other'],
      }),
      ids,
    );
    expect(r.bill).toEqual({
      items: [{ name: 'Chai', price: 20, quantity: 1, people: [0] }],
      tipPercent: 10,
      discount: 5,
      other: 30,
      equally: ['discount', 'other'],
    });
  });

  it('round-trips every fixture through the form’s rows', () => {
    for (const f of BILL_FIXTURES) {
      const back = readBill(draftFromBill(f.bill, f.people, String), f.people);
      expect(back.bill).toEqual(f.bill);
      expect(back.people).toEqual(f.people);
    }
  });
});

describe('reconcile', () => {
  it('says how the fixtures add up', () => {
    for (const f of BILL_FIXTURES) {
      const totals = billTotals(f.bill);
      expect(reconcile(totals, f.printed ? toMilli(f.printed) : totals.total).line).toBe(f.line);
    }
  });

  it('shares a printed total up to ₹1 off like a charge, and says so', () => {
    const r = reconcile(billTotals(RESTAURANT.bill), toMilli(2375));
    expect(r.problem).toBeNull();
    expect(r.note).toBe(
      'The bill says ₹2,375, ₹0.24 more than its items and charges: the difference is shared like a charge.',
    );
  });

  it('refuses a larger difference in the issue’s words', () => {
    const totals = { items: 2_690_500, discount: 0, gst: 0, service: 0, tip: 0, other: 0, total: 2_690_500 };
    expect(reconcile(totals, toMilli(2750)).problem).toBe(
      'Items and charges add up to ₹2,690.50, the bill says ₹2,750',
    );
    expect(reconcile(totals, toMilli(2691.5)).problem).toBeNull();
    expect(reconcile(totals, toMilli(2691.51)).problem).not.toBeNull();
  });

  it('matches the issue’s example', () => {
    const totals = billTotals({
      items: [{ name: 'Thali', price: 2340, quantity: 1, people: [0] }],
      gst: 5,
      service: 10,
    });
    expect(reconcile(totals, totals.total).line).toBe('Items ₹2,340 + GST ₹117 + service ₹234 = ₹2,691');
  });
});

it('billMoney shows paise only when there are some', () => {
  expect(billMoney(2_750_000)).toBe('₹2,750');
  expect(billMoney(2_690_500)).toBe('₹2,690.50');
  expect(billMoney(1_234_567_005)).toBe('₹12,34,567.005');
  expect(billMoney(-240)).toBe('-₹0.24');
});

it('a bill of 100 items by 6 people splits exactly', () => {
  const six = ['a', 'b', 'c', 'd', 'e', 'f'];
  const items = Array.from({ length: 100 }, (_, i) => item(`Dish ${i}`, String(49 + i), six.slice(0, 1 + (i % 6))));
  const r = readBill(draft(items, { gst: '5' }), six);
  const lines = billLines(r.bill!, r.people, billTotals(r.bill!).total / 1000, 'a');
  expect(lines.reduce((s, l) => s + toMilli(l.amount), 0)).toBe(billTotals(r.bill!).total);
});
