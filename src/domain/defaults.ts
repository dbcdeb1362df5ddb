// Product constants and default settings from SPEC §3 and §9, in one place.
import type { CommonSettings, MonthlySettings, OnetimeSettings, PaymentMode, SplitMethod } from './types';

/** 'Insrance' is spelled as SPEC §3 spells it. */
export const DEFAULT_CATEGORIES: readonly string[] = Object.freeze([
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

export const DEFAULT_TAGS: readonly string[] = Object.freeze([
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

export const DEFAULT_PAYMENT_MODE: PaymentMode = 'UPI';
export const DEFAULT_SPLIT_TYPE: SplitMethod = 'Equal';
export const APP_VERSION = '0.0.100';
export const STATE_VERSION = '1.0.1';
export const PRODUCT_NAME = 'Vyay';
export const NEW_LEDGER_WINDOW_MS = 2000;
export const SPLIT_TOLERANCE = 0.1;
export const TOAST_DURATION_MS = 1500;
export const PERSIST_TIMEOUT_MS = 5000;
export const PERSIST_KEY = 'root';
export const FIRST_YEAR = 2024;

// Fresh copies each call so callers can mutate settings without touching the defaults.
export function defaultCommonSettings(): CommonSettings {
  return { categories: [...DEFAULT_CATEGORIES], tags: [...DEFAULT_TAGS] };
}

export function defaultMonthlySettings(userId: string): MonthlySettings {
  return { paymentMode: DEFAULT_PAYMENT_MODE, paidBy: userId };
}

export function defaultOnetimeSettings(): OnetimeSettings {
  return { splitType: DEFAULT_SPLIT_TYPE, percentages: {}, shares: {}, simplifyDebts: true };
}

/** SPEC §4: any stored marker other than 1.0.1 (including none) means local state is reset. */
export function isStateVersionCurrent(storedVersion: unknown): boolean {
  return storedVersion === STATE_VERSION;
}
