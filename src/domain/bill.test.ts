import { describe, expect, it } from 'vitest';
import { billAgrees, billLines, billTotals, exactShares, itemsOf, percentOf, type Bill } from './bill';
import { BILL_FIXTURES, DELIVERY, RESTAURANT } from './bill-fixtures';
import { fromMilli, toMilli } from './money';
import { prng } from './prng';

const amountOf = (f: (typeof BILL_FIXTURES)[number]) => f.printed ?? fromMilli(billTotals(f.bill).total);

describe('the three fixture bills', () => {
  for (const f of BILL_FIXTURES) {
    it(`${f.description}: each share exactly as worked out by hand`, () => {
      const lines = billLines(f.bill, f.people, amountOf(f), f.payer);
      expect(lines.map((l) => l.amount)).toEqual(f.shares);
      expect(lines.map((l) => l.userId)).toEqual(f.people);
      // Stored as Custom lines: the input is the amount, so an app that knows no bills edits them as such.
      expect(lines.every((l) => l.split === l.amount)).toBe(true);
      expect(lines.reduce((s, l) => s + toMilli(l.amount), 0)).toBe(toMilli(amountOf(f)));
    });
  }

  it('adds up the restaurant bill as it is printed: CGST and SGST rounded to paise each', () => {
    expect(billTotals(RESTAURANT.bill)).toEqual({
      items: 2_065_000,
      discount: 0,
      gst: 103_260,
      service: 206_500,
      tip: 0,
      other: 0,
      total: 2_374_760,
    });
  });

  it('takes a coupon off before GST, and shares delivery equally when asked', () => {
    const t = billTotals(DELIVERY.bill);
    expect(t.gst).toBe(toMilli(47.8));
    const byItems = billLines({ ...DELIVERY.bill, equally: [] }, DELIVERY.people, 1078.8, 'Ravi');
    // Kabir had the least: sharing ₹75 equally costs him more than sharing it by items.
    expect(byItems[3]!.amount).toBeLessThan(DELIVERY.shares[3]!);
  });

  it("lists a person's part of each item they had, for the card", () => {
    expect(itemsOf(RESTAURANT.bill, 5)).toEqual([
      { name: 'Dal Makhani', quantity: 1, sharedBy: 6, part: 46_667 },
      { name: 'Garlic Naan', quantity: 6, sharedBy: 6, part: 60_000 },
      { name: 'Sweet Lime Soda', quantity: 2, sharedBy: 2, part: 110_000 },
      { name: 'Veg Biryani', quantity: 1, sharedBy: 1, part: 340_000 },
    ]);
  });
});

describe('percentOf', () => {
  it('rounds half a paisa up, as bills print it', () => {
    expect(percentOf(toMilli(2065), 2.5)).toBe(toMilli(51.63));
    expect(percentOf(toMilli(10.1), 5)).toBe(toMilli(0.51));
    expect(percentOf(toMilli(100), 0)).toBe(0);
  });
});

describe('billAgrees', () => {
  const f = RESTAURANT;
  const lines = billLines(f.bill, f.people, 2375, f.payer);
  it('holds for the lines the bill gives', () => {
    expect(billAgrees(f.bill, lines, 2375, f.payer)).toBe(true);
  });
  it('fails once an app that knows no bills changed a line or the amount', () => {
    const edited = lines.map((l, i) => (i === 0 ? { ...l, amount: l.amount + 1, split: l.amount + 1 } : l));
    expect(billAgrees(f.bill, edited, 2376, f.payer)).toBe(false);
    expect(billAgrees(f.bill, lines, 2376, f.payer)).toBe(false);
    expect(billAgrees(f.bill, lines.slice(1), 2375, f.payer)).toBe(false);
  });
  it('fails when the amount is more than ₹1 from the items and charges', () => {
    const far = billLines(f.bill, f.people, 2376, f.payer);
    expect(billAgrees(f.bill, far, 2376, f.payer)).toBe(false);
  });
});

/** A random bill among `people` people: 1..12 items, each had by 1..people of them, random charges. */
function randomBill(next: () => number, people: number): Bill {
  const int = (n: number) => Math.floor(next() * n);
  const items = Array.from({ length: 1 + int(12) }, (_, i) => {
    const who = [...new Set(Array.from({ length: 1 + int(people) }, () => int(people)))].sort((a, b) => a - b);
    return { name: `Item ${i}`, price: (1 + int(200_000)) / 100, quantity: 1 + int(5), people: who };
  });
  // Everyone on the bill had something: the last item is everyone's.
  items.push({ name: 'Water', price: 20, quantity: 1, people: Array.from({ length: people }, (_, i) => i) });
  const bill: Bill = { items };
  if (next() < 0.5) bill.gst = [5, 12, 18, 28, 2.5][int(5)]!;
  if (bill.gst === undefined && next() < 0.5) [bill.cgst, bill.sgst] = [2.5, 2.5];
  if (next() < 0.5) bill.service = next() < 0.5 ? 10 : 7.5;
  if (next() < 0.3) bill.tip = (1 + int(50_000)) / 100;
  if (bill.tip === undefined && next() < 0.3) bill.tipPercent = int(20);
  if (next() < 0.3) bill.discountPercent = int(50);
  if (next() < 0.5) bill.other = (1 + int(20_000)) / 100;
  if (next() < 0.5) bill.equally = next() < 0.5 ? ['tip', 'other'] : ['other'];
  return bill;
}

describe('property: any bill', () => {
  const next = prng(33);
  const cases = Array.from({ length: 400 }, () => {
    const people = 1 + Math.floor(next() * 8);
    const bill = randomBill(next, people);
    // The printed total anywhere within ₹1 of the items and charges.
    const total = billTotals(bill).total + Math.round((next() * 2 - 1) * 100) * 10;
    return { bill, ids: Array.from({ length: people }, (_, i) => `p${i}`), total };
  });

  it('splits into lines that sum exactly to the amount', () => {
    for (const { bill, ids, total } of cases) {
      const lines = billLines(bill, ids, fromMilli(total), 'p0');
      expect(lines.reduce((s, l) => s + toMilli(l.amount), 0)).toBe(total);
    }
  });

  it('gives each person their exact proportional share, within a thousandth (so within a paisa)', () => {
    for (const { bill, ids, total } of cases) {
      const lines = billLines(bill, ids, fromMilli(total), 'p0');
      const { numerators, denominator } = exactShares(bill, ids.length, total);
      lines.forEach((line, i) => {
        const scaled = BigInt(toMilli(line.amount)) * denominator - numerators[i]!;
        expect(scaled < denominator && scaled > -denominator).toBe(true);
      });
    }
  });

  it('shares items exactly: with no charges, each line is what that person had', () => {
    for (const { bill, ids } of cases) {
      const bare: Bill = { items: bill.items };
      const lines = billLines(bare, ids, fromMilli(billTotals(bare).total), 'p0');
      ids.forEach((_, p) => {
        const had = itemsOf(bare, p).reduce((s, part) => s + part.part, 0);
        // Each item part is rounded to the thousandth for display, so they may differ by one per item.
        expect(Math.abs(toMilli(lines[p]!.amount) - had)).toBeLessThanOrEqual(bare.items.length);
      });
    }
  });

  it('the lines it gives always agree with their bill', () => {
    for (const { bill, ids, total } of cases) {
      expect(billAgrees(bill, billLines(bill, ids, fromMilli(total), 'p0'), fromMilli(total), 'p0')).toBe(true);
    }
  });
});
