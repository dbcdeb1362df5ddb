// The split form's state as plain data: what the user typed per method, turned into domain split inputs.
import { MAX_AMOUNT } from '../../domain/limits';
import { parseAmount } from '../../domain/money';
import { defaultSplitInputs, splitOptionsAvailable, type SplitInput } from '../../domain/splits';
import { SPLIT_METHODS, type SplitDefaults, type SplitInfo, type SplitMethod } from '../../domain/types';

/**
 * The form's methods: the stored ones, and Items, which is stored as Custom lines beside the bill they came
 * from (schema/bill.ts). Items is not a default a trip's settings can choose.
 */
export type FormMethod = SplitMethod | 'Items';
export const FORM_METHODS: readonly FormMethod[] = [...SPLIT_METHODS, 'Items'];

/**
 * Only what the user changed is kept; everything else is read from the one-time settings at render
 * time, so settings or members that arrive after the form opened still set the defaults.
 */
export interface SplitDraft {
  method: FormMethod | null;
  /** Typed text per method and member: switching method and back keeps what was typed. */
  texts: Partial<Record<SplitMethod, Record<string, string>>>;
  /** Equal only: members left out of the split. */
  excluded: string[];
  /** Equal only: members ticked back in though their dates leave them out (presence.ts). */
  included: string[];
}

export const emptySplitDraft = (): SplitDraft => ({ method: null, texts: {}, excluded: [], included: [] });

/** No one away: edits and reopened entries keep exactly the people their lines name. */
export const NOBODY_AWAY: ReadonlySet<string> = new Set();

/**
 * Equal: whether a member is left out, by choice or, for a new expense, because their From and To dates
 * leave them out of its date (`away`) and nobody ticked them back in.
 */
export function isOut(draft: SplitDraft, userId: string, away: ReadonlySet<string>): boolean {
  return draft.excluded.includes(userId) || (away.has(userId) && !draft.included.includes(userId));
}

/** With one member there is nothing to split: the whole amount is the payer's (SPEC §5). */
export function effectiveMethod(draft: SplitDraft, memberCount: number, settings: SplitDefaults): FormMethod {
  if (!splitOptionsAvailable(memberCount)) return 'No Split';
  return draft.method ?? settings.splitType;
}

/**
 * The text shown in a member's input: typed text, else the settings default (Custom starts empty). A member
 * away on the expense's date starts with no share.
 */
export function inputText(
  draft: SplitDraft,
  method: SplitMethod,
  userId: string,
  settings: SplitDefaults,
  away: ReadonlySet<string> = NOBODY_AWAY,
): string {
  const typed = draft.texts[method]?.[userId];
  if (typed !== undefined) return typed;
  if (method === 'Custom') return '';
  if (method === 'Shares' && away.has(userId)) return '0';
  const fallback = defaultSplitInputs(method, [userId], settings)[0];
  return String(fallback?.split ?? 0);
}

export function splitInputs(
  draft: SplitDraft,
  method: SplitMethod,
  memberIds: string[],
  settings: SplitDefaults,
  away: ReadonlySet<string> = NOBODY_AWAY,
): SplitInput[] {
  if (method === 'Equal')
    return memberIds.map((userId) => ({ userId, split: 1, included: !isOut(draft, userId, away) }));
  return memberIds.map((userId) => ({ userId, split: parseAmount(inputText(draft, method, userId, settings, away)) }));
}

/** What each member's box holds, for validation: Equal and No Split have no boxes. */
export function splitTexts(
  draft: SplitDraft,
  method: SplitMethod,
  memberIds: string[],
  settings: SplitDefaults,
  away: ReadonlySet<string> = NOBODY_AWAY,
): string[] {
  if (method === 'Equal' || method === 'No Split') return [];
  return memberIds.map((userId) => inputText(draft, method, userId, settings, away));
}

export function withText(draft: SplitDraft, method: SplitMethod, userId: string, text: string): SplitDraft {
  return { ...draft, texts: { ...draft.texts, [method]: { ...draft.texts[method], [userId]: text } } };
}

export function withIncluded(draft: SplitDraft, userId: string, include: boolean): SplitDraft {
  const excluded = draft.excluded.filter((id) => id !== userId);
  const included = draft.included.filter((id) => id !== userId);
  return include
    ? { ...draft, excluded, included: [...included, userId] }
    : { ...draft, excluded: [...excluded, userId], included };
}

/**
 * Editing restores the method and each member's typed value from the saved lines' `split`. Members
 * without a line took no part: left out for Equal, 0 otherwise.
 */
export function draftFromSplitInfo(info: SplitInfo | undefined, memberIds: string[], byItems = false): SplitDraft {
  if (!info) return emptySplitDraft();
  if (byItems) return { ...emptySplitDraft(), method: 'Items' };
  const byUser = new Map(info.details.map((line) => [line.userId, line]));
  const ids = [...new Set([...memberIds, ...byUser.keys()])];
  if (info.method === 'Equal')
    return { ...emptySplitDraft(), method: 'Equal', excluded: ids.filter((id) => !byUser.has(id)) };
  if (info.method === 'No Split') return { ...emptySplitDraft(), method: 'No Split' };
  const texts = Object.fromEntries(ids.map((id) => [id, String(byUser.get(id)?.split ?? 0)]));
  return { ...emptySplitDraft(), method: info.method, texts: { [info.method]: texts } };
}

/**
 * The amount the live preview splits: anything not yet a positive number previews as 0, and so does
 * one past MAX_AMOUNT, which saving refuses and which would only split into Infinity.
 */
export function previewAmount(amountText: string): number {
  const n = parseAmount(amountText);
  return n > 0 && n <= MAX_AMOUNT ? n : 0;
}
