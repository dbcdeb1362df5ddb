import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTransaction } from '../decode';
import { splitProblem } from '../splits';
import { validateSplitExpense } from '../validation';
import type { ImportedLedger, ImportedTransaction } from './imported-ledger';
import {
  CONVERTED,
  GOA_TRIP,
  SAME_NAMES,
  SYMBOL_ONLY,
  YEN,
  withExpense,
  type SpliitExpense,
  type SpliitGroup,
  type SpliitSplitMode,
} from './spliit-fixtures';
import { parseSpliitJson, SpliitImportError } from './spliit-json';

const load = (group: unknown): ImportedLedger => parseSpliitJson(JSON.stringify(group));

function find(ledger: ImportedLedger, description: string): ImportedTransaction {
  const t = ledger.transactions.find((x) => x.description === description);
  if (!t) throw new Error(`no transaction "${description}"`);
  return t;
}

/** Each person's line amount, by member name. */
function parts(t: ImportedTransaction): Record<string, number> {
  return Object.fromEntries((t.splitInfo?.details ?? []).map((l) => [l.userId, l.amount]));
}

// ---- Spliit's balances, re-derived from how Spliit documents them (src/lib/shares.ts, balances.ts) ----

/** FNV-1a, 32 bit, over UTF-16 units; multiplying by 2^24 + 403 in two exact halves instead of Math.imul. */
function referenceHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h = (h ^ text.charCodeAt(i)) >>> 0;
    h = (h * 403 + ((h << 24) >>> 0)) % 4294967296;
  }
  return h;
}

/**
 * A share per participant in whole minor units: participants in id order; everyone gets the floor of
 * amount × weight / total; the spare units go to the largest remainders, and equal remainders are taken
 * in a round that starts at hash(expense id) mod count (at the first participant when there is no id).
 */
function referenceShares(e: SpliitExpense): Map<string, number> {
  const people = e.paidFor.map((p) => p.participantId).sort();
  const weight = (id: string) => (e.splitMode === 'EVENLY' ? 1 : e.paidFor.find((p) => p.participantId === id)!.shares);
  const total = people.reduce((s, id) => s + weight(id), 0);
  const shares = new Map(people.map((id) => [id, 0]));
  if (total === 0) return shares;
  const start = e.id ? referenceHash(e.id) % people.length : 0;
  const round = people.map((_, k) => people[(start + k) % people.length]!);
  let spare = e.amount;
  const remainder = new Map<string, number>();
  for (const id of people) {
    const base = Math.floor((e.amount * weight(id)) / total);
    shares.set(id, base);
    remainder.set(id, e.amount * weight(id) - base * total);
    spare -= base;
  }
  const byRemainder = [...round].sort((a, b) => remainder.get(b)! - remainder.get(a)!);
  for (let k = 0; k < spare; k++) shares.set(byRemainder[k]!, shares.get(byRemainder[k]!)! + 1);
  return shares;
}

/** Spliit's balance total per participant id (paid − paid for), in minor units; 0 for anyone not involved. */
function spliitTotals(group: SpliitGroup): Map<string, number> {
  const totals = new Map(group.participants.map((p) => [p.id, 0]));
  for (const e of group.expenses) {
    totals.set(e.paidById, totals.get(e.paidById)! + e.amount);
    for (const [id, share] of referenceShares(e)) totals.set(id, totals.get(id)! - share);
  }
  return totals;
}

function spliitDecimals(group: SpliitGroup): number {
  return ['COP', 'HUF', 'IDR', 'ISK', 'JPY', 'KRW', 'VND'].includes(group.currencyCode ?? '') ? 0 : 2;
}

/** The imported nets, back in minor units, in participant order; and Spliit's totals in the same order. */
function compareBalances(group: SpliitGroup, ledger: ImportedLedger): { imported: number[]; spliit: number[] } {
  const scale = 10 ** spliitDecimals(group);
  const totals = spliitTotals(group);
  const imported = ledger.members.map((name) => {
    const b = ledger.balances.find((x) => x.userId === name);
    return b ? Math.round(b.net * scale) + 0 : Number.NaN;
  });
  return { imported, spliit: group.participants.map((p) => totals.get(p.id)!) };
}

