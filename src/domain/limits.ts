// The bounds forms, import and the decoders check, as the names the app has always used. Every number is
// the entity tables' own (schema/limits.ts), so a form can never allow what a stored document may not hold;
// schema/rules-agreement.test.ts holds firestore.rules to the same numbers.
import { LIMITS } from './schema/limits';
import { isSafeId } from './schema/ids';

export { isAmountInRange, isDateInRange, MAX_AMOUNT, MAX_DATE, MIN_DATE } from './schema/limits';
export { isPrototypeKey, isReservedId, isReservedName } from './schema/ids';
export { isBudgetableCategory } from './schema/settings';

/** Amounts are kept to paise; split inputs (shares, percentages, custom amounts) to thousandths. */
export const AMOUNT_DECIMALS = 2;
export const SPLIT_DECIMALS = 3;

export const MAX_DESCRIPTION = LIMITS.description;
export const MAX_COMMENTS = LIMITS.comments;
/** Ledger names, member names and user display names. */
export const MAX_NAME = LIMITS.name;
/** A category or a tag. */
export const MAX_LABEL = LIMITS.label;
export const MAX_TAGS_PER_ENTRY = LIMITS.tagsPerEntry;
export const MAX_SPLIT_LINES = LIMITS.splitLines;
/** Ids become path segments: user ids, member ids, `from`, `owner`. */
export const MAX_ID = LIMITS.id;
/** The categories list and the tags list in a ledger's settings, each. */
export const MAX_LABELS_PER_LIST = LIMITS.labelsPerList;
/** A one-time ledger's default percentages and shares stay below this, either way. */
export const MAX_SPLIT_DEFAULT = LIMITS.splitDefault;
/** Budgets a monthly ledger may hold (settings/monthly budgets, firestore.rules isBudgets). */
export const MAX_BUDGETS = LIMITS.budgets;

/** The one id check (schema/ids.ts isSafeId), under the name the backup code knows it by. */
export const isSafeKeyId = (id: string): boolean => isSafeId(id);
