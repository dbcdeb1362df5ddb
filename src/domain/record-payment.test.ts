import { describe, expect, it } from 'vitest';
import { AMOUNT_REQUIRED } from './messages';
import { AMOUNT_NOT_POSITIVE } from './validation';
import { paymentOverMessage, paymentProblem, paymentSentence } from './record-payment';

const owed = { debtor: 'Ravi', owed: 6533.33 };

describe('paymentProblem', () => {
  it('accepts the whole debt or any part of it', () => {
    expect(paymentProblem('6533.33', owed)).toBeNull();
    expect(paymentProblem('2000', owed)).toBeNull();
    expect(paymentProblem('0.01', owed)).toBeNull();
  });

  it('refuses more than is owed, by even a paisa, and says how much is', () => {
    expect(paymentProblem('6533.34', owed)).toBe(paymentOverMessage('Ravi', 6533.33));
    expect(paymentOverMessage('Ravi', 6533.33)).toBe('Ravi owes ₹6,533.33; record at most that.');
  });

  it('uses the usual amount messages for empty and zero', () => {
    expect(paymentProblem('', owed)).toBe(AMOUNT_REQUIRED);
    expect(paymentProblem('0', owed)).toBe(AMOUNT_NOT_POSITIVE);
  });
});

describe('paymentSentence', () => {
  it('reads as the card and the toast show it, in Indian grouping', () => {
    expect(paymentSentence('Asha', 'Ravi', 6533.33)).toBe('Asha paid Ravi ₹6,533.33');
  });
});