describe('the reference Spliit split', () => {
  it('hashes like FNV-1a', () => {
    expect(referenceHash('')).toBe(0x811c9dc5);
    expect(referenceHash('a')).toBe(0xe40c292c);
    expect(referenceHash('foobar')).toBe(0xbf9cf968);
  });

  it('matches the figures in Spliit’s own tests', () => {
    const even = referenceShares({
      ...GOA_TRIP.expenses[0]!,
      id: 'e1',
      amount: 9500,
      paidFor: ['alice', 'bob', 'carol'].map((participantId) => ({ participantId, shares: 1 })),
    });
    expect([...even.values()].sort((a, b) => a - b)).toEqual([3166, 3167, 3167]);
    const byShares = referenceShares({
      ...GOA_TRIP.expenses[0]!,
      id: 'e1',
      amount: 100,
      splitMode: 'BY_SHARES',
      paidFor: [
        { participantId: 'alice', shares: 1 },
        { participantId: 'bob', shares: 2 },
      ],
    });
    expect(Object.fromEntries(byShares)).toEqual({ alice: 33, bob: 67 });
  });
});

describe('parseSpliitJson', () => {
  const goa = load(GOA_TRIP);

  it('offers the group’s name, currency and participants', () => {
    expect(goa.source).toBe('Spliit');
    expect(goa.name).toBe('Goa trip');
    expect(goa.currency).toBe('INR');
    expect(goa.members).toEqual(['Asha', 'Bala', 'Chen']);
    expect(goa.skipped).toEqual([]);
    expect(goa.transactions).toHaveLength(6);
  });

  it('splits EVENLY as Equal, with Spliit’s whole-paisa parts', () => {
    const dinner = find(goa, 'Dinner');
    expect(dinner).toMatchObject({ type: 'expense', amount: 100, from: 'Asha', paymentMode: 'Other', tags: [] });
    expect(dinner.splitInfo?.method).toBe('Equal');
    expect(dinner.splitInfo?.details.map((l) => l.split)).toEqual([1, 1, 1]);
    expect(Object.values(parts(dinner)).sort()).toEqual([33.33, 33.33, 33.34]);
  });

  it('splits BY_SHARES as Shares, shares ÷ 100, the spare paisa to the largest remainder', () => {
    const hotel = find(goa, 'Hotel');
    expect(hotel.amount).toBe(300.01);
    expect(hotel.splitInfo?.method).toBe('Shares');
    expect(hotel.splitInfo?.details).toEqual([
      { userId: 'Asha', split: 1, amount: 100 },
      { userId: 'Bala', split: 1.5, amount: 150.01 },
      { userId: 'Chen', split: 0.5, amount: 50 },
    ]);
  });

  it('splits BY_PERCENTAGE as Percentage in whole paise, not Vyay’s thousandths', () => {
    const taxi = find(goa, 'Taxi');
    expect(taxi.splitInfo?.method).toBe('Percentage');
    expect(taxi.splitInfo?.details).toEqual([
      { userId: 'Asha', split: 40, amount: 49.38 },
      { userId: 'Bala', split: 35, amount: 43.21 },
      { userId: 'Chen', split: 25, amount: 30.86 },
    ]);
  });

  it('splits BY_AMOUNT as Custom', () => {
    const groceries = find(goa, 'Groceries');
    expect(groceries.splitInfo).toEqual({
      method: 'Custom',
      details: [
        { userId: 'Bala', split: 19.99, amount: 19.99 },
        { userId: 'Chen', split: 30.01, amount: 30.01 },
      ],
    });
  });

  it('makes a reimbursement a settlement from the payer to the one paid back', () => {
    expect(find(goa, 'Bala pays Asha back')).toMatchObject({
      type: 'settlement',
      from: 'Bala',
      amount: 33.33,
      category: 'Payment',
      splitInfo: { method: 'Custom', details: [{ userId: 'Asha', amount: 33.33, split: 33.33 }] },
    });
  });

  it('keeps a negative amount (income) as a negative expense whose parts are negative', () => {
    const refund = find(goa, 'Deposit refund');
    expect(refund).toMatchObject({ type: 'expense', amount: -30.01, from: 'Chen' });
    expect(Object.values(parts(refund)).sort((a, b) => a - b)).toEqual([-10.01, -10, -10]);
    expect(splitProblem(refund.amount, refund.splitInfo!.details)).toBeNull();
  });

  it('keeps notes as comments and the category’s name as the category', () => {
    expect(find(goa, 'Dinner')).toMatchObject({ comments: 'Paid at the counter', category: 'Dining Out' });
    expect(find(goa, 'Hotel')).toMatchObject({ comments: '', category: 'General' });
    const uncategorised = load(withExpense(GOA_TRIP, 0, { category: null }));
    expect(find(uncategorised, 'Dinner').category).toBe('');
  });

  it('dates each entry at local midnight of its Spliit day', () => {
    expect(find(goa, 'Dinner').date).toBe(new Date(2024, 4, 1).getTime());
    expect(find(goa, 'Hotel').date).toBe(new Date(2024, 4, 2).getTime());
    const plainDay = load(withExpense(GOA_TRIP, 0, { expenseDate: '2024-12-31' }));
    expect(find(plainDay, 'Dinner').date).toBe(new Date(2024, 11, 31).getTime());
  });

  it('keeps a converted expense’s original amount, currency and rate, and Spliit’s converted amount', () => {
    const berlin = load(CONVERTED);
    expect(berlin.currency).toBe('USD');
    expect(find(berlin, 'Museum')).toMatchObject({
      amount: 21.5,
      originalAmount: 20,
      originalCurrency: 'EUR',
      exchangeRate: 1.075,
    });
    expect(find(load(GOA_TRIP), 'Dinner')).not.toHaveProperty('originalAmount');
  });

  it('keeps the rate to the 6 decimals Vyay stores', () => {
    const precise = load(withExpense(CONVERTED, 0, { conversionRate: '1.0749999999' }));
    expect(find(precise, 'Museum')).toMatchObject({ amount: 21.5, exchangeRate: 1.075 });
  });

  it('imports without the original amount what Vyay could not keep, with the same balances', () => {
    const legacy = withExpense(CONVERTED, 0, { originalAmount: 20 }) as SpliitGroup;
    const income = withExpense(CONVERTED, 0, { amount: -2150, originalAmount: -2000 }) as SpliitGroup;
    for (const group of [legacy, income]) {
      const museum = find(load(group), 'Museum');
      expect(museum).not.toHaveProperty('originalAmount');
      expect(museum).not.toHaveProperty('exchangeRate');
      const { imported, spliit } = compareBalances(group, load(group));
      expect(imported).toEqual(spliit);
    }
  });

  it('reads amounts by Spliit’s decimals for the currency: yen have none', () => {
    const tokyo = load(YEN);
    expect(tokyo.currency).toBe('JPY');
    const ramen = find(tokyo, 'Ramen');
    expect(ramen.amount).toBe(1000);
    expect(Object.values(parts(ramen)).sort()).toEqual([333, 333, 334]);
  });

  it('gives people who share a name, or have a name Vyay cannot use, distinct usable names', () => {
    const names = load(SAME_NAMES);
    expect(names.members).toEqual(['Asha', 'Asha (2)', 'asha (3)', 'common (2)', 'Ravi-Rahul']);
    const lunch = find(names, 'Lunch');
    expect(lunch.from).toBe('Asha (2)');
    expect(lunch.splitInfo?.details.map((l) => l.userId)).toEqual(names.members);
  });

  it('takes the currency from the symbol when the group has no code', () => {
    expect(load(SYMBOL_ONLY).currency).toBe('USD');
    expect(load({ ...SYMBOL_ONLY, currency: 'chf' }).currency).toBe('CHF');
    expect(load({ ...SYMBOL_ONLY, name: '  ' }).name).toBe('Spliit group');
  });

  it('leaves out an expense of 0 and says why', () => {
    const zero = load(withExpense(GOA_TRIP, 0, { amount: 0 }));
    expect(zero.transactions.map((t) => t.description)).not.toContain('Dinner');
    expect(zero.skipped).toEqual([
      { line: 1, reason: 'Expense 1 ("Dinner"): the amount is 0, so it changes no balance.' },
    ]);
  });

  it('turns a negative reimbursement around: the one paid back paid the payer', () => {
    const back = load(withExpense(GOA_TRIP, 4, { amount: -3333 }));
    expect(find(back, 'Bala pays Asha back')).toMatchObject({
      type: 'settlement',
      from: 'Asha',
      amount: 33.33,
      splitInfo: { method: 'Custom', details: [{ userId: 'Bala', amount: 33.33, split: 33.33 }] },
    });
    const { imported, spliit } = compareBalances(withExpense(GOA_TRIP, 4, { amount: -3333 }) as SpliitGroup, back);
    expect(imported).toEqual(spliit);
  });

  it('produces entries the split form accepts and the decoder reads', () => {
    for (const t of goa.transactions) {
      const stored = { ...t, owner: 'me', createdAt: t.date, updatedAt: t.date };
      expect(decodeTransaction('t', stored), t.description).not.toBeNull();
      expect(splitProblem(t.amount, t.splitInfo!.details), t.description).toBeNull();
      if (t.amount > 0) {
        const problem = validateSplitExpense({
          description: t.description,
          amountText: String(t.amount),
          lines: t.splitInfo!.details,
          comments: t.comments,
        });
        expect(problem, t.description).toBeNull();
      }
    }
  });

  it('has the balances Spliit shows, for every fixture', () => {
    expect(goa.balances.map((b) => [b.userId, b.net])).toEqual([
      ['Asha', -56.04],
      ['Bala', 96.79],
      ['Chen', -40.75],
    ]);
    for (const group of [GOA_TRIP, CONVERTED, YEN, SAME_NAMES, SYMBOL_ONLY]) {
      const { imported, spliit } = compareBalances(group, load(group));
      expect(imported, group.name).toEqual(spliit);
    }
  });
});

