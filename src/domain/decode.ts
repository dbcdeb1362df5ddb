// One decoder per stored entity: whatever IndexedDB, Firestore or an old version hands back becomes either a
// whole, well-typed entity inside the bounds of limits.ts, or null ("cannot be read"). They never throw, so
// one member's malformed document can never crash another member's screen.
import { isUpiId } from './upi';
import { isBudgetableCategory, MAX_BUDGETS } from './limits';
import { isCurrencyCode, isRate } from './currency';
import { toMilli } from './money';
import { MAX_PAYERS, MIN_PAYERS } from './payers';
import { DEFAULT_PAYMENT_MODE, DEFAULT_SPLIT_TYPE, defaultCommonSettings } from './defaults';
import {
  isAmountInRange,
  isDateInRange,
  isPrototypeKey,
  MAX_COMMENTS,
  MAX_DESCRIPTION,
  MAX_ID,
  MAX_LABEL,
  MAX_NAME,
  MAX_SPLIT_LINES,
  MAX_TAGS_PER_ENTRY,
} from './limits';
import {
  PAYMENT_MODES,
  RECEIPT_TYPES,
  SPLIT_METHODS,
  type CommonSettings,
  type Ledger,
  type LedgerType,
  type Member,
  type MonthlySettings,
  type OnetimeSettings,
  type Payer,
  type PaymentMode,
  type ReceiptMark,
  type RecurringItem,
  type SplitInfo,
  type SplitLine,
  type Transaction,
  type TransactionType,
  type TripLink,
  type User,
} from './types';

const LEDGER_TYPES: readonly LedgerType[] = ['monthly', 'onetime'];
const TRANSACTION_TYPES: readonly TransactionType[] = ['income', 'expense', 'settlement'];
const RECURRING_TYPES: readonly RecurringItem['type'][] = ['income', 'expense'];

export const UNTITLED_LEDGER = 'Untitled ledger';

/** A payment mode we do not know is still a payment: it shows as 'Other' rather than hiding the entry. */
const UNKNOWN_PAYMENT_MODE: PaymentMode = 'Other';

/** firestore.rules bounds percentages and shares by |v| < 10^7; a default split input beyond that is garbage. */
const MAX_SPLIT_INPUT = 10_000_000;

type Fields = Readonly<Record<string, unknown>>;

// ---- Reading fields ----

/** Only a map has fields: null, arrays and primitives are not documents. */
function asFields(data: unknown): Fields | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Fields) : null;
}

/** Own fields only, so nothing inherited (or planted on Object.prototype) passes for stored data. */
function field(doc: Fields, key: string): unknown {
  return Object.hasOwn(doc, key) ? doc[key] : undefined;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Document ids come from the path, so any non-empty string addresses the document. */
function isDocumentId(id: unknown): id is string {
  return typeof id === 'string' && id !== '';
}

/** Ids stored inside documents become path segments and query values, hence the firestore.rules bound. */
function isStoredId(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_ID;
}

function storedIdOr(value: unknown, fallback: string): string {
  return isStoredId(value) ? value : fallback;
}

// ---- Text ----

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Cuts to `max` UTF-16 units without halving an emoji, so the result is still valid text for Firestore. */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return isHighSurrogate(cut.charCodeAt(max - 1)) ? cut.slice(0, -1) : cut;
}

/** Over-long text is cut rather than refused: losing a tail beats hiding the whole entry. */
function textOf(value: unknown, max: number): string {
  return typeof value === 'string' ? cutText(value, max) : '';
}

/** A name is what a list shows, so a blank one falls back to something a person can click. */
function nameOr(value: unknown, fallback: string): string {
  const name = textOf(value, MAX_NAME);
  return name.trim() ? name : cutText(fallback, MAX_NAME);
}

// ---- Numbers ----

/** `+ 0` turns -0 into 0, which would otherwise print as "-0" and sort oddly. */
function amountOf(value: unknown): number | null {
  return typeof value === 'number' && isAmountInRange(value) ? value + 0 : null;
}

