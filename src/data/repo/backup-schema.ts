// Reads a backup file: JSON, then the format and version, then every field against a zod schema, with
// one plain-language message for the first problem. zod stays here, out of the dependency-free domain;
// zod/mini keeps this lazily loaded chunk near 8 KB gzipped instead of 27.
import { z } from 'zod/mini';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BUNDLE_FORMAT,
  MAX_IMPORT_BYTES,
  MAX_BACKUP_FILE_BYTES,
  READABLE_BACKUP_VERSIONS,
  type Backup,
} from '../../domain/backup/format';
import { MAX_RECEIPT_PARTS } from '../../domain/decode';
import { MAX_RECEIPT_BYTES, MAX_RECEIPT_NAME, MAX_THUMB_CHARS, RECEIPT_PART_CHARS } from '../../domain/receipt-parts';
import { isBase64, isThumbnail } from '../../domain/receipt-size';
import { isCurrencyCode, isRate } from '../../domain/currency';
import { MAX_PAYERS, MIN_PAYERS, payersProblem } from '../../domain/payers';
import { refusedReferences } from '../../domain/backup/remap';
import { isBudgetableCategory, MAX_BUDGETS } from '../../domain/limits';
import {
  isAmountInRange,
  isDateInRange,
  isReservedId,
  MAX_AMOUNT,
  MAX_COMMENTS,
  MAX_DATE,
  MAX_DESCRIPTION,
  MAX_ID,
  MAX_LABEL,
  MAX_LABELS_PER_LIST,
  MAX_NAME,
  MAX_SPLIT_DEFAULT,
  MAX_SPLIT_LINES,
  MAX_TAGS_PER_ENTRY,
  MIN_DATE,
} from '../../domain/limits';
import { COMMON_PAYER, PAYMENT_MODES, RECEIPT_TYPES, SPLIT_METHODS } from '../../domain/types';

/** Long values from a file are shortened in messages, so a message stays one readable line. */
function quoted(value: string): string {
  return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
}

const indian = (n: number) => n.toLocaleString('en-IN');

/**
 * Ids become path segments (here and in Firestore) and keys of the app's lookups: 1..MAX_ID characters,
 * no slashes, not '.', '..', '__x__' or a prototype key. A member's id also must not be 'common', which
 * names the shared pot wherever a member id may stand.
 */
function idCheck(reserved: (id: string) => boolean) {
  return z.string().check(
    z.superRefine((id: string, ctx) => {
      const message =
        id.length === 0
          ? 'must not be empty'
          : id.length > MAX_ID
            ? `must be at most ${MAX_ID} characters`
            : id.includes('/')
              ? 'must not contain "/"'
              : reserved(id)
                ? `${quoted(id)} is a reserved name`
                : null;
      if (message) ctx.addIssue({ code: 'custom', input: id, message });
    }),
  );
}

const docId = idCheck(isReservedId);
const memberId = idCheck((id) => isReservedId(id) || id === COMMON_PAYER);

const text = (max: number) => z.string().check(z.maxLength(max));
const label = z.string().check(
  z.maxLength(MAX_LABEL),
  z.refine((s: string) => !s.includes('\n'), 'must be on one line'),
);
const labels = (max: number) => z.array(label).check(z.maxLength(max));

const date = z
  .number()
  .check(
    z.refine(
      isDateInRange,
      `must be in the years ${new Date(MIN_DATE).getUTCFullYear()}–${new Date(MAX_DATE - 1).getUTCFullYear()}`,
    ),
  );
const amount = z
  .number()
  .check(z.refine(isAmountInRange, `must be between -${indian(MAX_AMOUNT)} and ${indian(MAX_AMOUNT)}`));
const splitDefault = z
  .number()
  .check(
    z.refine(
      (n: number) => Math.abs(n) < MAX_SPLIT_DEFAULT,
      `must be between -${indian(MAX_SPLIT_DEFAULT)} and ${indian(MAX_SPLIT_DEFAULT)}`,
    ),
  );

const splitLine = z.object({ userId: z.string(), amount, split: amount });
const currencyCode = z.string().check(z.refine(isCurrencyCode, 'must be a currency code such as INR or EUR'));
const positiveAmount = amount.check(z.refine((n: number) => n > 0, 'must be more than 0'));
const payer = z.object({ userId: z.string(), amount: positiveAmount });

