// Form checks returning the exact SPEC §5/§8 message, or null when the input is fine.
import {
  AMOUNT_DECIMALS,
  isReservedName,
  MAX_AMOUNT,
  MAX_COMMENTS,
  MAX_DESCRIPTION,
  MAX_LABEL,
  MAX_NAME,
  MAX_TAGS_PER_ENTRY,
  SPLIT_DECIMALS,
} from './limits';
import {
  convert,
  CURRENCY_INVALID,
  formatMoney,
  isCurrencyCode,
  minorUnits,
  RATE_DECIMALS,
  RATE_NOT_POSITIVE,
  rateProblem,
} from './currency';
import { amountValue, decimalPlaces, formatAmount, isAmountInput, parseAmount, roundTo, toMilli } from './money';
import { payersProblem } from './payers';
import { splitProblem } from './splits';
import type { Member, SplitLine, Transaction } from './types';
import {
  AMOUNT_REQUIRED,
  CATEGORY_EMPTY,
  CATEGORY_EXISTS,
  DESCRIPTION_REQUIRED,
  GROUP_NAME_REQUIRED,
  MEMBER_EMAIL_REQUIRED,
  RENAME_REQUIRED,
  TAG_EMPTY,
  TAG_EXISTS,
  TEMPORARY_NAME_REQUIRED,
  noUserFound,
} from './messages';

type AmountKind = 'income' | 'expense' | 'split' | 'recurring';

// Messages not worded by SPEC; kept here so the UI and tests share one spelling.
export const AMOUNT_INVALID = 'Enter a valid amount';
export const AMOUNT_NOT_POSITIVE = 'Amount must be more than 0';
const AMOUNT_ZERO = 'Amount cannot be 0';
export const NAME_REQUIRED = 'Name is required';
const EMAIL_REQUIRED = 'Email is required';
const EMAIL_INVALID = 'Enter a valid email address';

const CRORE = 10_000_000;
/** MAX_AMOUNT in the words people use for it, through the app's own formatter: '₹10,000 crore'. */
const MAX_AMOUNT_WORDS = `₹${formatAmount(MAX_AMOUNT / CRORE)} crore`;

export const AMOUNT_DECIMALS_MESSAGE = `Use at most ${AMOUNT_DECIMALS} decimal places`;
export const SPLIT_DECIMALS_MESSAGE = `Use at most ${SPLIT_DECIMALS} decimal places`;
export const AMOUNT_TOO_LARGE = `Amount cannot be more than ${MAX_AMOUNT_WORDS}`;
/** Shares and percentages are not rupees, so this one leaves the sign out. */
export const SPLIT_TOO_LARGE = `Split values cannot be more than ${formatAmount(MAX_AMOUNT / CRORE)} crore`;
export const DESCRIPTION_TOO_LONG = `Description can be at most ${MAX_DESCRIPTION} characters`;
export const COMMENTS_TOO_LONG = `Comments can be at most ${MAX_COMMENTS} characters`;
const GROUP_NAME_TOO_LONG = `Group name can be at most ${MAX_NAME} characters`;
const NAME_TOO_LONG = `Name can be at most ${MAX_NAME} characters`;
const CATEGORY_TOO_LONG = `Category can be at most ${MAX_LABEL} characters`;
const TAG_TOO_LONG = `Tag can be at most ${MAX_LABEL} characters`;
export const TOO_MANY_TAGS = `Choose at most ${MAX_TAGS_PER_ENTRY} tags`;
const NAME_PATH_UNSAFE = 'A name cannot contain "/" or be "." or "..".';

function reservedNameMessage(name: string): string {
  return `"${name.trim()}" is reserved. Choose another name.`;
}

export function alreadyMemberMessage(name: string): string {
  return `${name} is already a member.`;
}

export function validateDescription(text: string): string | null {
  const t = text.trim();
  if (!t) return DESCRIPTION_REQUIRED;
  return t.length > MAX_DESCRIPTION ? DESCRIPTION_TOO_LONG : null;
}

/** Comments are optional; only their length is checked. */
export function validateComments(text: string): string | null {
  return text.trim().length > MAX_COMMENTS ? COMMENTS_TOO_LONG : null;
}

export function validateTags(tags: readonly string[]): string | null {
  return tags.length > MAX_TAGS_PER_ENTRY ? TOO_MANY_TAGS : null;
}

export const validateRecurringDescription = validateDescription;

/**
 * Income and split amounts must be above 0. A monthly expense may be negative (a refund) but not 0,
 * which records nothing. Recurring amounts may be 0 or negative: that means "ask each month" (SPEC §4).
 * Then paise at most, and at most MAX_AMOUNT either way. Zero is read from the digits, not the double,
 * so a string of nines too long for a double is too large rather than 0, and 0.0001 has too many decimals.
 * The text must be plain digits (what the amount fields hold); pasted '₹1,200' goes through
 * normaliseAmountText first, so nothing that passes here is read differently by parseAmount.
 */
