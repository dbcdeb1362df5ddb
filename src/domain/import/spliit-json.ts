// Reads a Spliit group export (JSON) into an ImportedLedger whose balances equal the ones Spliit shows.
import { computeBalances } from '../balances';
import { isCurrencyCode, isRate, RATE_DECIMALS } from '../currency';
import {
  isDateInRange,
  isReservedName,
  MAX_AMOUNT,
  MAX_COMMENTS,
  MAX_DESCRIPTION,
  MAX_LABEL,
  MAX_NAME,
  MAX_SPLIT_LINES,
} from '../limits';
import { roundTo } from '../money';
import type { Member, SplitLine, SplitMethod, Transaction } from '../types';
import type { ImportedLedger, ImportedTransaction, SkippedRow } from './imported-ledger';

/** Why a file could not be imported; the message is a sentence to show as it is. Nothing is produced. */
export class SpliitImportError extends Error {
  override name = 'SpliitImportError';
}

export const NOT_JSON = 'The file is not valid JSON, so it is not a Spliit export.';
export const NOT_A_GROUP = 'The file is not a Spliit group export: it needs "participants" and "expenses" lists.';
export const NO_PARTICIPANTS = 'The group has no participants.';

/** Offered when the file's group has no usable name. */
export const DEFAULT_LEDGER_NAME = 'Spliit group';

const SPLIT_MODES = ['EVENLY', 'BY_SHARES', 'BY_PERCENTAGE', 'BY_AMOUNT'] as const;
type SpliitSplitMode = (typeof SPLIT_MODES)[number];

const METHOD_OF: Record<SpliitSplitMode, SplitMethod> = {
  EVENLY: 'Equal',
  BY_SHARES: 'Shares',
  BY_PERCENTAGE: 'Percentage',
  BY_AMOUNT: 'Custom',
};

/**
 * Spliit's own decimals, not ISO 4217's: its currency list gives these 0 (HUF, IDR and COP have 2 in
 * ISO), and any other code, or a group with no code, is read with 2. Amounts in the file are minor
 * units by these, so reading them by ISO's would scale a forint group's amounts 100 times down.
 */
const SPLIIT_ZERO_DECIMAL = new Set(['COP', 'HUF', 'IDR', 'ISK', 'JPY', 'KRW', 'VND']);

/** Groups made before Spliit stored a currency code carry only a symbol; these are the unmistakable ones. */
const CODE_OF_SYMBOL: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  Rs: 'INR',
  'Rs.': 'INR',
  '₩': 'KRW',
  '₺': 'TRY',
  '₫': 'VND',
  '฿': 'THB',
  '₱': 'PHP',
  '₪': 'ILS',
  R$: 'BRL',
  zł: 'PLN',
  Kč: 'CZK',
  Ft: 'HUF',
};

interface SpliitParticipant {
  id: string;
  name: string;
}

interface PaidFor {
  participantId: string;
  shares: number;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Over-long text is cut (as the decoders do) without halving an emoji. */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return isHighSurrogate(cut.charCodeAt(max - 1)) ? cut.slice(0, -1) : cut;
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

export function parseSpliitJson(text: string): ImportedLedger {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SpliitImportError(NOT_JSON);
  }
  if (!isFields(data) || !Array.isArray(data.participants) || !Array.isArray(data.expenses)) {
    throw new SpliitImportError(NOT_A_GROUP);
  }

  const participants = readParticipants(data.participants);
  const names = memberNames(participants);
  const { code: currency, decimals } = groupCurrency(data);

  const transactions: ImportedTransaction[] = [];
  const skipped: SkippedRow[] = [];
  data.expenses.forEach((raw, i) => {
    const row = readExpense(raw, i + 1, names, currency, decimals);
    if ('skip' in row) skipped.push(row.skip);
    else transactions.push(row.transaction);
  });

  const members = participants.map((p) => names.get(p.id)!);
  const memberDocs: Member[] = members.map((name) => ({ id: name, displayName: name, userId: name }));
  const forBalances: Transaction[] = transactions.map((t, i) => ({
    ...t,
    id: `spliit-${i + 1}`,
    owner: '',
    createdAt: t.date,
    updatedAt: t.date,
  }));