const transaction = z.object({
  id: docId,
  description: text(MAX_DESCRIPTION),
  amount,
  category: label,
  tags: labels(MAX_TAGS_PER_ENTRY),
  type: z.enum(['income', 'expense', 'settlement']),
  // Not checked: an owner who is not a member becomes the importer (see planImport).
  owner: z.string(),
  date,
  createdAt: date,
  updatedAt: date,
  comments: text(MAX_COMMENTS),
  // Payers and split lines name members, or people removed since, who come back as temporary members;
  // ids no person can have are refused across the whole backup below.
  from: z.string(),
  paymentMode: z.enum(PAYMENT_MODES),
  splitInfo: z.optional(
    z.object({
      method: z.enum(SPLIT_METHODS),
      details: z.array(splitLine).check(z.maxLength(MAX_SPLIT_LINES)),
    }),
  ),
  isSettled: z.optional(z.boolean()),
  // A link to a settlement that is not in the file is dropped (see planImport), so any text will do.
  settlementId: z.optional(z.string()),
  recursiveId: z.optional(text(MAX_ID)),
  // Version 2: several payers (ids checked across the backup below, like `from`) and a foreign currency.
  payers: z.optional(z.array(payer).check(z.minLength(MIN_PAYERS), z.maxLength(MAX_PAYERS))),
  originalAmount: z.optional(positiveAmount),
  originalCurrency: z.optional(currencyCode),
  exchangeRate: z.optional(z.number().check(z.refine(isRate, 'must be above 0 with at most 6 decimals'))),
  // A share of a trip (domain/my-share.ts), kept as it was: after a restore the trip may not exist, and the
  // card then shows its name without a link.
  fromTrip: z.optional(
    z.object({
      ledgerId: z.string().check(z.minLength(1), z.maxLength(MAX_ID), z.regex(/^[^/]+$/)),
      name: z.string().check(z.minLength(1), z.maxLength(MAX_NAME)),
      category: z.optional(label),
    }),
  ),
  // Version 3: the entry has a receipt. Its file is in `receipts`; the import writes the mark afresh.
  receipt: z.optional(
    z.object({
      type: z.enum(RECEIPT_TYPES),
      parts: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_RECEIPT_PARTS)),
    }),
  ),
});

/** Version 3: a transaction's receipt, the whole file as base64 as the app stores it. */
const receipt = z.object({
  transactionId: docId,
  type: z.enum(RECEIPT_TYPES),
  name: text(MAX_RECEIPT_NAME),
  bytes: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_RECEIPT_BYTES)),
  thumb: z
    .string()
    .check(z.maxLength(MAX_THUMB_CHARS), z.refine(isThumbnail, 'must be a small image (a data: URL) or empty')),
  data: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(RECEIPT_PART_CHARS * MAX_RECEIPT_PARTS),
      z.refine(isBase64, 'must be the file as base64'),
    ),
});

const recurringItem = z.object({
  id: docId,
  type: z.enum(['income', 'expense']),
  amount,
  description: text(MAX_DESCRIPTION),
  category: label,
  owner: z.string(),
  tags: labels(MAX_TAGS_PER_ENTRY),
  createdAt: date,
  from: z.string(),
  frequency: z.literal('monthly'),
  startDate: date,
  paymentMode: z.enum(PAYMENT_MODES),
});

const member = z.object({
  id: memberId,
  displayName: text(MAX_NAME),
  userId: text(MAX_ID),
  email: z.optional(z.string()),
});

/** Its id and dates are not kept: the import is a new ledger, made now. */
const ledger = z.object({
  id: z.string(),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME)),
  type: z.enum(['monthly', 'onetime']),
  owner: z.string(),
  admins: z.array(z.string()),
  contributors: z.array(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
  currency: z.optional(currencyCode),
});

/** A monthly limit per category, as firestore.rules bounds them; zod itself leaves a '__proto__' key out. */
const budgets = z.record(z.string(), amount).check(
  z.superRefine((map: Record<string, number>, ctx) => {
    const entries = Object.entries(map);
    if (entries.length > MAX_BUDGETS)
      ctx.addIssue({ code: 'custom', input: map, message: `must have at most ${MAX_BUDGETS} categories` });
    for (const [category, limit] of entries) {
      if (!isBudgetableCategory(category))
        ctx.addIssue({
          code: 'custom',
          input: category,
          path: [category],
          message: 'is not a category name that can have a budget',
        });
      else if (limit < 0)
        ctx.addIssue({ code: 'custom', input: limit, path: [category], message: 'must not be below 0' });
    }
  }),
);

