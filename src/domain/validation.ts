// Form checks returning the exact SPEC §5/§8 message, or null when the input is fine.
import { isAmountInput, parseAmount, roundTo } from './money';
import { splitProblem } from './splits';
import type { SplitLine } from './types';

export type AmountKind = 'income' | 'expense' | 'split' | 'recurring';

// Messages not worded by SPEC; kept here so the UI and tests share one spelling.
export const AMOUNT_INVALID = 'Enter a valid amount';
export const AMOUNT_NOT_POSITIVE = 'Amount must be more than 0';
export const AMOUNT_ZERO = 'Amount cannot be 0';
export const NAME_REQUIRED = 'Name is required';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Enter a valid email address';

export function validateDescription(text: string): string | null {
  return text.trim() ? null : 'Description is required';
}

export const validateRecurringDescription = validateDescription;

/**
 * Income and split amounts must be above 0. A monthly expense may be negative (a refund) but not 0,
 * which records nothing. Recurring amounts may be 0 or negative: that means "ask each month" (SPEC §4).
 */
export function validateAmount(text: string, kind: AmountKind): string | null {
  const t = text.trim();
  if (!t) return 'Amount is required';
  const signed = kind === 'expense' || kind === 'recurring';
  if (!isAmountInput(t, { signed }) || (t === '-' && kind !== 'recurring')) return AMOUNT_INVALID;
  const n = parseAmount(t);
  if ((kind === 'income' || kind === 'split') && n <= 0) return AMOUNT_NOT_POSITIVE;
  if (kind === 'expense' && n === 0) return AMOUNT_ZERO;
  return null;
}

export function validateGroupName(name: string): string | null {
  return name.trim() ? null : 'Group name is required';
}

export function validateRename(name: string): string | null {
  return name.trim() ? null : 'Please enter the group name';
}

function existsIgnoringCase(name: string, existing: readonly string[]): boolean {
  const n = name.trim().toLowerCase();
  return existing.some((e) => e.trim().toLowerCase() === n);
}

export function validateCategory(name: string, existing: readonly string[]): string | null {
  if (!name.trim()) return 'Category cannot be empty';
  return existsIgnoringCase(name, existing) ? 'Category already exists' : null;
}

/** SPEC only says case-insensitive for categories; tags follow suit so 'work' cannot sit beside 'Work'. */
export function validateTag(name: string, existing: readonly string[]): string | null {
  if (!name.trim()) return 'Tag cannot be empty';
  return existsIgnoringCase(name, existing) ? 'Tag already exists' : null;
}

/** 'a email' is SPEC's wording. */
export function validateMemberEmail(email: string): string | null {
  return email.trim() ? null : 'Please enter a email for the temporary member.';
}

export function noUserFoundMessage(email: string): string {
  return `No user found with email ${email.trim()}.`;
}

export function validateTemporaryName(name: string): string | null {
  return name.trim() ? null : 'Please enter a name for the temporary member.';
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Device sign-in needs both, mirroring SPEC §4's rule that an account has an email and a display name. */
export function validateProfile({ name, email }: { name: string; email: string }): string | null {
  if (!name.trim()) return NAME_REQUIRED;
  if (!email.trim()) return EMAIL_REQUIRED;
  return EMAIL_PATTERN.test(email.trim()) ? null : EMAIL_INVALID;
}

/** The settings minus button: never below 0, and no float drift from repeated steps. */
export function stepNonNegative(value: number, delta: number): number {
  return Math.max(0, roundTo(value + delta, 3));
}

/** The split expense form's checks in SPEC order: description, amount, then the split itself. */
export function validateSplitExpense({ description, amountText, lines }: { description: string; amountText: string; lines: SplitLine[] }): string | null {
  return (
    validateDescription(description) ??
    validateAmount(amountText, 'split') ??
    splitProblem(parseAmount(amountText), lines)
  );
}