describe('files that cannot be imported', () => {
  const failure = (text: string): string => {
    try {
      parseSpliitJson(text);
    } catch (e) {
      expect(e).toBeInstanceOf(SpliitImportError);
      return (e as Error).message;
    }
    throw new Error('imported a bad file');
  };
  const bad = (group: unknown) => failure(JSON.stringify(group));
  const badExpense = (index: number, over: Record<string, unknown>) => bad(withExpense(GOA_TRIP, index, over));

  it('refuses text that is not JSON, or JSON that is not a group', () => {
    expect(failure('Date,Description,Cost\n')).toBe('The file is not valid JSON, so it is not a Spliit export.');
    const notGroup = 'The file is not a Spliit group export: it needs "participants" and "expenses" lists.';
    expect(failure('[1, 2]')).toBe(notGroup);
    expect(failure('null')).toBe(notGroup);
    expect(bad({ ...GOA_TRIP, expenses: undefined })).toBe(notGroup);
    expect(bad({ ...GOA_TRIP, participants: {} })).toBe(notGroup);
  });

  it('refuses broken participants', () => {
    expect(bad({ ...GOA_TRIP, participants: [], expenses: [] })).toBe('The group has no participants.');
    expect(bad({ ...GOA_TRIP, participants: [{ id: 'p-asha', name: 'Asha' }, { id: 'p-bala' }] })).toBe(
      'Participant 2 has no id or no name.',
    );
    expect(bad({ ...GOA_TRIP, participants: [...GOA_TRIP.participants, { id: 'p-asha', name: 'Ash' }] })).toBe(
      'Participant 4 has the same id as an earlier participant.',
    );
  });

  it('refuses a currency it cannot tell', () => {
    expect(bad({ ...SYMBOL_ONLY, currency: '¥' })).toBe(
      'Vyay cannot tell which currency "¥" is. Choose the group\'s currency in Spliit and export again.',
    );
  });

  it('names the expense when a payer or a split line is unknown', () => {
    expect(badExpense(2, { paidById: 'p-zed' })).toBe('Expense 3 ("Taxi"): paid by an unknown participant.');
    expect(badExpense(0, { paidById: 7 })).toBe('Expense 1 ("Dinner"): it names no payer.');
    expect(badExpense(0, { paidFor: [{ participantId: 'p-zed', shares: 1 }] })).toBe(
      'Expense 1 ("Dinner"): split with an unknown participant.',
    );
    expect(
      badExpense(0, {
        paidFor: [
          { participantId: 'p-asha', shares: 1 },
          { participantId: 'p-asha', shares: 1 },
        ],
      }),
    ).toBe('Expense 1 ("Dinner"): split with the same participant twice.');
    expect(badExpense(0, { paidFor: [] })).toBe('Expense 1 ("Dinner"): it is split among nobody.');
    expect(badExpense(0, { paidFor: [{ participantId: 'p-asha' }] })).toBe(
      'Expense 1 ("Dinner"): a split line has no participant or no shares.',
    );
  });

  it('refuses shares that do not add up as Spliit requires', () => {
    expect(
      badExpense(2, {
        paidFor: [
          { participantId: 'p-asha', shares: 4000 },
          { participantId: 'p-bala', shares: 5000 },
        ],
      }),
    ).toBe('Expense 3 ("Taxi"): the percentages add up to 90%, not 100%.');
    expect(badExpense(3, { amount: 5500 })).toBe(
      'Expense 4 ("Groceries"): the split amounts add up to 50.00, not 55.00.',
    );
    expect(badExpense(1, { paidFor: [{ participantId: 'p-asha', shares: 0 }] })).toBe(
      'Expense 2 ("Hotel"): every share must be more than 0.',
    );
    expect(badExpense(1, { paidFor: [{ participantId: 'p-asha', shares: 1.5 }] })).toBe(
      'Expense 2 ("Hotel"): a share is not a whole number.',
    );
  });

  it('refuses malformed fields, naming the expense', () => {
    expect(badExpense(0, { amount: 100.5 })).toBe(
      'Expense 1 ("Dinner"): the amount is not a whole number of minor units.',
    );
    expect(badExpense(0, { amount: '100' })).toBe(
      'Expense 1 ("Dinner"): the amount is not a whole number of minor units.',
    );
    expect(badExpense(0, { amount: 2 ** 50 })).toBe('Expense 1 ("Dinner"): the amount is too large.');
    expect(badExpense(0, { splitMode: 'BY_MAGIC' })).toBe(
      'Expense 1 ("Dinner"): the split mode "BY_MAGIC" is not one Spliit has.',
    );
    expect(badExpense(0, { splitMode: undefined })).toBe('Expense 1 ("Dinner"): it has no split mode.');
    expect(badExpense(0, { expenseDate: 'yesterday' })).toBe('Expense 1 ("Dinner"): it has no date.');
    expect(badExpense(0, { expenseDate: '2024-02-30T00:00:00.000Z' })).toBe(
      'Expense 1 ("Dinner"): the date 2024-02-30 is not a real date.',
    );
    expect(badExpense(0, { expenseDate: '1999-06-01T00:00:00.000Z' })).toBe(
      'Expense 1 ("Dinner"): the date 1999-06-01 is outside the years 2000 to 2099.',
    );
    expect(badExpense(0, { title: undefined })).toBe('Expense 1: it has no title.');
    expect(bad({ ...GOA_TRIP, expenses: ['Dinner'] })).toBe('Expense 1: it is not an expense.');
    expect(badExpense(0, { isReimbursement: 'no' })).toBe(
      'Expense 1 ("Dinner"): it does not say whether it is a reimbursement.',
    );
    expect(badExpense(0, { category: { grouping: 'Food' } })).toBe('Expense 1 ("Dinner"): the category has no name.');
    expect(badExpense(0, { notes: 42 })).toBe('Expense 1 ("Dinner"): the notes are not text.');
    expect(
      badExpense(0, {
        paidFor: Array.from({ length: 101 }, (_, i) => ({ participantId: `p${i}`, shares: 1 })),
      }),
    ).toBe('Expense 1 ("Dinner"): it is split among 101 people; Vyay keeps at most 100.');
  });

  it('refuses a conversion it cannot read', () => {
    const museum = (over: Record<string, unknown>) => bad(withExpense(CONVERTED, 0, over));
    expect(museum({ conversionRate: '-1' })).toBe(
      'Expense 1 ("Museum"): the conversion rate is not a positive number.',
    );
    expect(museum({ conversionRate: null })).toBe(
      'Expense 1 ("Museum"): the conversion rate is not a positive number.',
    );
    expect(museum({ originalCurrency: 'euro' })).toBe(
      'Expense 1 ("Museum"): the original currency is not a 3-letter code.',
    );
    expect(museum({ originalAmount: 20.5 })).toBe(
      'Expense 1 ("Museum"): the original amount is not a whole number of minor units.',
    );
  });
});