const settings = z.object({
  common: z.object({
    categories: labels(MAX_LABELS_PER_LIST),
    tags: labels(MAX_LABELS_PER_LIST),
  }),
  monthly: z.nullable(
    z.object({
      paymentMode: z.enum(PAYMENT_MODES),
      paidBy: z.string(),
      // Backups made before category budgets existed have none.
      budgets: z.optional(budgets),
    }),
  ),
  onetime: z.nullable(
    z.object({
      splitType: z.enum(SPLIT_METHODS),
      percentages: z.record(z.string(), splitDefault),
      shares: z.record(z.string(), splitDefault),
      // Backups made before Simplify debts existed have none: it was on.
      simplifyDebts: z.optional(z.boolean()),
    }),
  ),
});

/** Two documents with one id would silently become one; say which one repeats. */
function unique(list: { id: string }[], key: string, ctx: z.core.$RefinementCtx): void {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.id))
      ctx.addIssue({
        code: 'custom',
        input: item.id,
        path: [key, i, 'id'],
        message: 'is used twice',
      });
    seen.add(item.id);
  });
}

export const backupSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    // Version 1 files simply have none of version 2's fields.
    version: z.literal([1, 2, BACKUP_VERSION]),
    exportedAt: z.number(),
    appVersion: z.string(),
    ledger,
    members: z.array(member),
    settings,
    transactions: z.array(transaction),
    recurring: z.array(recurringItem),
    receipts: z.optional(z.array(receipt)),
  })
  .check(
    // Runs only once every field has the right type, so the lists and ids here are what they claim.
    z.superRefine((b, ctx) => {
      unique(b.members, 'members', ctx);
      unique(b.transactions, 'transactions', ctx);
      unique(b.recurring, 'recurring', ctx);
      receiptProblems(b, ctx);
      b.transactions.forEach((t, i) => {
        const problem = t.payers ? payersProblem(t.payers, t.amount) : null;
        if (problem)
          ctx.addIssue({
            code: 'custom',
            input: t.payers,
            path: ['transactions', i, 'payers'],
            message: `are wrong: ${problem}`,
          });
      });
      // Someone removed from the ledger is no member of its export but keeps their entries: planImport makes
      // them a temporary member. Only ids that cannot be anyone ('__proto__', 'a/b', '') are refused.
      for (const { path, id } of refusedReferences(b)) {
        ctx.addIssue({
          code: 'custom',
          input: id,
          path,
          message: `is ${quoted(id)}, who is not a member of this ledger`,
        });
      }
    }),
  );

/** Each receipt belongs to one transaction of the backup, and to no other receipt's. */
function receiptProblems(
  b: { transactions: { id: string }[]; receipts?: { transactionId: string }[] },
  ctx: z.core.$RefinementCtx,
): void {
  const ids = new Set(b.transactions.map((t) => t.id));
  const seen = new Set<string>();
  b.receipts?.forEach((r, i) => {
    const message = !ids.has(r.transactionId)
      ? `is ${quoted(r.transactionId)}, which is no transaction of this backup`
      : seen.has(r.transactionId)
        ? 'has a receipt twice'
        : null;
    if (message)
      ctx.addIssue({ code: 'custom', input: r.transactionId, path: ['receipts', i, 'transactionId'], message });
    seen.add(r.transactionId);
  });
}

// The schema and the domain type must describe the same thing.
const _sameShape: Backup = null as unknown as z.infer<typeof backupSchema>;
void _sameShape;

type ParseResult = { ok: true; backups: Backup[] } | { ok: false; message: string };

/** For anything this module did not foresee: the person gets a sentence, never a stack trace. */
export const UNREADABLE_MESSAGE = 'This file could not be read as a Vyay backup.';

const TOO_LARGE = 'The file is larger than 20 MB.';
const TOO_LARGE_BACKUP = 'The file is larger than 200 MB.';

