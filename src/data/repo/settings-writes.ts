// A person changing the active ledger's settings (SPEC §7): defaults, budgets, lists and recurring items.
// Each is logged with every field before and after, read from the stored document first, and written with
// its entry through commit.ts (which writes the document whole when an update finds none yet).
import type { SETTINGS_TITLES } from '../../domain/activity-wording';
import type { Draft, HouseholdSettings, MonthlySettings, RecurringItem, SplitDefaults } from '../../domain/types';
import { commit, logWording, type LedgerWriter } from './commit';
import { paths } from './paths';
import {
  budgetsWrites,
  commonSettingsWrites,
  monthlySettingsWrites,
  onetimeSettingsWrites,
  simplifyDebtsWrites,
  householdsWrites,
  type SettingsWrites,
} from './settings';
import { recurringItemDeleteOp, recurringItemOp } from './transactions';

async function saveSettings(
  w: LedgerWriter,
  path: string,
  title: keyof typeof SETTINGS_TITLES,
  patch: Record<string, unknown>,
  writes: SettingsWrites,
): Promise<void> {
  const { ledgerEntry, settingChanges, SETTINGS_TITLES: titles } = await logWording();
  const before = (await w.docs.get(path)) ?? {};
  const entry = ledgerEntry('settings-changed', titles[title], { changes: settingChanges(before, patch, w.nameOf) });
  await commit(w, { ...writes, entry });
}

export function saveMonthlySettings(w: LedgerWriter, patch: Partial<MonthlySettings>): Promise<void> {
  const writes = monthlySettingsWrites(w.ledgerId, patch);
  return saveSettings(w, paths.monthlySettings(w.ledgerId), 'monthly', patch, writes);
}

/** Replaces the category budgets only; the other monthly defaults stay as they are. */
export function saveBudgets(w: LedgerWriter, budgets: Record<string, number>): Promise<void> {
  const writes = budgetsWrites(w.ledgerId, budgets);
  return saveSettings(w, paths.monthlySettings(w.ledgerId), 'budgets', { budgets }, writes);
}

export function saveOnetimeSettings(w: LedgerWriter, defaults: SplitDefaults): Promise<void> {
  const writes = onetimeSettingsWrites(w.ledgerId, defaults);
  return saveSettings(w, paths.onetimeSettings(w.ledgerId), 'split', { ...defaults }, writes);
}

export function saveHouseholds(w: LedgerWriter, patch: HouseholdSettings): Promise<void> {
  const writes = householdsWrites(w.ledgerId, patch);
  return saveSettings(w, paths.onetimeSettings(w.ledgerId), 'households', { ...patch }, writes);
}

export function saveSimplifyDebts(w: LedgerWriter, on: boolean): Promise<void> {
  const writes = simplifyDebtsWrites(w.ledgerId, on);
  return saveSettings(w, paths.onetimeSettings(w.ledgerId), 'simplifyDebts', { simplifyDebts: on }, writes);
}

/** Categories or tags, the list replaced whole; the log says what was added and what was taken away. */
export async function saveList(w: LedgerWriter, field: 'categories' | 'tags', next: string[]): Promise<void> {
  const { ledgerEntry, listChanges, LIST_TITLES } = await logWording();
  const stored = await w.docs.get(paths.commonSettings(w.ledgerId));
  const list = stored?.[field];
  const before = Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  const title = LIST_TITLES[field];
  const kind = field === 'categories' ? 'categories-changed' : 'tags-changed';
  const entry = ledgerEntry(kind, title, { changes: listChanges(title, before, next) });
  await commit(w, { ...commonSettingsWrites(w.ledgerId, { [field]: next }), entry });
}

/** Recurring items are for admins only, and so are their log entries. Returns the item's id. */
export async function saveRecurringItem(w: LedgerWriter, item: Draft<RecurringItem>): Promise<string> {
  const { recurringEntry } = await logWording();
  const { id, op } = recurringItemOp(w.docs, w.ledgerId, item);
  await commit(w, { ops: [op], entry: recurringEntry('recurring-saved', item.id ?? '', item.description) });
  return id;
}

export async function deleteRecurringItem(w: LedgerWriter, id: string, description = ''): Promise<void> {
  const { recurringEntry } = await logWording();
  await commit(w, {
    ops: [recurringItemDeleteOp(w.ledgerId, id)],
    entry: recurringEntry('recurring-deleted', id, description),
  });
}
