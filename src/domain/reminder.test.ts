import { describe, expect, it } from 'vitest';
import { pairwiseDebts } from './balances';
import { nameLookup } from './member-names';
import { reminderText, whatsAppLink, type ReminderInput } from './reminder';
import { customExpense, member } from './test-builders';
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

function reminder(over: Partial<ReminderInput> = {}): string | null {
  // Who owes whom directly: Tara owes Asha 516.66 and Ravi 90; Ravi owes Asha 1,483.34.
  const transfers = pairwiseDebts(goaTrip(), people);
  return reminderText({
    ledgerName: 'Goa Trip',
    currency: 'INR',
    transfers,
    debtorId: 'tara',
    creditorId: 'asha',
    nameOf,
    ...over,
  });
}

describe('reminderText', () => {
  it('asks the debtor for their own debt to the sender, in rupees, and nothing else', () => {
    const text = reminder();
    expect(text).toBe('Hi Tara, for Goa Trip you owe me ₹516.66.');
    // Ravi's debt to Asha, Tara's to Ravi and what Tara owes in all (606.66) are not her business with Asha.
    expect(text).not.toMatch(/Ravi|1,483|90|606/);
    expect(reminder({ debtorId: 'ravi' })).toBe('Hi Ravi, for Goa Trip you owe me ₹1,483.34.');
  });

  it('adds a UPI link to pay the sender exactly that, only when the sender has a UPI ID', () => {
    expect(reminder({ creditorUpiId: 'asha@okaxis' })).toBe(
      'Hi Tara, for Goa Trip you owe me ₹516.66. Pay by UPI: ' +
        'upi://pay?pa=asha%40okaxis&pn=Asha&am=516.66&cu=INR&tn=Goa%20Trip%3A%20Tara%20to%20Asha',
    );
    expect(reminder({ creditorUpiId: undefined })).not.toContain('UPI');
    expect(reminder({ creditorUpiId: '' })).not.toContain('UPI');
    expect(reminder({ creditorUpiId: 'not an id' })).not.toContain('UPI');
  });

  it('states the debt in the ledger’s currency, and offers UPI only for rupees', () => {
    expect(reminder({ currency: 'EUR', creditorUpiId: 'asha@okaxis' })).toBe(
      'Hi Tara, for Goa Trip you owe me €516.66.',
    );
    expect(reminder({ currency: 'JPY' })).toBe('Hi Tara, for Goa Trip you owe me ¥517.');
  });

  it('writes lakh amounts with Indian grouping', () => {
    const transfers = [{ from: 'tara', to: 'asha', amount: 123456.5 }];
    expect(reminder({ transfers })).toBe('Hi Tara, for Goa Trip you owe me ₹1,23,456.5.');
  });

  it('has nothing to say when the debtor owes the sender nothing', () => {
    // Tara owes Ravi, and Asha owes nobody: neither is a debt to the sender.
    expect(reminder({ creditorId: 'ravi', debtorId: 'asha' })).toBeNull();
    expect(reminder({ transfers: [{ from: 'asha', to: 'tara', amount: 100 }] })).toBeNull();
    expect(reminder({ transfers: [] })).toBeNull();
  });
});

describe('whatsAppLink', () => {
  it('carries the whole text, encoded', () => {
    const text = 'Hi Tara, for Goa Trip you owe me ₹516.66. Pay by UPI: upi://pay?pa=asha%40okaxis&am=516.66';
    const link = whatsAppLink(text);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(text);
  });
});