/** Checked before the file is read: whether it is a backup at all is known only once it is read. */
export function sizeProblem(bytes: number): string | null {
  return bytes > MAX_BACKUP_FILE_BYTES ? TOO_LARGE_BACKUP : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(message: string): ParseResult {
  return { ok: false, message };
}

/**
 * The backups in a file's text, checked. `bytes` is the file's size: a backup may be up to 200 MB (so every
 * backup the app exports reads back, years of entries and receipts included); a file over 20 MB that is not
 * a readable backup is refused as too large, the limit of every other import.
 */
export function parseBackupText(text: string, bytes = text.length): ParseResult {
  try {
    const result = parse(text);
    if (bytes > MAX_IMPORT_BYTES && !result.ok) return fail(TOO_LARGE);
    return result;
  } catch (error) {
    console.error('Reading a backup failed unexpectedly', error);
    return fail(UNREADABLE_MESSAGE);
  }
}

function parse(text: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    // A SyntaxError is a broken file; anything else (nesting too deep for the stack) is not about JSON.
    if (error instanceof SyntaxError) return fail('This file is not valid JSON.');
    throw error;
  }
  if (!isRecord(raw) || (raw.format !== BACKUP_FORMAT && raw.format !== BUNDLE_FORMAT))
    return fail('This is not a Vyay backup.');
  if (!READABLE_BACKUP_VERSIONS.some((version) => version === raw.version)) {
    return fail(
      typeof raw.version === 'number' || typeof raw.version === 'string'
        ? `This backup is version ${String(raw.version).slice(0, 20)}, which this version of Vyay cannot read.`
        : 'This backup has no version number.',
    );
  }
  if (raw.format === BACKUP_FORMAT) return checked(raw);
  if (!Array.isArray(raw.ledgers)) return fail('This is not a Vyay backup.');
  const backups: Backup[] = [];
  for (const [i, entry] of raw.ledgers.entries()) {
    const result = checked(entry);
    if (!result.ok)
      return fail(
        `Ledger ${i + 1}${labelOf(isRecord(entry) && isRecord(entry.ledger) ? entry.ledger.name : undefined)}: ${result.message}`,
      );
    backups.push(...result.backups);
  }
  return backups.length > 0 ? { ok: true, backups } : fail('This backup holds no ledgers.');
}

function checked(raw: unknown): ParseResult {
  const result = backupSchema.safeParse(raw);
  if (result.success) return { ok: true, backups: [result.data] };
  const issue = result.error.issues[0];
  return fail(issue ? describeIssue(issue, raw) : UNREADABLE_MESSAGE);
}

const SUBJECTS = new Map([
  ['transactions', { noun: 'Transaction', label: 'description' }],
  ['recurring', { noun: 'Recurring item', label: 'description' }],
  ['members', { noun: 'Member', label: 'displayName' }],
  ['receipts', { noun: 'Receipt', label: 'name' }],
]);

function labelOf(value: unknown): string {
  return typeof value === 'string' && value.trim() ? ` (${quoted(value)})` : '';
}

/** Only own properties: a path from the file must never read something off a prototype. */
function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    value =
      (isRecord(value) || Array.isArray(value)) && Object.hasOwn(value, key)
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined;
  }
  return value;
}

const EXPECTED = new Map([
  ['number', 'a number'],
  ['string', 'text'],
  ['array', 'a list'],
  ['object', 'an object'],
  ['record', 'an object'],
  ['boolean', 'true or false'],
]);

function tooBig(issue: z.core.$ZodIssueTooBig): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `must be at most ${max} characters`;
  if (issue.origin === 'array') return `must have at most ${max} items`;
  return `must be at most ${max}`;
}

/** 'Transaction 3 ("Milk"): amount must be a number.' — counted from 1, named by what people see. */
function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const [head, index, ...rest] = issue.path;
  const subject = typeof head === 'string' ? SUBJECTS.get(head) : undefined;
  let prefix = 'Backup';
  let fieldPath = issue.path;
  if (subject && typeof index === 'number') {
    prefix = `${subject.noun} ${index + 1}${labelOf(valueAt(raw, [head as string, index, subject.label]))}`;
    fieldPath = rest;
  } else if (head === 'ledger' || head === 'settings') {
    prefix = head === 'ledger' ? 'Ledger' : 'Settings';
    fieldPath = issue.path.slice(1);
  }
  const joined = fieldPath
    .map((p) => (typeof p === 'number' ? `[${p + 1}]` : String(p)))
    .join('.')
    .replaceAll('.[', '[');
  const field = (joined.length > 80 ? `${joined.slice(0, 80)}…` : joined) || 'the data';
  const value = valueAt(raw, issue.path);
  let problem: string;
  if (value === undefined && issue.code !== 'custom') problem = `${field} is missing`;
  else if (issue.code === 'invalid_type')
    problem = `${field} must be ${EXPECTED.get(issue.expected) ?? issue.expected}`;
  else if (issue.code === 'invalid_value') problem = `${field} must be one of ${issue.values.map(String).join(', ')}`;
  else if (issue.code === 'too_small') problem = `${field} must not be empty`;
  else if (issue.code === 'too_big') problem = `${field} ${tooBig(issue)}`;
  else if (issue.code === 'custom') problem = `${field} ${issue.message}`;
  else problem = `${field} is not valid`;
  return `${prefix}: ${problem}.`;
}
