// Reads a backup file: JSON, then the format and version, then every field against a zod schema, with
// one plain-language message for the first problem. zod stays here, out of the dependency-free domain;
// zod/mini keeps this lazily loaded chunk near 8 KB gzipped instead of 27.
import { z } from 'zod/mini';
import { BACKUP_FORMAT, BACKUP_VERSION, BUNDLE_FORMAT, MAX_BACKUP_BYTES, type Backup } from '../../domain/backup/format';
import { PAYMENT_MODES, SPLIT_METHODS } from '../../domain/types';

/** Ids become path segments (here and in Firestore): no slashes, not '.', '..' or '__x__'. */
const docId = z.string().check(
  z.minLength(1),
  z.refine((s: string) => !s.includes('/') && s !== '.' && s !== '..' && !/^__.*__$/.test(s), 'must not contain "/" or be a reserved name'),
);

const splitLine = z.object({ userId: z.string(), amount: z.number(), split: z.number() });

const transaction = z.object({
  id: docId,
  description: z.string(),
  amount: z.number(),
  category: z.string(),
  tags: z.array(z.string()),
  type: z.enum(['income', 'expense', 'settlement']),
  owner: z.string(),
  date: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  comments: z.string(),
  from: z.string(),
  paymentMode: z.enum(PAYMENT_MODES),
  splitInfo: z.optional(z.object({ method: z.enum(SPLIT_METHODS), details: z.array(splitLine) })),
  isSettled: z.optional(z.boolean()),
  settlementId: z.optional(z.string()),
  recursiveId: z.optional(z.string()),
});

const recurringItem = z.object({
  id: docId,
  type: z.enum(['income', 'expense']),
  amount: z.number(),
  description: z.string(),
  category: z.string(),
  owner: z.string(),
  tags: z.array(z.string()),
  createdAt: z.number(),
  from: z.string(),
  frequency: z.literal('monthly'),
  startDate: z.number(),
  paymentMode: z.enum(PAYMENT_MODES),
});

const member = z.object({ id: docId, displayName: z.string(), userId: z.string(), email: z.optional(z.string()) });

const ledger = z.object({
  id: z.string(),
  name: z.string().check(z.trim(), z.minLength(1)),
  type: z.enum(['monthly', 'onetime']),
  owner: z.string(),
  admins: z.array(z.string()),
  contributors: z.array(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
});

const settings = z.object({
  common: z.object({ categories: z.array(z.string()), tags: z.array(z.string()) }),
  monthly: z.nullable(z.object({ paymentMode: z.enum(PAYMENT_MODES), paidBy: z.string() })),
  onetime: z.nullable(
    z.object({ splitType: z.enum(SPLIT_METHODS), percentages: z.record(z.string(), z.number()), shares: z.record(z.string(), z.number()) }),
  ),
});

/** Two documents with one id would silently become one; say which one repeats. */
function unique(list: { id: string }[], key: string, ctx: z.core.$RefinementCtx): void {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', input: item.id, path: [key, i, 'id'], message: 'is used twice' });
    seen.add(item.id);
  });
}

export const backupSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_VERSION),
    exportedAt: z.number(),
    appVersion: z.string(),
    ledger,
    members: z.array(member),
    settings,
    transactions: z.array(transaction),
    recurring: z.array(recurringItem),
  })
  .check(
    z.superRefine((b, ctx) => {
      unique(b.members, 'members', ctx);
      unique(b.transactions, 'transactions', ctx);
      unique(b.recurring, 'recurring', ctx);
    }),
  );

// The schema and the domain type must describe the same thing.
const _sameShape: Backup = null as unknown as z.infer<typeof backupSchema>;
void _sameShape;

export type ParseResult = { ok: true; backups: Backup[] } | { ok: false; message: string };

export function sizeProblem(bytes: number): string | null {
  return bytes > MAX_BACKUP_BYTES ? 'The file is larger than 20 MB.' : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(message: string): ParseResult {
  return { ok: false, message };
}

export function parseBackupText(text: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return fail('This file is not valid JSON.');
  }
  if (!isRecord(raw) || (raw.format !== BACKUP_FORMAT && raw.format !== BUNDLE_FORMAT)) return fail('This is not a Vyay backup.');
  if (raw.version !== BACKUP_VERSION) {
    return fail(
      typeof raw.version === 'number' || typeof raw.version === 'string'
        ? `This backup is version ${raw.version}, which this version of Vyay cannot read.`
        : 'This backup has no version number.',
    );
  }
  if (raw.format === BACKUP_FORMAT) {
    const message = problemIn(raw);
    return message ? fail(message) : { ok: true, backups: [backupSchema.parse(raw)] };
  }
  if (!Array.isArray(raw.ledgers)) return fail('This is not a Vyay backup.');
  const backups: Backup[] = [];
  for (const [i, entry] of raw.ledgers.entries()) {
    const message = problemIn(entry);
    if (message) return fail(`Ledger ${i + 1}${labelOf(isRecord(entry) && isRecord(entry.ledger) ? entry.ledger.name : undefined)}: ${message}`);
    backups.push(backupSchema.parse(entry));
  }
  return backups.length > 0 ? { ok: true, backups } : fail('This backup holds no ledgers.');
}

function problemIn(raw: unknown): string | null {
  const result = backupSchema.safeParse(raw);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? describeIssue(issue, raw) : null;
}

const SUBJECTS: Record<string, { noun: string; label: string }> = {
  transactions: { noun: 'Transaction', label: 'description' },
  recurring: { noun: 'Recurring item', label: 'description' },
  members: { noun: 'Member', label: 'displayName' },
};

function labelOf(value: unknown): string {
  return typeof value === 'string' && value.trim() ? ` ("${value.length > 40 ? `${value.slice(0, 40)}…` : value}")` : '';
}

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) value = isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  string: 'text',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
};

/** 'Transaction 3 ("Milk"): amount must be a number.' — counted from 1, named by what people see. */
export function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const [head, index, ...rest] = issue.path;
  const subject = typeof head === 'string' ? SUBJECTS[head] : undefined;
  let prefix = 'Backup';
  let fieldPath = issue.path;
  if (subject && typeof index === 'number') {
    prefix = `${subject.noun} ${index + 1}${labelOf(valueAt(raw, [head as string, index, subject.label]))}`;
    fieldPath = rest;
  } else if (head === 'ledger' || head === 'settings') {
    prefix = head === 'ledger' ? 'Ledger' : 'Settings';
    fieldPath = issue.path.slice(1);
  }
  const field = fieldPath.map((p) => (typeof p === 'number' ? `[${p + 1}]` : String(p))).join('.').replaceAll('.[', '[') || 'the data';
  const value = valueAt(raw, issue.path);
  let problem: string;
  if (value === undefined && issue.code !== 'custom') problem = `${field} is missing`;
  else if (issue.code === 'invalid_type') problem = `${field} must be ${EXPECTED[issue.expected] ?? issue.expected}`;
  else if (issue.code === 'invalid_value') problem = `${field} must be one of ${issue.values.map(String).join(', ')}`;
  else if (issue.code === 'too_small') problem = `${field} must not be empty`;
  else if (issue.code === 'custom') problem = `${field} ${issue.message}`;
  else problem = `${field}: ${issue.message}`;
  return `${prefix}: ${problem}.`;
}
