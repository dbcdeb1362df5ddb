import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMilli } from '../money';
import { computeSplit } from '../splits';
import type { Payer, SplitLine, Transaction } from '../types';
import type { ImportedLedger } from './imported-ledger';
import { apportionMilli, milliText, parseMilli } from './splitwise-amounts';
import { parseSplitwiseCsv, SplitwiseImportError, splitwiseCurrenciesNeedingRates } from './splitwise-csv';
import { exportSplitwiseCsv, splitwiseNets } from './splitwise-export';
import * as files from './splitwise-fixtures';
import { buildSplitwiseImport } from './splitwise-rebuild';

function importCsv(text: string, rates: Record<string, number> = {}): ImportedLedger {
  return buildSplitwiseImport(parseSplitwiseCsv(text), { name: 'Goa', rates });
}

const netsOf = (ledger: ImportedLedger) => Object.fromEntries(ledger.balances.map((b) => [b.userId, b.net]));

/** The sentence a file is refused with. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SplitwiseImportError);
    return (error as Error).message;
  }
  throw new Error('the file was not refused');
}

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

describe('reading a Splitwise export', () => {
  it('rebuilds one-payer rows as Equal or Custom splits and a Payment as a settlement, matching the footer', () => {
    const ledger = importCsv(files.BASIC);
    expect(ledger).toMatchObject({ source: 'Splitwise', name: 'Goa', currency: 'INR', skipped: [] });
    expect(ledger.members).toEqual(['Asha', 'Ravi', 'Meena']);
    expect(ledger.transactions).toEqual([
      {
        description: 'Hotel',
        amount: 1200,
        category: 'Hotel',
        tags: [],
        type: 'expense',
        date: day(2024, 3, 15),
        comments: '',
        from: 'Asha',
        paymentMode: 'Other',
        splitInfo: {
          method: 'Equal',
          details: [
            { userId: 'Asha', amount: 400, split: 1 },
            { userId: 'Ravi', amount: 400, split: 1 },
            { userId: 'Meena', amount: 400, split: 1 },
          ],
        },
      },
      expect.objectContaining({ description: 'Dinner', from: 'Ravi', amount: 900 }),
      expect.objectContaining({
        description: 'Taxi',
        from: 'Meena',
        amount: 500,
        splitInfo: {
          method: 'Custom',
          details: [
            { userId: 'Asha', amount: 100, split: 100 },
            { userId: 'Ravi', amount: 250, split: 250 },
            { userId: 'Meena', amount: 150, split: 150 },
          ],
        },
      }),
      {
        description: 'Ravi paid Asha',
        amount: 200,
        category: 'unknown',
        tags: [],
        type: 'settlement',
        date: day(2024, 3, 18),
        comments: '',
        from: 'Ravi',
        paymentMode: 'Other',
        splitInfo: { method: 'Custom', details: [{ userId: 'Asha', amount: 200, split: 200 }] },
      },
    ]);
    expect(ledger.balances).toEqual([
      { userId: 'Asha', displayName: 'Asha', spent: 1000, paid: 1200, net: 200 },
      { userId: 'Ravi', displayName: 'Ravi', spent: 950, paid: 1100, net: 150 },
      { userId: 'Meena', displayName: 'Meena', spent: 850, paid: 500, net: -350 },
    ]);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks, and CRLF line ends', () => {
    const ledger = importCsv(files.QUOTED);
    expect(ledger.members).toEqual(['Rao, K', 'Lena']);
    expect(ledger.transactions.map((t) => t.description)).toEqual(['Dinner, drinks & "snacks"', 'Museum\r\ntickets']);
    expect(netsOf(ledger)).toEqual({ 'Rao, K': 30, Lena: -30 });
  });

  it('skips a byte-order mark, a friend export’s note above the header and blank lines', () => {
    const ledger = importCsv(files.FRIEND);
    expect(ledger.members).toEqual(['You', 'Priya']);
    expect(ledger.currency).toBe('EUR');
    expect(ledger.transactions).toHaveLength(2);
    expect(netsOf(ledger)).toEqual({ You: -60, Priya: 60 });
  });

  it('reads a German export by column position, its "Zahlung" as a payment', () => {
    const ledger = importCsv(files.GERMAN);
    expect(ledger.transactions.map((t) => [t.type, t.from, t.amount])).toEqual([
      ['expense', 'Anna', 800],
      ['settlement', 'Ben', 400],
    ]);
    expect(netsOf(ledger)).toEqual({ Anna: 0, Ben: 0 });
  });

  it('leaves out a "Settle all balances" row that moves nothing, and keeps one that moves money as a payment', () => {
    const ledger = importCsv(files.SETTLE_ALL);
    expect(ledger.skipped).toEqual([{ line: 3, reason: 'Settle all balances' }]);
    expect(ledger.transactions.map((t) => [t.description, t.type, t.from])).toEqual([
      ['Hotel', 'expense', 'Asha'],
      ['Settle all balances', 'settlement', 'Ravi'],
    ]);
    expect(netsOf(ledger)).toEqual({ Asha: 200, Ravi: -200 });
  });

  it('keeps a removed member, without the " (removed)" mark', () => {
    const ledger = importCsv(files.REMOVED_MEMBER);
    expect(ledger.members).toEqual(['Asha', 'Ravi']);
    expect(netsOf(ledger)).toEqual({ Asha: 750, Ravi: -750 });
  });

  it('tells two members with the same name apart', () => {
    const ledger = importCsv(files.SAME_NAME);
    expect(ledger.members).toEqual(['Asha', 'Asha (2)', 'Ravi']);
    expect(ledger.transactions[1]!.from).toBe('Asha (2)');
    expect(netsOf(ledger)).toEqual({ Asha: 500, 'Asha (2)': -100, Ravi: -400 });
  });

  it('gives several payers when several nets are positive, sharing what is left equally among them', () => {
    const ledger = importCsv(files.SEVERAL_PAYERS);
    const [villa, jeep] = ledger.transactions;
    expect(villa).toMatchObject({
      from: 'Asha',
      amount: 3000,
      payers: [
        { userId: 'Asha', amount: 1500 },
        { userId: 'Ravi', amount: 1500 },
      ],
      splitInfo: {
        method: 'Equal',
        details: [
          { userId: 'Asha', amount: 1000, split: 1 },
          { userId: 'Ravi', amount: 1000, split: 1 },
          { userId: 'Meena', amount: 1000, split: 1 },
        ],
      },
    });
    expect(jeep).toMatchObject({
      from: 'Asha',
      payers: [
        { userId: 'Asha', amount: 750 },
        { userId: 'Ravi', amount: 250 },
      ],
      splitInfo: {
        method: 'Custom',
        details: [
          { userId: 'Asha', amount: 150, split: 150 },
          { userId: 'Ravi', amount: 150, split: 150 },
          { userId: 'Meena', amount: 700, split: 700 },
        ],
      },
    });
    expect(ledger.balances).toEqual([
      { userId: 'Asha', displayName: 'Asha', spent: 1150, paid: 2250, net: 1100 },
      { userId: 'Ravi', displayName: 'Ravi', spent: 1150, paid: 1750, net: 600 },
      { userId: 'Meena', displayName: 'Meena', spent: 1700, paid: 0, net: -1700 },
    ]);
  });

  it('keeps several payers exact even where the proportional rule needs their own lines raised a little', () => {
    const ledger = importCsv(files.SEVERAL_PAYERS_UNEVEN);
    const [chai] = ledger.transactions;
    const lines = chai!.splitInfo!.details;
    const over = lines.reduce((sum, l) => sum + toMilli(l.amount), 0) - toMilli(chai!.amount);
    expect(over).toBeGreaterThanOrEqual(0);
    expect(over).toBeLessThan(10);
    expect(chai!.payers!.reduce((sum, p) => sum + toMilli(p.amount), 0)).toBe(780);
    expect(netsOf(ledger)).toEqual({ Asha: 0.52, Jo: 0.26, Ravi: -0.26, Meena: -0.26, Lena: -0.26 });
  });

  it('rebuilds three payers whose nets differ modulo three, with three equal lines none of them takes', () => {
    // Found by the round-trip property below (seed -1945701709): three equal lines give every payer a
    // multiple of three from them, so each payer needs an own line of a different size.
    const ledger = importCsv(`Date,Description,Category,Cost,Currency,Priya,Ben,Asha,Meena,"Rao, K",Ravi

2024-01-01,Houseboat,Food,24956.37,INR,9075.04,6806.28,-8318.79,9075.05,-8318.79,-8318.79

,Total balance, , ,INR,9075.04,6806.28,-8318.79,9075.05,-8318.79,-8318.79
`);
    const [boat] = ledger.transactions;
    const over = boat!.splitInfo!.details.reduce((sum, l) => sum + toMilli(l.amount), 0) - toMilli(boat!.amount);
    expect(over).toBeGreaterThanOrEqual(0);
    expect(over).toBeLessThan(10);
    expect(boat!.payers!.reduce((sum, p) => sum + toMilli(p.amount), 0)).toBe(toMilli(24956.37));
    expect(netsOf(ledger)).toEqual({
      Priya: 9075.04,
      Ben: 6806.28,
      Asha: -8318.79,
      Meena: 9075.05,
      'Rao, K': -8318.79,
      Ravi: -8318.79,
    });
  });

  it('takes a negative cost (a refund) as its size', () => {
    const ledger = importCsv(files.REFUND);
    expect(ledger.transactions[0]).toMatchObject({ amount: 600, from: 'Ravi' });
    expect(netsOf(ledger)).toEqual({ Asha: -300, Ravi: 300 });
  });

  it("leaves out a row that changes no one's balance, saying why", () => {
    const ledger = importCsv(files.OWN_EXPENSE);
    expect(ledger.skipped).toEqual([{ line: 2, reason: "No one's balance changes" }]);
    expect(ledger.transactions).toHaveLength(1);
  });
});

describe('several currencies in one file', () => {
  it('takes the currency of most rows for the ledger and asks for a rate for each other one', () => {
    const file = parseSplitwiseCsv(files.MIXED);
    expect(file.ledgerCurrency).toBe('INR');
    expect(splitwiseCurrenciesNeedingRates(file)).toEqual(['USD', 'EUR']);
  });

  it('on a tie, takes the currency seen first', () => {
    const text = `Date,Description,Category,Cost,Currency,A,B
2024-01-01,x,General,10.00,USD,5.00,-5.00
2024-01-02,y,General,10.00,INR,5.00,-5.00
,Total balance,,,USD,5.00,-5.00
,Total balance,,,INR,5.00,-5.00
`;
    expect(parseSplitwiseCsv(text).ledgerCurrency).toBe('USD');
  });

  it('converts other currencies at the given rates, keeping what was paid, and balances add up in rupees', () => {
    const ledger = importCsv(files.MIXED, { USD: 83.5, EUR: 89.999 });
    const dinner = ledger.transactions[1]!;
    expect(dinner).toMatchObject({
      amount: 2505,
      originalAmount: 30,
      originalCurrency: 'USD',
      exchangeRate: 83.5,
      from: 'Asha',
      splitInfo: {
        method: 'Equal',
        details: [
          { userId: 'Asha', amount: 1252.5, split: 1 },
          { userId: 'Ravi', amount: 1252.5, split: 1 },
        ],
      },
    });
    // 10.00 EUR at 89.999 is 899.99 rupees; the 3.33/3.34/3.33 shares keep their proportions to the paisa.
    const museum = ledger.transactions[2]!;
    expect(museum).toMatchObject({ amount: 899.99, originalAmount: 10, originalCurrency: 'EUR', from: 'Meena' });
    expect(museum.splitInfo!.details).toEqual([
      { userId: 'Asha', amount: 299.7, split: 1 },
      { userId: 'Ravi', amount: 300.59, split: 1 },
      { userId: 'Meena', amount: 299.7, split: 1 },
    ]);
    expect(ledger.transactions[0]).not.toHaveProperty('originalCurrency');
    // Rupee rows 700/-200/-500, the dinner +1252.50/-1252.50, the museum -299.70/-300.59/+600.29.
    expect(netsOf(ledger)).toEqual({ Asha: 1652.8, Ravi: -1753.09, Meena: 100.29 });
  });

  it('refuses to build without a rate for every other currency', () => {
    expect(refusal(() => importCsv(files.MIXED, { USD: 83.5 }))).toBe(
      'Enter a rate for EUR: how many INR one EUR is worth.',
    );
  });

  it('checks a foreign currency’s footer in that currency, before converting', () => {
    expect(refusal(() => parseSplitwiseCsv(files.FOREIGN_FOOTER_MISMATCH))).toBe(
      'The file does not add up: its "Total balance" for USD gives Asha USD 15.01, but Asha\'s rows add up to USD 15.00.',
    );
  });
});

describe('files that are refused, with the line named', () => {
  it('a row whose nets do not add up to 0', () => {
    expect(refusal(() => parseSplitwiseCsv(files.NETS_DO_NOT_ADD_UP))).toBe(
      "Line 3: the people's amounts add up to INR 50.00 instead of 0.",
    );
  });

  it('a row whose payers get back more than its cost', () => {
    expect(refusal(() => parseSplitwiseCsv(files.NETS_EXCEED_COST))).toBe(
      'Line 2: the people who paid get back INR 1500.00, more than the cost of INR 1000.00.',
    );
  });

  it('a footer the rows do not add up to', () => {
    expect(refusal(() => parseSplitwiseCsv(files.FOOTER_MISMATCH))).toBe(
      'The file does not add up: its "Total balance" for INR gives Asha INR 600.00, but Asha\'s rows add up to INR 500.00.',
    );
  });

  it('no footer to check against', () => {
    expect(refusal(() => parseSplitwiseCsv(files.NO_FOOTER))).toBe(
      'The file has no "Total balance" line for INR, so its balances cannot be checked.',
    );
  });

  it('a line with too few columns', () => {
    expect(refusal(() => parseSplitwiseCsv(files.SHORT_LINE))).toBe('Line 3: expected 7 columns, found 6.');
  });

  it('an amount that is not a number', () => {
    const error = (() => {
      try {
        parseSplitwiseCsv(files.NOT_A_NUMBER);
      } catch (e) {
        return e as SplitwiseImportError;
      }
    })();
    expect(error?.message).toBe('Line 3: the amount "abc" is not a number.');
    expect(error?.line).toBe(3);
  });

  it('a date that is not YYYY-MM-DD', () => {
    expect(refusal(() => parseSplitwiseCsv(files.BAD_DATE))).toBe(
      'Line 2: the date "15/03/2024" is not a date like 2024-03-15.',
    );
  });

  it('a quote that is never closed', () => {
    expect(refusal(() => parseSplitwiseCsv(files.UNCLOSED_QUOTE))).toBe('Line 2: a quoted field is never closed.');
  });

  it('a payment to two people', () => {
    expect(refusal(() => parseSplitwiseCsv(files.PAYMENT_TO_TWO))).toBe(
      'Line 2: a payment must be from one person to one other.',
    );
  });

  it('a file that is not a Splitwise export', () => {
    expect(refusal(() => parseSplitwiseCsv(files.NOT_SPLITWISE))).toBe(
      'This is not a Splitwise export: no line has the columns Date, Description, Category, Cost, Currency and one per person.',
    );
  });

  it('an empty file', () => {
    expect(refusal(() => parseSplitwiseCsv('\uFEFF\n\n'))).toBe('The file is empty.');
  });

  it('a header with nothing under it', () => {
    expect(refusal(() => parseSplitwiseCsv('Date,Description,Category,Cost,Currency,A,B\n'))).toBe(
      'The file has no expenses or payments to import.',
    );
  });
});

describe('exact amounts', () => {
  it('reads amounts as thousandths without float error, a decimal comma included', () => {
    expect([parseMilli('1200.00'), parseMilli('-400.5'), parseMilli('0.1'), parseMilli('3,60')]).toEqual([
      1_200_000, -400_500, 100, 3_600,
    ]);
    expect([parseMilli('abc'), parseMilli('1,200'), parseMilli('1.2345'), parseMilli('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('shares out by largest remainder, adding up exactly', () => {
    expect(apportionMilli(100_000, [1, 1, 1], 10)).toEqual([33_340, 33_330, 33_330]);
    expect(milliText(-1_234_560, 'INR')).toBe('-1234.56');
    expect(milliText(1_234_567, 'INR')).toBe('1234.567');
  });
});

// A random trip, exported as Splitwise would and read back: every person's balance comes back exact.
const NAMES = ['Asha', 'Ravi', 'Meena', 'Rao, K', 'Jo "JJ" Lee', 'Lena', 'Priya', 'Ben'];

interface TripRow {
  kind: 'equal' | 'custom' | 'settlement';
  paise: number;
  people: number[];
  weights: number[];
  payers: number[];
  payerWeights: number[];
  description: string;
  day: number;
}

const tripArbitrary = fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 2, maxLength: 6 }).chain((members) => {
  const index = fc.integer({ min: 0, max: members.length - 1 });
  const row: fc.Arbitrary<TripRow> = fc.record({
    kind: fc.constantFrom('equal', 'custom', 'settlement'),
    paise: fc.integer({ min: 1, max: 5_000_000 }),
    people: fc.uniqueArray(index, { minLength: 1, maxLength: members.length }),
    weights: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 6, maxLength: 6 }),
    payers: fc.uniqueArray(index, { minLength: 1, maxLength: 3 }),
    payerWeights: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 3, maxLength: 3 }),
    description: fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', 'é'), maxLength: 12 }),
    day: fc.integer({ min: 0, max: 365 }),
  });
  return fc.tuple(fc.constant(members), fc.array(row, { minLength: 1, maxLength: 20 }));
});

function tripTransaction(members: string[], row: TripRow, n: number): Transaction {
  const amountMilli = row.paise * 10;
  const base = {
    id: `t${n}`,
    description: row.description,
    amount: amountMilli / 1000,
    category: 'Food',
    tags: [],
    owner: 'x',
    date: new Date(2024, 0, 1 + row.day).getTime(),
    createdAt: 0,
    updatedAt: 0,
    comments: '',
    paymentMode: 'Other' as const,
  };
  const payerIds = row.payers.map((i) => members[i]!);
  if (row.kind === 'settlement') {
    const from = payerIds[0]!;
    const to = members.find((m) => m !== from)!;
    const amount = base.amount;
    return {
      ...base,
      type: 'settlement',
      from,
      splitInfo: { method: 'Custom', details: [{ userId: to, amount, split: amount }] },
    };
  }
  const paid = apportionMilli(amountMilli, row.payerWeights.slice(0, payerIds.length), 10);
  const payers: Payer[] = payerIds.flatMap((userId, k) => (paid[k]! > 0 ? [{ userId, amount: paid[k]! / 1000 }] : []));
  const from = [...payers].sort((a, b) => b.amount - a.amount || (a.userId < b.userId ? -1 : 1))[0]!.userId;
  const people = row.people.map((i) => members[i]!);
  let details: SplitLine[];
  if (row.kind === 'equal') {
    details = computeSplit({
      method: 'Equal',
      amount: base.amount,
      payer: from,
      inputs: people.map((userId) => ({ userId, split: 1 })),
    });
  } else {
    const parts = apportionMilli(amountMilli, row.weights.slice(0, people.length), 10);
    details = people.map((userId, k) => ({ userId, amount: parts[k]! / 1000, split: parts[k]! / 1000 }));
  }
  const t: Transaction = {
    ...base,
    type: 'expense',
    from,
    splitInfo: { method: row.kind === 'equal' ? 'Equal' : 'Custom', details },
  };
  if (payers.length > 1) t.payers = payers;
  return t;
}

describe('round trip through a Splitwise export', () => {
  it('gives every person exactly the balance they had, and one transaction per row that moves money', () => {
    fc.assert(
      fc.property(tripArbitrary, ([members, rows]) => {
        const transactions = rows.map((row, n) => tripTransaction(members, row, n));
        const expected = members.map(() => 0);
        let moving = 0;
        for (const t of transactions) {
          const nets = splitwiseNets(t, members);
          nets.forEach((v, i) => (expected[i]! += v));
          if (nets.some((v) => v !== 0)) moving += 1;
        }

        const ledger = importCsv(exportSplitwiseCsv(transactions, members, 'INR'));

        expect(ledger.members).toEqual(members);
        expect(ledger.balances.map((b) => toMilli(b.net))).toEqual(expected);
        expect(ledger.transactions).toHaveLength(moving);
        expect(ledger.transactions.length + ledger.skipped.length).toBe(transactions.length);
      }),
      { numRuns: 500 },
    );
  });
});