  const groupName = typeof data.name === 'string' ? cutText(oneLine(data.name), MAX_NAME) : '';
  return {
    source: 'Spliit',
    name: groupName || DEFAULT_LEDGER_NAME,
    currency,
    members,
    transactions,
    skipped,
    balances: computeBalances(forBalances, memberDocs),
  };
}

// ---- Group ----

function readParticipants(list: unknown[]): SpliitParticipant[] {
  if (list.length === 0) throw new SpliitImportError(NO_PARTICIPANTS);
  const seen = new Set<string>();
  return list.map((raw, i) => {
    const id = isFields(raw) ? raw.id : undefined;
    const name = isFields(raw) ? raw.name : undefined;
    if (typeof id !== 'string' || id === '' || typeof name !== 'string') {
      throw new SpliitImportError(`Participant ${i + 1} has no id or no name.`);
    }
    if (seen.has(id)) throw new SpliitImportError(`Participant ${i + 1} has the same id as an earlier participant.`);
    seen.add(id);
    return { id, name };
  });
}

/**
 * Each participant's temporary-member name, which is also their member id: unique without case (as
 * validateTemporaryName wants), never a reserved name, never with '/'. Repeats become 'Asha (2)', 'Asha (3)'.
 */
function memberNames(participants: SpliitParticipant[]): Map<string, string> {
  const taken = new Set<string>();
  const names = new Map<string, string>();
  for (const p of participants) {
    const base = cutText(oneLine(p.name).replaceAll('/', '-'), MAX_NAME) || 'Participant';
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()) || isReservedName(name); n++) {
      const suffix = ` (${n})`;
      name = `${cutText(base, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    names.set(p.id, name);
  }
  return names;
}

function groupCurrency(group: Fields): { code: string; decimals: number } {
  const { currencyCode, currency } = group;
  if (typeof currencyCode === 'string' && /^[A-Za-z]{3}$/.test(currencyCode.trim())) {
    const code = currencyCode.trim().toUpperCase();
    return { code, decimals: SPLIIT_ZERO_DECIMAL.has(code) ? 0 : 2 };
  }
  // Without a code Spliit reads every amount with 2 decimals, whatever the symbol.
  const symbol = typeof currency === 'string' ? currency.trim() : '';
  if (/^[A-Za-z]{3}$/.test(symbol)) return { code: symbol.toUpperCase(), decimals: 2 };
  const code = Object.hasOwn(CODE_OF_SYMBOL, symbol) ? CODE_OF_SYMBOL[symbol] : undefined;
  if (code) return { code, decimals: 2 };
  throw new SpliitImportError(
    `Vyay cannot tell which currency ${JSON.stringify(symbol)} is. Choose the group's currency in Spliit and export again.`,
  );
}

// ---- Expenses ----

type Row = { transaction: ImportedTransaction } | { skip: SkippedRow };

