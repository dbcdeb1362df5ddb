// The settings documents of a ledger (SPEC §7): common lists, monthly defaults, one-time split defaults.
import type { CommonSettings, MonthlySettings, OnetimeSettings } from '../../domain/types';
import type { DocumentStore } from '../ports';
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

/** Maps are replaced whole, so a member removed from the split defaults does not linger. */
export async function saveOnetimeSettings(
  docs: DocumentStore,
  ledgerId: string,
  settings: OnetimeSettings,
): Promise<void> {
  await docs.set(paths.onetimeSettings(ledgerId), { ...settings });
}
