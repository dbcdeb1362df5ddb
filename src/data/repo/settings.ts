// The settings documents of a ledger (SPEC §7): common lists, monthly defaults, one-time split defaults.
import type { CommonSettings, MonthlySettings, SplitDefaults } from '../../domain/types';
import { DocumentMissingError, type DocumentStore } from '../ports';
import { paths } from './paths';

export async function saveCommonSettings(
  docs: DocumentStore,
  ledgerId: string,
  patch: Partial<CommonSettings>,
): Promise<void> {
  await docs.set(paths.commonSettings(ledgerId), { ...patch }, { merge: true });
}

export async function saveMonthlySettings(
  docs: DocumentStore,
  ledgerId: string,
  patch: Partial<MonthlySettings>,
): Promise<void> {
  await docs.set(paths.monthlySettings(ledgerId), { ...patch }, { merge: true });
}

/**
 * The category budgets alone, the map replaced whole so a budget cleared in the form is gone; the payment
 * mode and payer defaults beside it are left as they are. A ledger without the document gets one.
 */
export async function saveBudgets(
  docs: DocumentStore,
  ledgerId: string,
  budgets: Record<string, number>,
): Promise<void> {
  const path = paths.monthlySettings(ledgerId);
  try {
    await docs.batch([{ type: 'update', path, data: { budgets: { ...budgets } } }]);
  } catch (error) {
    if (!(error instanceof DocumentMissingError)) throw error;
    await docs.set(path, { budgets: { ...budgets } }, { merge: true });
  }
}

/**
 * Maps are replaced whole, so a member removed from the split defaults does not linger; the other fields
 * of the document (Simplify debts) are left as they are. A ledger without the document gets one.
 */
export async function saveOnetimeSettings(
  docs: DocumentStore,
  ledgerId: string,
  defaults: SplitDefaults,
): Promise<void> {
  const path = paths.onetimeSettings(ledgerId);
  try {
    await docs.batch([{ type: 'update', path, data: { ...defaults } }]);
  } catch (error) {
    if (!(error instanceof DocumentMissingError)) throw error;
    await docs.set(path, { ...defaults }, { merge: true });
  }
}

export async function saveSimplifyDebts(docs: DocumentStore, ledgerId: string, simplifyDebts: boolean): Promise<void> {
  await docs.set(paths.onetimeSettings(ledgerId), { simplifyDebts }, { merge: true });
}