// ---- Random groups: the imported balances are Spliit's ----

const MODES: SpliitSplitMode[] = ['EVENLY', 'BY_SHARES', 'BY_PERCENTAGE', 'BY_AMOUNT'];

/** Whole parts of `total` in proportion to `weights` (all > 0), the rest on the last: how a form fills them in. */
function partsOf(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const out = weights.map((w) => Math.trunc((total * w) / sum));
  out[out.length - 1]! += total - out.reduce((s, x) => s + x, 0);
  return out;
}

const expenseArb = (ids: string[]) =>
  fc
    .record({
      id: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
      amount: fc.integer({ min: -2_000_000, max: 2_000_000 }).filter((a) => a !== 0),
      payer: fc.constantFrom(...ids),
      people: fc.shuffledSubarray(ids, { minLength: 1 }),
      weights: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 6, maxLength: 6 }),
      mode: fc.constantFrom(...MODES),
      isReimbursement: fc.boolean(),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ id, amount, payer, people, weights, mode, isReimbursement, day }): SpliitExpense => {
      const w = weights.slice(0, people.length);
      const shares = mode === 'BY_PERCENTAGE' ? partsOf(10_000, w) : mode === 'BY_AMOUNT' ? partsOf(amount, w) : w;
      return {
        ...(id === undefined ? {} : { id }),
        expenseDate: `2024-03-${String(day).padStart(2, '0')}T00:00:00.000Z`,
        title: 'Item',
        category: null,
        amount,
        paidById: payer,
        paidFor: people.map((participantId, i) => ({ participantId, shares: shares[i]! })),
        isReimbursement,
        splitMode: mode,
      };
    });

const groupArb: fc.Arbitrary<SpliitGroup> = fc
  .record({
    ids: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
    names: fc.array(fc.constantFrom('Asha', 'asha', 'Bala', 'common', '', 'Chen Li'), { minLength: 6, maxLength: 6 }),
    currencyCode: fc.constantFrom('INR', 'JPY', 'EUR', null),
  })
  .chain(({ ids, names, currencyCode }) =>
    fc.array(expenseArb(ids), { maxLength: 15 }).map((expenses) => ({
      name: 'Random',
      currency: '₹',
      currencyCode,
      participants: ids.map((id, i) => ({ id, name: names[i]! })),
      expenses,
    })),
  );

describe('random Spliit groups', () => {
  it('import with exactly the balances Spliit computes', () => {
    fc.assert(
      fc.property(groupArb, (group) => {
        const ledger = load(group);
        const { imported, spliit } = compareBalances(group, ledger);
        expect(imported).toEqual(spliit);
        expect(ledger.members).toHaveLength(group.participants.length);
        expect(new Set(ledger.members.map((m) => m.toLowerCase())).size).toBe(group.participants.length);
        for (const t of ledger.transactions) expect(splitProblem(t.amount, t.splitInfo!.details)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
