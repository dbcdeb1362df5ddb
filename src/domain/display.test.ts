import { describe, it, expect } from 'vitest';
import { avatarInitial, documentTitle, pageTitle, switchedToMessage } from './display';
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
