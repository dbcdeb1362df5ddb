import { describe, expect, it } from 'vitest';
import { computeBalances, settleUpSuggestions } from './balances';
import { nameLookup } from './member-names';
import { summaryFileName, summaryText, summaryTexts } from './summary-texts';
import { customExpense, expense, member, settlement } from './test-builders';
import type { Transaction } from './types';

const people = [member('asha'), member('tara'), member('ravi')];
const nameOf = nameLookup(people);
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12).getTime();

/** Asha paid 2,000: Tara's part is 516.66, Ravi's 1,483.34; Ravi paid 90 for Tara alone. */
function goaTrip(): Transaction[] {
  return [
    customExpense('asha', 2000, { tara: 516.66, ravi: 1483.34 }, { description: 'Villa', date: day(2025, 3, 12) }),
    customExpense('ravi', 90, { tara: 90 }, { description: 'Chai', date: day(2025, 3, 18) }),
  ];
}

describe('summaryTexts and summaryText', () => {
  function summary(currency = 'INR', transactions = goaTrip()) {
    const balances = computeBalances(transactions, people);
    return summaryTexts({
      ledgerName: 'Goa Trip',
      currency,
      transactions,
      balances,
      transfers: settleUpSuggestions(transactions, balances),
      nameOf,
    });
  }

  it('has the name, the first and last expense’s days, the total, spent and paid, and who pays whom', () => {
    const texts = summary();
    expect(texts).toEqual({
      title: 'Goa Trip',
      dates: '12–18 Mar 2025',
      total: '₹2,090',
      people: [
        { name: 'Asha', spent: '₹0', paid: '₹2,000' },
        { name: 'Tara', spent: '₹606.66', paid: '₹0' },
        { name: 'Ravi', spent: '₹1,483.34', paid: '₹90' },
      ],
      payments: [
        { who: 'Ravi pays Asha', amount: '₹1,393.34' },
        { who: 'Tara pays Asha', amount: '₹606.66' },
      ],
    });
    expect(summaryText(texts)).toBe(
      [
        'Goa Trip',
        '12–18 Mar 2025',
        'Total Expenses: ₹2,090',
        '',
        'Spent and paid:',
        'Asha: spent ₹0, paid ₹2,000',
        'Tara: spent ₹606.66, paid ₹0',
        'Ravi: spent ₹1,483.34, paid ₹90',
        '',
        'Who pays whom:',
        'Ravi pays Asha ₹1,393.34',
        'Tara pays Asha ₹606.66',
      ].join('\n'),
    );
  });

  it('writes every figure in the ledger’s currency', () => {
    const text = summaryText(summary('EUR'));
    expect(text).toContain('Total Expenses: €2,090.00');
    expect(text).toContain('Tara: spent €606.66, paid €0.00');
    expect(text).toContain('Tara pays Asha €606.66');
    expect(text).not.toContain('₹');
  });

  it('counts expenses only: a payment changes who pays whom, not the total or the dates', () => {
    const paid = [...goaTrip(), settlement('tara', 'asha', 606.66, { date: day(2025, 4, 2) })];
    const texts = summary('INR', paid);
    expect(texts.total).toBe('₹2,090');
    expect(texts.dates).toBe('12–18 Mar 2025');
    expect(texts.payments).toEqual([{ who: 'Ravi pays Asha', amount: '₹1,393.34' }]);
  });

  it('says so when everyone is settled up, and has no dates before the first expense', () => {
    expect(summaryText(summary('INR', []))).toBe(
      [
        'Goa Trip',
        'Total Expenses: ₹0',
        '',
        'Spent and paid:',
        'Asha: spent ₹0, paid ₹0',
        'Tara: spent ₹0, paid ₹0',
        'Ravi: spent ₹0, paid ₹0',
        '',
        'Who pays whom:',
        'Everyone is settled up.',
      ].join('\n'),
    );
    const even = [expense('asha', 300, ['asha', 'tara', 'ravi'], { date: day(2025, 3, 12) })];
    expect(summary('INR', even).dates).toBe('12 Mar 2025');
  });
});

describe('summaryFileName', () => {
  it('is the trip’s name without what file systems refuse', () => {
    expect(summaryFileName('Goa Trip')).toBe('Goa Trip summary.png');
    expect(summaryFileName('Goa/Gokarna: 2025?')).toBe('Goa Gokarna 2025 summary.png');
    expect(summaryFileName('गोवा यात्रा')).toBe('गोवा यात्रा summary.png');
    expect(summaryFileName(' / ')).toBe('Trip summary.png');
  });
});