export function validateAmount(text: string, kind: AmountKind, { stored }: { stored?: string } = {}): string | null {
  const t = text.trim();
  if (!t) return AMOUNT_REQUIRED;
  const signed = kind === 'expense' || kind === 'recurring';
  if (!isAmountInput(t, { signed }) || (t === '-' && kind !== 'recurring')) return AMOUNT_INVALID;
  const zero = !/[1-9]/.test(t);
  if ((kind === 'income' || kind === 'split') && zero) return AMOUNT_NOT_POSITIVE;
  if (kind === 'expense' && zero) return AMOUNT_ZERO;
  // An amount left as it was stored is not held to today's decimals rule: split expenses used to be kept
  // to thousandths, and a description fix must not require touching the amount.
  const unchanged = stored !== undefined && t === stored.trim();
  if (!unchanged && decimalPlaces(t) > AMOUNT_DECIMALS) return AMOUNT_DECIMALS_MESSAGE;
  return Math.abs(amountValue(t)) <= MAX_AMOUNT ? null : AMOUNT_TOO_LARGE;
}

/**
 * One member's share count, percentage or custom amount in a split. Empty counts as 0, as the split
 * form reads it; thousandths at most, the precision splits are kept at.
 */
export function validateSplitInput(text: string): string | null {
  const t = text.trim();
  if (!isAmountInput(t, { signed: false })) return AMOUNT_INVALID;
  if (decimalPlaces(t) > SPLIT_DECIMALS) return SPLIT_DECIMALS_MESSAGE;
  return amountValue(t) <= MAX_AMOUNT ? null : SPLIT_TOO_LARGE;
}

export function validateGroupName(name: string): string | null {
  if (!name.trim()) return GROUP_NAME_REQUIRED;
  return name.trim().length > MAX_NAME ? GROUP_NAME_TOO_LONG : null;
}

export function validateRename(name: string): string | null {
  if (!name.trim()) return RENAME_REQUIRED;
  return name.trim().length > MAX_NAME ? GROUP_NAME_TOO_LONG : null;
}

function existsIgnoringCase(name: string, existing: readonly string[]): boolean {
  const n = name.trim().toLowerCase();
  return existing.some((e) => e.trim().toLowerCase() === n);
}

export function validateCategory(name: string, existing: readonly string[]): string | null {
  if (!name.trim()) return CATEGORY_EMPTY;
  if (name.trim().length > MAX_LABEL) return CATEGORY_TOO_LONG;
  return existsIgnoringCase(name, existing) ? CATEGORY_EXISTS : null;
}

/** SPEC only says case-insensitive for categories; tags follow suit so 'work' cannot sit beside 'Work'. */
export function validateTag(name: string, existing: readonly string[]): string | null {
  if (!name.trim()) return TAG_EMPTY;
  if (name.trim().length > MAX_LABEL) return TAG_TOO_LONG;
  return existsIgnoringCase(name, existing) ? TAG_EXISTS : null;
}

/** 'a email' is SPEC's wording. */
export function validateMemberEmail(email: string): string | null {
  return email.trim() ? null : MEMBER_EMAIL_REQUIRED;
}

export function noUserFoundMessage(email: string): string {
  return noUserFound(email.trim());
}

/** Why a name cannot be a temporary member's id (it becomes a document path segment), or null. */
export function reservedNameProblem(name: string): string | null {
  if (!isReservedName(name)) return null;
  const n = name.trim();
  return n.includes('/') || n === '.' || n === '..' ? NAME_PATH_UNSAFE : reservedNameMessage(n);
}

/**
 * A temporary member's id is their name, so it must be a safe path segment, and unique without case
 * against every member's name and id ('ravi' beside 'Ravi' would be two people who look like one).
 */