function dateOf(value: unknown): number | null {
  return typeof value === 'number' && isDateInRange(value) ? value : null;
}

// ---- Lists ----

/** Tags are extras on an entry: anything that is not text is dropped rather than losing the entry. */
function tagsOf(value: unknown): string[] {
  const tags: string[] = [];
  if (!Array.isArray(value)) return tags;
  for (const tag of value) {
    if (tags.length === MAX_TAGS_PER_ENTRY) break;
    if (typeof tag === 'string') tags.push(cutText(tag, MAX_LABEL));
  }
  return tags;
}

/** admins and contributors: a duplicate or non-id would break role checks and React keys. */
function distinctIdsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isStoredId))];
}

/** Settings lists feed pickers: blanks are unpickable and duplicates collide, so both go. */
function labelsOf(value: unknown, defaults: string[]): string[] {
  if (!Array.isArray(value)) return defaults;
  const labels = new Set<string>();
  for (const label of value) {
    if (typeof label === 'string' && label.trim()) labels.add(cutText(label, MAX_LABEL));
  }
  return [...labels];
}

// ---- Payment and split ----

/** Entries from before payment modes existed have none; SPEC's default for them is UPI. */
function paymentModeOf(value: unknown): PaymentMode {
  if (value === undefined) return DEFAULT_PAYMENT_MODE;
  return isOneOf(PAYMENT_MODES, value) ? value : UNKNOWN_PAYMENT_MODE;
}

function splitLineOf(value: unknown): SplitLine | null {
  const line = asFields(value);
  if (!line) return null;
  const userId = field(line, 'userId');
  const amount = amountOf(field(line, 'amount'));
  const split = amountOf(field(line, 'split'));
  if (!isStoredId(userId) || amount === null || split === null) return null;
  return { userId, amount, split };
}

/**
 * A split decides who owes whom; guessing at a broken one would show wrong balances, so any bad part makes
 * the whole split (and so its entry) unreadable.
 */
function splitInfoOf(value: unknown): SplitInfo | null {
  const info = asFields(value);
  if (!info) return null;
  const method = field(info, 'method');
  const details = field(info, 'details');
  if (!isOneOf(SPLIT_METHODS, method) || !Array.isArray(details) || details.length > MAX_SPLIT_LINES) return null;
  const lines: SplitLine[] = [];
  for (const raw of details) {
    const line = splitLineOf(raw);
    if (!line) return null;
    lines.push(line);
  }
  return { method, details: lines };
}

/** Default split inputs per member; built key by key so a stored `__proto__` can never reach a prototype. */
function splitInputsOf(value: unknown): Record<string, number> {
  const inputs: Record<string, number> = {};
  const stored = asFields(value);
  if (!stored) return inputs;
  for (const [memberId, input] of Object.entries(stored)) {
    if (!isStoredId(memberId) || isPrototypeKey(memberId)) continue;
    if (typeof input === 'number' && Number.isFinite(input) && input >= 0 && input < MAX_SPLIT_INPUT) {
      inputs[memberId] = input + 0;
    }
  }
  return inputs;
}

// ---- Several payers and a foreign currency: extras, so a bad one is dropped and the entry still reads ----

/**
 * The payers of an entry, or null to read it as paid by `from` alone: what every reader that predates
 * payers shows. A list is kept only when it is whole and agrees with the entry: 2..50 payers, each a
 * stored id with an amount above 0, nobody twice, adding up to exactly the amount, and `from` among them.
 * An app that knows one payer editing the amount or the payer breaks one of those, and then meant one payer.
 */
