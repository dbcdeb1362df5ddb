// One decoder per stored entity, each derived from its table in schema/: whatever IndexedDB, Firestore or an
// old version hands back becomes either a whole, well-typed entity inside the table's bounds, or null
// ("cannot be read"). They never throw, so one member's malformed document can never crash another's screen.
import { isId } from './schema/fields';
import { LIMITS } from './schema/limits';
import { LEDGER, MEMBER, USER } from './schema/ledger';
import { RECURRING_ITEM } from './schema/recurring';
import { COMMON_SETTINGS, MONTHLY_SETTINGS, ONETIME_SETTINGS } from './schema/settings';
import { readDocument, readTable, type Fields, type Table } from './schema/table';
import { TRANSACTION } from './schema/transaction';
import type {
  CommonSettings,
  Ledger,
  Member,
  MonthlySettings,
  OnetimeSettings,
  RecurringItem,
  Transaction,
  User,
} from './types';

export { UNTITLED_LEDGER } from './schema/ledger';

/** The most parts one receipt is cut into (each under Firestore's 1 MiB document limit). */
export const MAX_RECEIPT_PARTS = LIMITS.receiptParts;

/** A document's id comes from its path; ids the rules allow are 1..LIMITS.id characters. */
function withId<F extends Fields>(table: Table<F>, id: string, data: unknown) {
  return isId(id) ? readDocument(table, id, data) : null;
}

export function decodeLedger(id: string, data: unknown): Ledger | null {
  return withId(LEDGER, id, data);
}

/** Only when the id itself is blank is there no name to show; then it is unreadable. */
export function decodeMember(id: string, data: unknown): Member | null {
  return withId(MEMBER, id, data);
}

/** The document id is a hash of the email (SPEC §7), never a user id: it is not part of the entity. */
export function decodeUser(id: string, data: unknown): User | null {
  return isId(id) ? readTable(USER, data, id) : null;
}

export function decodeTransaction(id: string, data: unknown): Transaction | null {
  return withId(TRANSACTION, id, data);
}

export function decodeRecurringItem(id: string, data: unknown): RecurringItem | null {
  return withId(RECURRING_ITEM, id, data);
}

// ---- Settings: never unreadable (every field has a fallback), so anything that is no map reads as {} ----

const orEmpty = (data: unknown) => (typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {});

export function decodeCommonSettings(data: unknown): CommonSettings {
  return readTable(COMMON_SETTINGS, orEmpty(data))!;
}

export function decodeMonthlySettings(data: unknown): MonthlySettings {
  return readTable(MONTHLY_SETTINGS, orEmpty(data))!;
}

export function decodeOnetimeSettings(data: unknown): OnetimeSettings {
  return readTable(ONETIME_SETTINGS, orEmpty(data))!;
}