export function validateTemporaryName(name: string, members: readonly Member[] = []): string | null {
  const n = name.trim();
  if (!n) return TEMPORARY_NAME_REQUIRED;
  if (n.length > MAX_NAME) return NAME_TOO_LONG;
  const reserved = reservedNameProblem(n);
  if (reserved) return reserved;
  const key = n.toLowerCase();
  const same = members.find((m) => [m.displayName, m.id, m.userId].some((x) => x.trim().toLowerCase() === key));
  return same ? alreadyMemberMessage(same.displayName || n) : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Device sign-in needs both, mirroring SPEC §4's rule that an account has an email and a display name. */
export function validateProfile({ name, email }: { name: string; email: string }): string | null {
  if (!name.trim()) return NAME_REQUIRED;
  if (name.trim().length > MAX_NAME) return NAME_TOO_LONG;
  if (!email.trim()) return EMAIL_REQUIRED;
  return EMAIL_PATTERN.test(email.trim()) ? null : EMAIL_INVALID;
}

/** The settings minus button: never below 0, and no float drift from repeated steps. */
export function stepNonNegative(value: number, delta: number): number {
  return Math.max(0, roundTo(value + delta, 3));
}

interface SplitExpenseInput {
  description: string;
  amountText: string;
  /** An edit's amount as stored, which the decimals rule lets stand. */
  storedAmountText?: string;
  lines: SplitLine[];
  /** What is typed in each member's split box (shares, percentages or custom amounts). */
  splitTexts?: readonly string[];
  comments?: string;
  tags?: readonly string[];
}

/**
 * The split expense form's checks in SPEC order: description, amount, then the split itself; the
 * bounds SPEC does not cover come after the check they belong with, and comments and tags last.
 */
export function validateSplitExpense({
  description,
  amountText,
  storedAmountText,
  lines,
  splitTexts = [],
  comments = '',
  tags = [],
}: SplitExpenseInput): string | null {
  return (
    validateDescription(description) ??
    validateAmount(amountText, 'split', { stored: storedAmountText }) ??
    firstProblem(splitTexts, validateSplitInput) ??
    splitProblem(parseAmount(amountText), lines) ??
    validateComments(comments) ??
    validateTags(tags)
  );
}

/** The first message a check gives for any of the values, or null. */
export function firstProblem<T>(values: readonly T[], check: (value: T) => string | null): string | null {
  for (const value of values) {
    const problem = check(value);
    if (problem) return problem;
  }
  return null;
}

/** The parts of an entry that several payers and a foreign currency add. */
type EntryExtras = Pick<Transaction, 'amount' | 'payers' | 'originalAmount' | 'originalCurrency' | 'exchangeRate'>;

/**
 * Why an entry's payers or foreign-currency fields cannot be saved, or null. Payers: payersProblem
 * (2..50, each above 0, nobody twice, adding up to the amount). Foreign currency: all three fields or
 * none; a valid code other than the ledger's; the amount paid above 0 with no more decimals than its
 * currency has; a rate as rateProblem allows; and `amount` exactly convert(originalAmount, rate,
 * ledgerCurrency), so the converted figure can never drift from what the rate says. The ledger's currency
 * is needed for that last check: an entry read on its own (decode.ts) can only be checked loosely.
 */
export function entryExtrasProblem(t: EntryExtras, currencyOfLedger: string): string | null {
  if (t.payers !== undefined) {
    const problem = payersProblem(t.payers, t.amount);
    if (problem) return problem;
  }
  return foreignCurrencyProblem(t, currencyOfLedger);
}

export const FOREIGN_INCOMPLETE = 'Enter the amount paid, its currency and the rate together';
export const sameCurrencyMessage = (code: string) => `This ledger is already in ${code}`;
export const foreignDecimalsMessage = (code: string, units: number) =>
  units === 0 ? `${code} amounts have no decimal places` : `${code} amounts have at most ${units} decimal places`;
export const convertedAmountMessage = (expected: string) => `Amount should be ${expected} at this rate`;

/** The foreign-currency half of entryExtrasProblem. */
export function foreignCurrencyProblem(t: EntryExtras, currencyOfLedger: string): string | null {
  const { originalAmount, originalCurrency, exchangeRate } = t;
  const given = [originalAmount, originalCurrency, exchangeRate].filter((v) => v !== undefined).length;
  if (given === 0) return null;
  if (given !== 3 || originalAmount === undefined || originalCurrency === undefined || exchangeRate === undefined)
    return FOREIGN_INCOMPLETE;
  if (!isCurrencyCode(originalCurrency)) return CURRENCY_INVALID;
  if (originalCurrency === currencyOfLedger) return sameCurrencyMessage(currencyOfLedger);
  if (!(Number.isFinite(originalAmount) && originalAmount > 0)) return AMOUNT_NOT_POSITIVE;
  if (originalAmount > MAX_AMOUNT) return AMOUNT_TOO_LARGE;
  const units = minorUnits(originalCurrency);
  if (decimalPlaces(String(originalAmount)) > units || String(originalAmount).includes('e'))
    return foreignDecimalsMessage(originalCurrency, units);
  if (!(exchangeRate > 0)) return RATE_NOT_POSITIVE;
  // A rate below 1e-6 prints as '1e-7'; written out it has too many decimals, which rateProblem says.
  const rateText = String(exchangeRate).includes('e') ? exchangeRate.toFixed(RATE_DECIMALS + 1) : String(exchangeRate);
  const rate = rateProblem(rateText);
  if (rate) return rate;
  const expected = convert(originalAmount, exchangeRate, currencyOfLedger);
  return toMilli(expected) === toMilli(t.amount)
    ? null
    : convertedAmountMessage(formatMoney(expected, currencyOfLedger));
}