function payersOf(value: unknown, amount: number, from: string): Payer[] | null {
  if (!Array.isArray(value) || value.length < MIN_PAYERS || value.length > MAX_PAYERS) return null;
  const payers: Payer[] = [];
  const seen = new Set<string>();
  let paid = 0;
  for (const raw of value) {
    const entry = asFields(raw);
    if (!entry) return null;
    const userId = field(entry, 'userId');
    const part = amountOf(field(entry, 'amount'));
    if (!isStoredId(userId) || seen.has(userId) || part === null || toMilli(part) <= 0) return null;
    seen.add(userId);
    paid += toMilli(part);
    payers.push({ userId, amount: part });
  }
  return paid === toMilli(amount) && seen.has(from) ? payers : null;
}

type Foreign = Pick<Transaction, 'originalAmount' | 'originalCurrency' | 'exchangeRate'>;

/**
 * The amount as paid in another currency, kept only with all three fields valid, and only while the
 * amount is still within half a unit of original × rate. The ledger's currency is not known here, so
 * that is a loose check (half a unit covers rounding to any currency's minor units); it catches an app
 * that knows no currencies changing the amount and leaving a stale original beside it.
 */
function foreignOf(doc: Fields, amount: number): Foreign | null {
  const originalAmount = amountOf(field(doc, 'originalAmount'));
  const originalCurrency = field(doc, 'originalCurrency');
  const exchangeRate = field(doc, 'exchangeRate');
  if (originalAmount === null || originalAmount <= 0 || !isCurrencyCode(originalCurrency) || !isRate(exchangeRate))
    return null;
  if (Math.abs(originalAmount * exchangeRate - amount) > 0.5 + 1e-9 * Math.abs(amount)) return null;
  return { originalAmount, originalCurrency, exchangeRate };
}

/** A share of a trip (my-share.ts): kept only with a usable trip id; a missing name still reads as a trip. */
function tripLinkOf(value: unknown): TripLink | null {
  const link = asFields(value);
  if (!link) return null;
  const ledgerId = field(link, 'ledgerId');
  if (!isStoredId(ledgerId) || ledgerId.includes('/')) return null;
  const trip: TripLink = { ledgerId, name: nameOr(field(link, 'name'), 'a trip') };
  const category = textOf(field(link, 'category'), MAX_LABEL);
  if (category.trim()) trip.category = category;
  return trip;
}

// ---- Entities ----

export function decodeLedger(id: string, data: unknown): Ledger | null {
  const doc = asFields(data);
  if (!doc || !isDocumentId(id)) return null;
  const type = field(doc, 'type');
  const owner = field(doc, 'owner');
  // Without a type no summary can be chosen, and without an owner nobody may administer or delete it.
  if (!isOneOf(LEDGER_TYPES, type) || !isStoredId(owner)) return null;
  const admins = field(doc, 'admins');
  const ledger: Ledger = {
    id,
    name: nameOr(field(doc, 'name'), UNTITLED_LEDGER),
    type,
    owner,
    // The owner is always an admin (SPEC §6), so a lost list still leaves someone in charge.
    admins: Array.isArray(admins) ? distinctIdsOf(admins) : [owner],
    contributors: distinctIdsOf(field(doc, 'contributors')),
    createdAt: ledgerTimeOf(field(doc, 'createdAt')),
    updatedAt: ledgerTimeOf(field(doc, 'updatedAt')),
  };
  // Absent (and anything that is not a currency code) reads as rupees through currency.ts's
  // ledgerCurrency; it is left absent so the settings screen can tell "never chosen" from a choice.
  const currency = field(doc, 'currency');
  if (isCurrencyCode(currency)) ledger.currency = currency;
  return ledger;
}

/** Ledger times only order ledgers and pick the newest, so any finite number will do; 0 sorts it last. */
function ledgerTimeOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value + 0 : 0;
}

/**
 * A member is a name on a list, so any document with an id can be shown under that id. Only when the id is
 * itself blank is there no name to show; then it is unreadable, and an admin removes it from that list.
 */
export function decodeMember(id: string, data: unknown): Member | null {
  const doc = asFields(data);
  if (!doc || !isDocumentId(id)) return null;
  const displayName = nameOr(field(doc, 'displayName'), id);
  if (!displayName.trim()) return null;
  const member: Member = { id, displayName, userId: storedIdOr(field(doc, 'userId'), id) };
  const upiId = field(doc, 'upiId');
  if (typeof upiId === 'string' && isUpiId(upiId)) member.upiId = upiId;
  return member;
}