function readExpense(
  raw: unknown,
  n: number,
  names: Map<string, string>,
  ledgerCurrency: string,
  decimals: number,
): Row {
  const e: Fields = isFields(raw) ? raw : {};
  const title = typeof e.title === 'string' ? oneLine(e.title) : '';
  const label = title ? `Expense ${n} (${JSON.stringify(title)})` : `Expense ${n}`;
  const fail = (sentence: string): never => {
    throw new SpliitImportError(`${label}: ${sentence}`);
  };
  if (!isFields(raw)) fail('it is not an expense.');
  if (typeof e.title !== 'string') fail('it has no title.');

  const amount = e.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    return fail('the amount is not a whole number of minor units.');
  }
  const major = (minor: number) => minor / 10 ** decimals;
  if (Math.abs(major(amount)) > MAX_AMOUNT) fail('the amount is too large.');

  const date = localDate(e.expenseDate, fail);

  if (typeof e.paidById !== 'string') fail('it names no payer.');
  const payer = names.get(e.paidById as string) ?? fail('paid by an unknown participant.');

  const splitMode = e.splitMode;
  if (!SPLIT_MODES.includes(splitMode as SpliitSplitMode)) {
    fail(
      typeof splitMode === 'string' ? `the split mode "${splitMode}" is not one Spliit has.` : 'it has no split mode.',
    );
  }
  const mode = splitMode as SpliitSplitMode;
  const paidFor = readPaidFor(e.paidFor, names, fail);
  checkShares(mode, amount, paidFor, decimals, fail);

  if (e.isReimbursement !== undefined && typeof e.isReimbursement !== 'boolean') {
    fail('it does not say whether it is a reimbursement.');
  }
  const isReimbursement = e.isReimbursement === true;

  if (amount === 0) return { skip: { line: n, reason: `${label}: the amount is 0, so it changes no balance.` } };

  const id = typeof e.id === 'string' && e.id !== '' ? e.id : undefined;
  const minorShares = spliitShares(id, amount, mode, paidFor);
  const lines: SplitLine[] = paidFor.map((p) => {
    const part = major(minorShares.get(p.participantId)!);
    const userId = names.get(p.participantId)!;
    if (isReimbursement) return { userId, amount: part, split: part };
    switch (mode) {
      case 'EVENLY':
        return { userId, amount: part, split: 1 };
      case 'BY_SHARES':
      case 'BY_PERCENTAGE':
        return { userId, amount: part, split: p.shares / 100 };
      case 'BY_AMOUNT':
        return { userId, amount: part, split: major(p.shares) };
    }
  });

  let from = payer;
  let total = major(amount);
  let details = lines;
  // A reimbursement the wrong way round is money going the other way: the one receiver paid the payer.
  if (isReimbursement && amount < 0 && lines.length === 1) {
    from = lines[0]!.userId;
    total = -total;
    details = [{ userId: payer, amount: total, split: total }];
  }

  const transaction: ImportedTransaction = {
    description: cutText(title, MAX_DESCRIPTION) || `Expense ${n}`,
    amount: total,
    category: readCategory(e.category, fail),
    tags: [],
    type: isReimbursement ? 'settlement' : 'expense',
    date,
    comments: readNotes(e.notes, fail),
    from,
    paymentMode: 'Other',
    splitInfo: { method: isReimbursement ? 'Custom' : METHOD_OF[mode], details },
  };
  Object.assign(transaction, readConversion(e, total, ledgerCurrency, fail));
  return { transaction };
}

/** Spliit stores the calendar day (UTC midnight of it); Vyay keeps that day at local midnight. */
function localDate(value: unknown, fail: (sentence: string) => never): number {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value) : null;
  if (!match) return fail('it has no date.');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(0);
  d.setFullYear(year, month - 1, day);
  d.setHours(0, 0, 0, 0);
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) {
    fail(`the date ${match[0].slice(0, 10)} is not a real date.`);
  }
  const ms = d.getTime();
  if (!isDateInRange(ms)) fail(`the date ${match[0].slice(0, 10)} is outside the years 2000 to 2099.`);
  return ms;
}

function readPaidFor(value: unknown, names: Map<string, string>, fail: (sentence: string) => never): PaidFor[] {
  if (!Array.isArray(value) || value.length === 0) return fail('it is split among nobody.');
  if (value.length > MAX_SPLIT_LINES) fail(`it is split among ${value.length} people; Vyay keeps at most 100.`);
  const seen = new Set<string>();
  return value.map((raw) => {
    const participantId = isFields(raw) ? raw.participantId : undefined;
    const shares = isFields(raw) ? raw.shares : undefined;
    if (typeof participantId !== 'string' || typeof shares !== 'number') {
      fail('a split line has no participant or no shares.');
    }
    if (!names.has(participantId as string)) fail('split with an unknown participant.');
    if (seen.has(participantId as string)) fail('split with the same participant twice.');
    if (!Number.isSafeInteger(shares)) fail('a share is not a whole number.');
    seen.add(participantId as string);
    return { participantId: participantId as string, shares: shares as number };
  });
}

/** What Spliit's form insists on before saving: positive shares, percents that make 100%, amounts that make the total. */
function checkShares(
  mode: SpliitSplitMode,
  amount: number,
  paidFor: PaidFor[],
  decimals: number,
  fail: (sentence: string) => never,
): void {
  if (mode === 'EVENLY') return;
  const sum = paidFor.reduce((s, p) => s + p.shares, 0);
  if (mode === 'BY_AMOUNT') {
    const show = (minor: number) => (minor / 10 ** decimals).toFixed(decimals);
    if (sum !== amount) fail(`the split amounts add up to ${show(sum)}, not ${show(amount)}.`);
    return;
  }
  if (paidFor.some((p) => p.shares <= 0)) fail('every share must be more than 0.');
  if (mode === 'BY_PERCENTAGE' && sum !== 10_000) fail(`the percentages add up to ${sum / 100}%, not 100%.`);
}

