import { describe, it, expect } from 'vitest';
import * as d from './defaults';

describe('defaults', () => {
  it('has SPEC categories in order, with the Insrance spelling', () => {
    expect(d.DEFAULT_CATEGORIES).toEqual([
      'Food',
      'Rent',
      'Utilities',
      'Transport',
      'Entertainment',
      'Health',
      'Miscellaneous',
      'Insrance',
      'EMI',
    ]);
  });

  it('has SPEC tags in order', () => {
    expect(d.DEFAULT_TAGS).toEqual([
      'Personal',
      'Work',
      'Family',
      'Friends',
      'Travel',
      'Shopping',
      'Food',
      'Health',
      'Entertainment',
      'Miscellaneous',
    ]);
  });

  it('has SPEC constants', () => {
    expect(d.DEFAULT_PAYMENT_MODE).toBe('UPI');
    expect(d.DEFAULT_SPLIT_TYPE).toBe('Equal');
    expect(d.APP_VERSION).toBe('0.0.100');
    expect(d.STATE_VERSION).toBe('1.0.1');
    expect(d.PRODUCT_NAME).toBe('Vyay');
    expect(d.NEW_LEDGER_WINDOW_MS).toBe(2000);
    expect(d.SPLIT_TOLERANCE).toBe(0.1);
    expect(d.TOAST_DURATION_MS).toBe(1500);
  });

  it('returns fresh settings objects each call', () => {
    const a = d.defaultCommonSettings();
    a.categories.push('X');
    a.tags.length = 0;
    expect(d.defaultCommonSettings().categories).toHaveLength(9);
    expect(d.defaultCommonSettings().tags).toHaveLength(10);
    expect(d.DEFAULT_CATEGORIES).toHaveLength(9);
  });

  it('monthly settings default to UPI paid by the user', () => {
    expect(d.defaultMonthlySettings('u1')).toEqual({ paymentMode: 'UPI', paidBy: 'u1' });
  });

  it('one-time settings default to Equal with empty maps', () => {
    const a = d.defaultOnetimeSettings();
    a.shares.x = 2;
    expect(d.defaultOnetimeSettings()).toEqual({
      splitType: 'Equal',
      percentages: {},
      shares: {},
      simplifyDebts: true,
    });
  });

  it('only the exact state version marker is current', () => {
    expect(d.isStateVersionCurrent('1.0.1')).toBe(true);
    expect(d.isStateVersionCurrent('1.0.0')).toBe(false);
    expect(d.isStateVersionCurrent(undefined)).toBe(false);
    expect(d.isStateVersionCurrent(101)).toBe(false);
  });
});