export function decodeUser(id: string, data: unknown): User | null {
  const doc = asFields(data);
  if (!doc) return null;
  // The document id is a hash of the email (SPEC §7), never a user id: without a stored userId the
  // profile cannot be told apart from anyone's, so it is unreadable.
  const stored = field(doc, 'userId');
  if (!isStoredId(stored) || !isStoredId(id)) return null;
  const userId = stored;
  const email = field(doc, 'email');
  const photoURL = field(doc, 'photoURL');
  return {
    userId,
    email: typeof email === 'string' ? email : '',
    displayName: textOf(field(doc, 'displayName'), MAX_NAME),
    photoURL: typeof photoURL === 'string' ? photoURL : '',
    lastUsedLedgerId: storedIdOr(field(doc, 'lastUsedLedgerId'), ''),
  };
}

/** The most parts one receipt is cut into (each under Firestore's 1 MiB document limit). */
export const MAX_RECEIPT_PARTS = 8;

function receiptMarkOf(value: unknown): ReceiptMark | undefined {
  const mark = asFields(value);
  if (!mark) return undefined;
  const type = field(mark, 'type');
  const parts = field(mark, 'parts');
  if (!isOneOf(RECEIPT_TYPES, type) || typeof parts !== 'number') return undefined;
  return Number.isInteger(parts) && parts >= 1 && parts <= MAX_RECEIPT_PARTS ? { type, parts } : undefined;
}

/**
 * Amount, type, date and payer are what every total, balance and list depends on: without them an entry
 * would be counted wrongly, so it is unreadable instead. Everything else has a harmless default.
 */
export function decodeTransaction(id: string, data: unknown): Transaction | null {
  const doc = asFields(data);
  if (!doc || !isDocumentId(id)) return null;
  const amount = amountOf(field(doc, 'amount'));
  const type = field(doc, 'type');
  const date = dateOf(field(doc, 'date'));
  const from = field(doc, 'from');
  if (amount === null || !isOneOf(TRANSACTION_TYPES, type) || date === null || !isStoredId(from)) return null;

  const storedSplit = field(doc, 'splitInfo');
  const splitInfo = storedSplit === undefined || storedSplit === null ? undefined : splitInfoOf(storedSplit);
  if (splitInfo === null) return null;

  const createdAt = dateOf(field(doc, 'createdAt')) ?? date;
  const transaction: Transaction = {
    id,
    description: textOf(field(doc, 'description'), MAX_DESCRIPTION),
    amount,
    category: textOf(field(doc, 'category'), MAX_LABEL),
    tags: tagsOf(field(doc, 'tags')),
    type,
    owner: storedIdOr(field(doc, 'owner'), ''),
    date,
    createdAt,
    updatedAt: dateOf(field(doc, 'updatedAt')) ?? createdAt,
    comments: textOf(field(doc, 'comments'), MAX_COMMENTS),
    from,
    paymentMode: paymentModeOf(field(doc, 'paymentMode')),
  };
  // Optional fields are left out, never set to undefined: Firestore refuses undefined on a write back.
  if (splitInfo) transaction.splitInfo = splitInfo;
  const isSettled = field(doc, 'isSettled');
  if (typeof isSettled === 'boolean') transaction.isSettled = isSettled;
  const settlementId = field(doc, 'settlementId');
  if (isStoredId(settlementId)) transaction.settlementId = settlementId;
  const recursiveId = field(doc, 'recursiveId');
  if (isStoredId(recursiveId)) transaction.recursiveId = recursiveId;
  const payers = payersOf(field(doc, 'payers'), amount, from);
  if (payers) transaction.payers = payers;
  const foreign = foreignOf(doc, amount);
  if (foreign) Object.assign(transaction, foreign);
  const fromTrip = tripLinkOf(field(doc, 'fromTrip'));
  if (fromTrip) transaction.fromTrip = fromTrip;
  const receipt = receiptMarkOf(field(doc, 'receipt'));
  if (receipt) transaction.receipt = receipt;
  const restoredBy = field(doc, 'restoredBy');
  if (isStoredId(restoredBy)) transaction.restoredBy = restoredBy;
  return transaction;
}