function readCategory(value: unknown, fail: (sentence: string) => never): string {
  if (value === null || value === undefined) return '';
  if (!isFields(value) || typeof value.name !== 'string') return fail('the category has no name.');
  return cutText(oneLine(value.name), MAX_LABEL);
}

function readNotes(value: unknown, fail: (sentence: string) => never): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return fail('the notes are not text.');
  return cutText(value.trim(), MAX_COMMENTS);
}

/**
 * The amount as paid in another currency. Spliit stores it in that currency's minor units and the rate
 * as ledger currency per 1 unit of it (a Decimal, so a string in JSON). `amount` stays Spliit's own
 * converted figure, since that is what its balances use. Nothing is kept for the ledger's own currency.
 */
function readConversion(
  e: Fields,
  amount: number,
  ledgerCurrency: string,
  fail: (sentence: string) => never,
): Pick<ImportedTransaction, 'originalAmount' | 'originalCurrency' | 'exchangeRate'> {
  const { originalAmount, originalCurrency, conversionRate } = e;
  if (originalAmount === null || originalAmount === undefined) return {};
  if (typeof originalAmount !== 'number' || !Number.isSafeInteger(originalAmount)) {
    return fail('the original amount is not a whole number of minor units.');
  }
  if (typeof originalCurrency !== 'string' || !/^[A-Za-z]{3}$/.test(originalCurrency.trim())) {
    return fail('the original currency is not a 3-letter code.');
  }
  const code = originalCurrency.trim().toUpperCase();
  const rate =
    typeof conversionRate === 'string' && conversionRate.trim() !== '' ? Number(conversionRate) : conversionRate;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
    return fail('the conversion rate is not a positive number.');
  }
  if (code === ledgerCurrency) return {};
  const original = originalAmount / 10 ** (SPLIIT_ZERO_DECIMAL.has(code) ? 0 : 2);
  const exchangeRate = roundTo(rate, RATE_DECIMALS);
  // Kept only as Vyay's decoder would keep it: a known code, a rate it allows, a positive amount that the
  // rate still explains. Otherwise (income, a code Intl does not know, an original amount Spliit stored in
  // major units before its 2026 fix) the entry is imported without it; balances never depend on it.
  const storable =
    original > 0 &&
    amount > 0 &&
    isCurrencyCode(code) &&
    isRate(exchangeRate) &&
    Math.abs(original * exchangeRate - amount) <= 0.5;
  return storable ? { originalAmount: original, originalCurrency: code, exchangeRate } : {};
}

// ---- Spliit's split ----

/** 32-bit FNV-1a over UTF-16 code units: the seed Spliit uses to pick who gets an uneven split's spare units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/**
 * Each participant's part in whole minor units, as Spliit's shares module computes it: participants in
 * id order, each given the floor of amount × weight / total weight, then the units left over one each by
 * largest remainder, ties broken by a rotation that starts at (hash of the expense id) mod count.
 * Percentages and amounts are weights like shares. BigInt keeps amount × weight exact.
 */
function spliitShares(
  expenseId: string | undefined,
  amount: number,
  mode: SpliitSplitMode,
  paidFor: PaidFor[],
): Map<string, number> {
  const people = [...paidFor].sort((a, b) => (a.participantId < b.participantId ? -1 : 1));
  const count = people.length;
  const weights = people.map((p) => BigInt(mode === 'EVENLY' ? 1 : p.shares));
  const total = weights.reduce((s, w) => s + w, 0n);
  if (total === 0n) return new Map(people.map((p) => [p.participantId, 0]));
  const offset = expenseId ? fnv1a(expenseId) % count : 0;

  const whole = BigInt(amount);
  const parts = weights.map((w) => floorDiv(whole * w, total));
  const remainders = weights.map((w, i) => whole * w - parts[i]! * total);
  let left = whole - parts.reduce((s, p) => s + p, 0n);
  const rotated = (i: number) => (i - offset + count) % count;
  const order = people
    .map((_, i) => i)
    .sort((a, b) => {
      const ra = remainders[a]!;
      const rb = remainders[b]!;
      return ra !== rb ? (rb > ra ? 1 : -1) : rotated(a) - rotated(b);
    });
  for (const i of order) {
    if (left <= 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return new Map(people.map((p, i) => [p.participantId, Number(parts[i]!)]));
}
