import { describe, it, expect } from 'vitest';
import { avatarInitial, detailsSummary, documentTitle, pageTitle, switchedToMessage } from './display';
import { ledger } from './test-builders';

describe('display rules', () => {
  it('avatar initial is the first letter, upper-cased, else V', () => {
    expect(avatarInitial('priya')).toBe('P');
    expect(avatarInitial('  Émile')).toBe('É');
    expect(avatarInitial('')).toBe('V');
    expect(avatarInitial(undefined)).toBe('V');
    expect(avatarInitial('   ')).toBe('V');
  });
  it('page title is the group name or Vyay', () => {
    expect(pageTitle(ledger({ name: 'Goa' }))).toBe('Goa');
    expect(pageTitle(null)).toBe('Vyay');
    expect(pageTitle(ledger({ name: ' ' }))).toBe('Vyay');
  });
  it('switch toast', () => {
    expect(switchedToMessage('Goa')).toBe('Switched to Goa');
  });
});

describe('documentTitle', () => {
  it('names the screen, the group and the product', () => {
    expect(documentTitle('Add Expense', 'Household')).toBe('Add Expense · Household · Vyay');
  });
  it('leaves out what is missing or repeated', () => {
    expect(documentTitle('Members', null)).toBe('Members · Vyay');
    expect(documentTitle('Goa trip', 'Goa trip')).toBe('Goa trip · Vyay');
    expect(documentTitle('', null)).toBe('Vyay');
    expect(documentTitle('Vyay', null)).toBe('Vyay');
  });
});

describe('detailsSummary', () => {
  const now = new Date(2026, 10, 22, 15, 0).getTime();
  it('says Today and the payment mode for a fresh entry', () => {
    expect(detailsSummary({ date: now, now, paymentMode: 'UPI', tags: [], comments: '' })).toBe('Today · UPI');
  });
  it('names another day, and counts tags and a comment', () => {
    const date = new Date(2026, 2, 3, 9, 0).getTime();
    expect(detailsSummary({ date, now, paymentMode: 'Cash', tags: ['Trip'], comments: 'tip' })).toBe(
      '3 Mar 2026 · Cash · 1 tag · comment',
    );
    expect(detailsSummary({ date, now, paymentMode: 'Cash', tags: ['a', 'b'], comments: '  ' })).toBe(
      '3 Mar 2026 · Cash · 2 tags',
    );
  });
});