/** The same reasoning as for a transaction, with startDate in place of date. */
export function decodeRecurringItem(id: string, data: unknown): RecurringItem | null {
  const doc = asFields(data);
  if (!doc || !isDocumentId(id)) return null;
  const amount = amountOf(field(doc, 'amount'));
  const type = field(doc, 'type');
  const startDate = dateOf(field(doc, 'startDate'));
  const from = field(doc, 'from');
  if (amount === null || !isOneOf(RECURRING_TYPES, type) || startDate === null || !isStoredId(from)) return null;
  return {
    id,
    type,
    amount,
    description: textOf(field(doc, 'description'), MAX_DESCRIPTION),
    category: textOf(field(doc, 'category'), MAX_LABEL),
    owner: storedIdOr(field(doc, 'owner'), ''),
    tags: tagsOf(field(doc, 'tags')),
    createdAt: dateOf(field(doc, 'createdAt')) ?? startDate,
    from,
    // SPEC §3 knows one frequency; whatever else is stored cannot be acted on differently.
    frequency: 'monthly',
    startDate,
    paymentMode: paymentModeOf(field(doc, 'paymentMode')),
  };
}

// ---- Settings: never unreadable, because a ledger without settings still works on the defaults ----

export function decodeCommonSettings(data: unknown): CommonSettings {
  const doc = asFields(data) ?? {};
  const defaults = defaultCommonSettings();
  return {
    categories: labelsOf(field(doc, 'categories'), defaults.categories),
    tags: labelsOf(field(doc, 'tags'), defaults.tags),
  };
}

/** An unknown payer is '' so the form asks rather than charging someone nobody chose. */
export function decodeMonthlySettings(data: unknown): MonthlySettings {
  const doc = asFields(data) ?? {};
  const paymentMode = field(doc, 'paymentMode');
  const budgets = budgetsOf(field(doc, 'budgets'));
  return {
    paymentMode: isOneOf(PAYMENT_MODES, paymentMode) ? paymentMode : DEFAULT_PAYMENT_MODE,
    paidBy: storedIdOr(field(doc, 'paidBy'), ''),
    ...(budgets ? { budgets } : {}),
  };
}

/**
 * Category budgets: a limit of 0..MAX_AMOUNT per category name a category can have (firestore.rules' bounds);
 * anything else is dropped, one entry at a time. Built key by key, so a stored '__proto__' stays out.
 * Undefined when none is left, so a ledger without budgets reads as before.
 */
function budgetsOf(value: unknown): Record<string, number> | undefined {
  const stored = asFields(value);
  if (!stored) return undefined;
  const budgets: Record<string, number> = {};
  let count = 0;
  for (const [category, limit] of Object.entries(stored)) {
    if (count === MAX_BUDGETS) break;
    if (!isBudgetableCategory(category)) continue;
    if (typeof limit !== 'number' || !isAmountInRange(limit) || limit < 0) continue;
    budgets[category] = limit + 0;
    count += 1;
  }
  return count ? budgets : undefined;
}

export function decodeOnetimeSettings(data: unknown): OnetimeSettings {
  const doc = asFields(data) ?? {};
  const splitType = field(doc, 'splitType');
  return {
    splitType: isOneOf(SPLIT_METHODS, splitType) ? splitType : DEFAULT_SPLIT_TYPE,
    percentages: splitInputsOf(field(doc, 'percentages')),
    shares: splitInputsOf(field(doc, 'shares')),
    simplifyDebts: field(doc, 'simplifyDebts') !== false,
  };
}
