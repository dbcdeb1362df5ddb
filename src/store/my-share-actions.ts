// Add my share: the active trip's share of the signed-in person, into one of their monthly ledgers (which
// need not be active). The repositories take the storage and a ledger id, so no switching is needed.
import { recording } from '../data/repo/activity';
import { categoriesOf, saveMyShare, shareLogDraft } from '../data/repo/my-share';
import { ledgerCurrency } from '../domain/currency';
import { buildShareEntries, myShareParts, shareDate } from '../domain/my-share';
import type { Ledger, Transaction } from '../domain/types';
import { backendReady, requireUser } from './session-store';

export { ShareSettledError } from '../domain/my-share';

/** The target ledger's categories; [] when they cannot be read (the dialog then takes typed text). */
export async function targetCategories(ledgerId: string): Promise<string[]> {
  try {
    return await categoriesOf((await backendReady()).docs, ledgerId);
  } catch (error) {
    console.error(error);
    return [];
  }
}

export interface AddShareInput {
  trip: Ledger;
  transactions: readonly Transaction[];
  target: Ledger;
  perCategory: boolean;
  category: string;
  rate?: number;
}

/** Writes the share; returns whether it updated an earlier one and the total added, in the target's currency. */
export async function addMyShare(input: AddShareInput): Promise<{ updated: boolean; total: number }> {
  const { trip, transactions, target } = input;
  const user = requireUser();
  const { uid } = user;
  const tripCurrency = ledgerCurrency(trip);
  const now = Date.now();
  const entries = await buildShareEntries({
    trip: { id: trip.id, name: trip.name, currency: tripCurrency },
    target: { currency: ledgerCurrency(target) },
    category: input.category,
    userId: uid,
    parts: myShareParts(transactions, uid, tripCurrency, input.perCategory),
    rate: input.rate,
    date: shareDate(transactions, now),
    now,
  });
  const { docs } = await backendReady();
  // Logged in the budget it lands in, as the person's own entry.
  const draft = shareLogDraft(uid, trip.name, entries.length);
  const logged = recording(docs, target.id, draft, user, now);
  const { updated } = await saveMyShare(logged, target, uid, trip.id, entries);
  const total = entries.reduce((sum, e) => sum + Math.round(e.amount * 1000), 0) / 1000;
  return { updated, total };
}
