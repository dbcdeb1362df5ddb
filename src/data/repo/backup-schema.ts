// Reads a backup file: JSON, then the format and version, then every field against the entity tables'
// zod/mini schemas (domain/schema), with one plain-language message for the first problem. zod is loaded
// here, in this lazily loaded chunk (about 10 KB gzipped), never on the first screen.
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
import { isBase64 } from '../../domain/receipt-size';
import { payersProblem } from '../../domain/payers';
import { refusedReferences } from '../../domain/backup/remap';
import { idProblem } from '../../domain/schema/ids';
import { LIMITS } from '../../domain/schema/limits';
import { shapeOf } from '../../domain/schema/table';
import { zod } from '../../domain/schema/zod';
import { TRANSACTION } from '../../domain/schema/transaction';
import { RECURRING_ITEM } from '../../domain/schema/recurring';
import { LEDGER, MEMBER } from '../../domain/schema/ledger';
import { COMMON_SETTINGS, MONTHLY_SETTINGS, ONETIME_SETTINGS } from '../../domain/schema/settings';
import { RECEIPT } from '../../domain/schema/receipt';
import { describeIssue, isRecord, labelOf, quoted } from './backup-issues';

/** The one id check (domain/schema/ids.ts), in words; a member's id also must not be the pot's 'common'. */
function idCheck(member: boolean) {
  return z.string().check(
    z.superRefine((id: string, ctx) => {
      const problem = idProblem(id, member);
      const message = problem === 'reserved' ? `${quoted(id)} is a reserved name` : problem;
      if (message) ctx.addIssue({ code: 'custom', input: id, message });
    }),
  );
}

const docId = idCheck(false);
const memberId = idCheck(true);

// Every entity is its table's backup shape (domain/schema): the stored fields with their bounds, and
// references (owner, from, payers, split lines) as plain text, which planImport remaps or refuses below.

// restoredBy is not carried over: an imported entry was never restored in the new ledger.
const { restoredBy: _restoredBy, ...transactionShape } = shapeOf(TRANSACTION, zod, 'backup');
const transaction = z.object({ id: docId, ...transactionShape });

/** Version 3: a transaction's receipt, the whole file as base64 as the app stores it. */
const receiptShape = shapeOf(RECEIPT, zod, 'backup');
const receipt = z.object({
  transactionId: docId,
  type: receiptShape.type,
  name: receiptShape.name,
  bytes: receiptShape.bytes,
  thumb: receiptShape.thumb,
  data: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(LIMITS.receiptPartChars * LIMITS.receiptParts),
      z.refine(isBase64, 'must be the file as base64'),
    ),
});

const recurringItem = z.object({ id: docId, ...shapeOf(RECURRING_ITEM, zod, 'backup') });

// A member's UPI ID is not carried over: it says where money goes, and only its owner sets it.
const { upiId: _upiId, ...memberShape } = shapeOf(MEMBER, zod, 'backup');
const member = z.object({ id: memberId, ...memberShape, email: z.optional(z.string()) });

/** Its id and dates are not kept: the import is a new ledger, made now. */
const ledger = z.object({ id: z.string(), ...shapeOf(LEDGER, zod, 'backup') });

const settings = z.object({
  common: z.object(shapeOf(COMMON_SETTINGS, zod, 'backup')),
  monthly: z.nullable(z.object(shapeOf(MONTHLY_SETTINGS, zod, 'backup'))),
  // Backups made before Simplify debts existed have none: it was on.
  onetime: z.nullable(z.object(shapeOf(ONETIME_SETTINGS, zod, 'backup'))),
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
