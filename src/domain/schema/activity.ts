// The activity log entry's table (ledgers/{id}/activity, domain/activity.ts). Its text fields are refused
// rather than cut when too long to be a real entry: a clipped name or title would say something else.
import { ACTIVITY_ENTRY_LIMITS, ACTIVITY_LIMITS, LIMITS } from './limits';
import { ACTIVITY_KINDS } from './enums';
import { asDoc, field, optional, readTable, UNREADABLE, type Entity, type Table, type Z, type ZodType } from './table';
import { fieldOf, isId, oneOf, wholeText } from './fields';
import { TRANSACTION, type Transaction } from './transaction';

/** How long a log's text field may be and still read: the writer's bounds are below, older entries vary. */
export const ACTIVITY_READ_MAX = 1_500;

/** One field an edit changed, as the log shows it: "Amount 1,200 → 1,250". */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const changeSchema = (z: Z) =>
  z.object({
    field: z.string().check(z.maxLength(ACTIVITY_LIMITS.title)),
    before: z.string().check(z.maxLength(ACTIVITY_LIMITS.value)),
    after: z.string().check(z.maxLength(ACTIVITY_LIMITS.value)),
  });

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** One bad change makes the entry unreadable: a log that shows half an edit misleads. */
function changesOf(value: unknown): FieldChange[] | typeof UNREADABLE {
  if (!Array.isArray(value)) return [];
  const changes: FieldChange[] = [];
  for (const raw of value) {
    const c = asDoc(raw);
    const f = c && fieldOf(c, 'field');
    const before = c && fieldOf(c, 'before');
    const after = c && fieldOf(c, 'after');
    if (
      !isText(f, ACTIVITY_LIMITS.title) ||
      !isText(before, ACTIVITY_LIMITS.value) ||
      !isText(after, ACTIVITY_LIMITS.value)
    )
      return UNREADABLE;
    changes.push({ field: f, before, after });
  }
  return changes;
}

/** A deleted transaction as it was stored, read as any transaction is (its id is the entry's subject). */
function snapshotOf(value: unknown, entry: Record<string, unknown>): Omit<Transaction, 'id'> | undefined {
  if (value === undefined) return undefined;
  const tx = readTable(TRANSACTION, value, (entry.subject as string) || 'snapshot');
  return tx ?? undefined;
}

const logText = (max: number) => wholeText(max, ACTIVITY_READ_MAX);

export const ACTIVITY_ENTRY = {
  fields: {
    /** The writer's clock: any finite number reads. */
    at: field(
      (z) => z.number(),
      (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined),
    ),
    /** The signed-in user who made the change (the rules insist). */
    by: logText(LIMITS.id),
    /** The name the author wrote into his own entry: kept as stored, never shown (he could write anyone's). */
    byName: logText(ACTIVITY_ENTRY_LIMITS.byName),
    kind: oneOf(ACTIVITY_KINDS),
    /** Whose entry it concerns, for reading (SPEC §6); '' for what every member may read. */
    about: logText(LIMITS.id),
    /** What changed: a transaction's id, a member's id, or '' for the ledger's settings. */
    subject: logText(LIMITS.id),
    /** Its name for people: a description, a member's name, "Categories". */
    title: logText(ACTIVITY_ENTRY_LIMITS.title),
    changes: field((z) => z.array(changeSchema(z)).check(z.maxLength(ACTIVITY_LIMITS.changes)), changesOf),
    /** A deleted transaction as it was stored, so Restore can bring it back as it was. */
    snapshot: optional(
      field((z) => z.record(z.string(), z.unknown()) as unknown as ZodType<Omit<Transaction, 'id'>>, snapshotOf),
    ),
    /** A deleted settlement's expenses, which its delete unsettled and Restore settles again. */
    settledIds: optional(
      field(
        (z) =>
          z
            .array(z.string().check(z.minLength(1), z.maxLength(LIMITS.id)))
            .check(z.maxLength(ACTIVITY_LIMITS.settledIds)),
        (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined),
      ),
    ),
    /** A comment's words. */
    text: optional(
      field(
        (z) => z.string().check(z.minLength(1), z.maxLength(ACTIVITY_LIMITS.text)),
        (v) => (typeof v === 'string' && v.length <= ACTIVITY_LIMITS.text ? v : undefined),
      ),
    ),
    /** A restore's: the id of the deletion entry it undoes (the rules check it names this very entry). */
    restoredFrom: optional(
      field(
        (z) => z.string().check(z.minLength(1), z.maxLength(LIMITS.id)),
        (v) => (isId(v) ? v : undefined),
      ),
    ),
  },
} satisfies Table;

export type ActivityEntry = { id: string } & Entity<typeof ACTIVITY_ENTRY.fields>;
