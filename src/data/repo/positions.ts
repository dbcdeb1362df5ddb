// The one-off reads behind a ledger's position on Switch group (issue 32), each only what its figure needs.
// A trip: every entry (a balance needs them all), its members (their names break ties over a paisa, as on
// the trip's home) and Simplify debts. A monthly ledger: this month's entries this person may read, a
// member's own only (SPEC §6; the rules refuse a query they cannot prove).
import { ledgerCurrency } from '../../domain/currency';
import { decodeMember, decodeOnetimeSettings } from '../../domain/decode';
import { currentMonth } from '../../domain/months';
import { monthSpent, tripPaise, type Position } from '../../domain/positions';
import { isAdmin } from '../../domain/roles';
import type { Ledger } from '../../domain/types';
import type { DocumentStore } from '../ports';
import { decodeList } from './decoded';
import { queryTransactions, readMonths } from './live';
import { paths } from './paths';

export async function readPosition(
  docs: DocumentStore,
  ledger: Ledger,
  userId: string,
  now: number,
): Promise<Position> {
  const currency = ledgerCurrency(ledger);
  if (ledger.type === 'monthly') {
    const month = currentMonth(now);
    const transactions = await readMonths(docs, ledger, userId, month, month);
    return { kind: 'monthly', currency, spent: monthSpent(transactions), own: !isAdmin(ledger, userId) };
  }
  const [transactions, members, settings] = await Promise.all([
    queryTransactions(docs, ledger.id, {}),
    docs.query(paths.members(ledger.id)).then((raw) => decodeList(raw, decodeMember).items),
    docs.get(paths.onetimeSettings(ledger.id)),
  ]);
  const { simplifyDebts } = decodeOnetimeSettings(settings);
  return { kind: 'trip', currency, paise: tripPaise(transactions, members, userId, simplifyDebts) };
}
