// The settings documents of a ledger (SPEC §7): common lists, monthly defaults, one-time split defaults.
// Each change is built as its writes, which the repository commits with its log entry (settings-writes.ts);
// the plain functions write them unlogged, for ledger creation, seeds and tests.
import type { CommonSettings, HouseholdSettings, MonthlySettings, SplitDefaults } from '../../domain/types';
import { DocumentMissingError, type DocumentStore, type WriteOp } from '../ports';
import { paths } from './paths';

/** An update of a settings document, and what to write instead when a ledger has none yet. */
export interface SettingsWrites {
  ops: WriteOp[];
  ifMissing?: WriteOp[];
}

const merged = (path: string, data: Record<string, unknown>): WriteOp => ({ type: 'set', path, data, merge: true });

export const commonSettingsWrites = (ledgerId: string, patch: Partial<CommonSettings>): SettingsWrites => ({
  ops: [merged(paths.commonSettings(ledgerId), { ...patch })],
});

export const monthlySettingsWrites = (ledgerId: string, patch: Partial<MonthlySettings>): SettingsWrites => ({
  ops: [merged(paths.monthlySettings(ledgerId), { ...patch })],
});

/**
 * The category budgets alone, the map replaced whole so a budget cleared in the form is gone; the payment
 * mode and payer defaults beside it are left as they are. A ledger without the document gets one.
 */
export function budgetsWrites(ledgerId: string, budgets: Record<string, number>): SettingsWrites {
  const path = paths.monthlySettings(ledgerId);
  return {
    ops: [{ type: 'update', path, data: { budgets: { ...budgets } } }],
    ifMissing: [merged(path, { budgets: { ...budgets } })],
  };
}

/**
 * Maps are replaced whole, so a member removed from the split defaults does not linger; the other fields
 * of the document (Simplify debts) are left as they are. A ledger without the document gets one.
 */
export function onetimeSettingsWrites(ledgerId: string, defaults: SplitDefaults): SettingsWrites {
  const path = paths.onetimeSettings(ledgerId);
  return { ops: [{ type: 'update', path, data: { ...defaults } }], ifMissing: [merged(path, { ...defaults })] };
}

/** A trip's households and how they settle (households.ts): these fields only, merged into the document. */
export const householdsWrites = (ledgerId: string, patch: HouseholdSettings): SettingsWrites => ({
  ops: [merged(paths.onetimeSettings(ledgerId), { ...patch })],
});

export const simplifyDebtsWrites = (ledgerId: string, simplifyDebts: boolean): SettingsWrites => ({
  ops: [merged(paths.onetimeSettings(ledgerId), { simplifyDebts })],
});

/** Writes them unlogged: the update, or when the document is not there, `ifMissing` instead. */
async function save(docs: DocumentStore, { ops, ifMissing }: SettingsWrites): Promise<void> {
  try {
    await docs.batch(ops);
  } catch (error) {
    if (!ifMissing || !(error instanceof DocumentMissingError)) throw error;
    await docs.batch(ifMissing);
  }
}

export async function saveCommonSettings(
  docs: DocumentStore,
  ledgerId: string,
  patch: Partial<CommonSettings>,
): Promise<void> {
  await save(docs, commonSettingsWrites(ledgerId, patch));
}

export async function saveMonthlySettings(
  docs: DocumentStore,
  ledgerId: string,
  patch: Partial<MonthlySettings>,
): Promise<void> {
  await save(docs, monthlySettingsWrites(ledgerId, patch));
}

export async function saveBudgets(
  docs: DocumentStore,
  ledgerId: string,
  budgets: Record<string, number>,
): Promise<void> {
  await save(docs, budgetsWrites(ledgerId, budgets));
}

export async function saveOnetimeSettings(
  docs: DocumentStore,
  ledgerId: string,
  defaults: SplitDefaults,
): Promise<void> {
  await save(docs, onetimeSettingsWrites(ledgerId, defaults));
}

export async function saveSimplifyDebts(docs: DocumentStore, ledgerId: string, simplifyDebts: boolean): Promise<void> {
  await save(docs, simplifyDebtsWrites(ledgerId, simplifyDebts));
}
