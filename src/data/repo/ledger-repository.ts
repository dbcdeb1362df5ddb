// Everything the screens change inside one ledger, bound once to the storage, the ledger and the signed-in
// user (store/active-ledger.ts binds it to the active one). Each method throws on failure; screens show
// SPEC §8's messages. Validation belongs to the domain and is done by the caller first. The work is done
// by one module per shape (transactions, receipts, members, settings, restore), each writing a change with
// its log entry through one primitive (commit.ts).
import type { ActivityEntry } from '../../domain/activity';
import { sortTransactions } from '../../domain/active-ledger';
import type { YearMonth } from '../../domain/months';
import type { PreparedReceipt } from '../../domain/receipt-parts';
import type { Posted } from '../../domain/recurring-posting';
import type {
  Draft,
  HouseholdSettings,
  Ledger,
  Member,
  MonthlySettings,
  PaymentMode,
  RecurringItem,
  SplitDefaults,
  Transaction,
  Transfer,
} from '../../domain/types';
import type { DocumentStore } from '../ports';
import { logWording, type Author, type LedgerWriter } from './commit';
import type { LinkResult } from './link-member';
import { readMonths } from './live';
import * as members from './member-writes';
import { attachReceipt, removeReceipt } from './receipt-writes';
import { readReceipt, readReceiptMeta } from './receipts';
import { postDue } from './recurring-posting';
import { restore } from './restore';
import * as settings from './settings-writes';
import * as entries from './transaction-writes';
import { getTransaction } from './transactions';

/** Screens tell these apart (store/ledger-errors.ts); named here so the repository stays one chunk with them. */
export { AlreadyRestoredError, SettlementChangedError } from './restore';

/** Loads what a change needs ahead of it (the app shell calls this once the first screen is up). */
export function preloadLogText(): void {
  void logWording();
}

export class LedgerRepository {
  private readonly w: LedgerWriter;

  constructor(
    docs: DocumentStore,
    readonly ledger: Ledger,
    user: Author,
    now: () => number = Date.now,
    /** Member names for the log's before and after ("Paid by Asha → Ben"); ids read as themselves. */
    nameOf: (userId: string) => string = (id) => id,
  ) {
    this.w = { docs, ledgerId: ledger.id, ledger, author: user, now, nameOf };
  }

  /** A new entry. Edits go through editTransaction. */
  saveTransaction(tx: Draft<Transaction>, receipt?: PreparedReceipt): Promise<string> {
    return entries.saveTransaction(this.w, tx, receipt);
  }

  /** Writes only what the form changed; TransactionDeletedError when it was deleted meanwhile. */
  editTransaction(opened: Transaction, draft: Draft<Transaction>): Promise<void> {
    return entries.editTransaction(this.w, opened, draft);
  }

  deleteTransaction(tx: Transaction): Promise<void> {
    return entries.deleteTransaction(this.w, tx);
  }

  /** A deleted entry back from the log as it was (restore.ts). */
  restore(entry: ActivityEntry): Promise<string> {
    return restore(this.w, entry);
  }

  comment(tx: Pick<Transaction, 'id' | 'from' | 'description'>, text: string): Promise<void> {
    return entries.comment(this.w, tx, text);
  }

  attachReceipt(tx: Transaction, receipt: PreparedReceipt): Promise<void> {
    return attachReceipt(this.w, tx, receipt);
  }

  removeReceipt(tx: Transaction): Promise<void> {
    return removeReceipt(this.w, tx);
  }

  /** The receipt with its file, or null when it is missing or not fully synced yet. */
  readReceipt(transactionId: string) {
    return readReceipt(this.w.docs, this.w.ledgerId, transactionId);
  }

  /** The receipt's thumbnail and description, without the file (cards read only this). */
  readReceiptMeta(transactionId: string) {
    return readReceiptMeta(this.w.docs, this.w.ledgerId, transactionId);
  }

  getTransaction(id: string): Promise<Transaction | null> {
    return getTransaction(this.w.docs, this.w.ledgerId, id);
  }

  /**
   * Every entry dated from the first day of `first` to the end of `last`, in one query (Insights reads 13
   * months at once), narrowed for a monthly member to his own, as fetchMonth is. Unsorted.
   */
  fetchMonths(first: YearMonth, last: YearMonth): Promise<Transaction[]> {
    return readMonths(this.w.docs, this.ledger, this.w.author.uid, first, last);
  }

  /** The month-wise page's one-off read; non-admins get only their own entries, as the live query does. */
  async fetchMonth(month: YearMonth): Promise<Transaction[]> {
    return sortTransactions(await this.fetchMonths(month, month));
  }

  settleMonthly(payer: string, shown: Transaction[], month: YearMonth): Promise<void> {
    return entries.settleMonthly(this.w, payer, shown, month);
  }

  settleUp(
    transfer: Transfer,
    basis: Transaction[],
    recorded: { date?: number; paymentMode?: PaymentMode } = {},
  ): Promise<string> {
    return entries.settleUp(this.w, transfer, basis, recorded);
  }

  deletePayment(id: string): Promise<void> {
    return entries.deletePayment(this.w, id);
  }

  /** Returns how many entries went. */
  deleteUnreadable(transactionIds: string[], recurringIds: string[]): Promise<number> {
    return entries.deleteUnreadable(this.w, transactionIds, recurringIds);
  }

  saveRecurringItem(item: Draft<RecurringItem>): Promise<string> {
    return settings.saveRecurringItem(this.w, item);
  }

  deleteRecurringItem(id: string, description = ''): Promise<void> {
    return settings.deleteRecurringItem(this.w, id, description);
  }

  /** Posts what of a recurring item is due at `now` (issue 31); returns what this call wrote. */
  postDueRecurring(itemId: string, now: number): Promise<Posted[]> {
    return postDue(this.w, itemId, now);
  }

  saveMonthlySettings(patch: Partial<MonthlySettings>): Promise<void> {
    return settings.saveMonthlySettings(this.w, patch);
  }

  saveBudgets(budgets: Record<string, number>): Promise<void> {
    return settings.saveBudgets(this.w, budgets);
  }

  saveOnetimeSettings(defaults: SplitDefaults): Promise<void> {
    return settings.saveOnetimeSettings(this.w, defaults);
  }

  saveHouseholds(patch: HouseholdSettings): Promise<void> {
    return settings.saveHouseholds(this.w, patch);
  }

  saveSimplifyDebts(on: boolean): Promise<void> {
    return settings.saveSimplifyDebts(this.w, on);
  }

  saveCategories(categories: string[]): Promise<void> {
    return settings.saveList(this.w, 'categories', categories);
  }

  saveTags(tags: string[]): Promise<void> {
    return settings.saveList(this.w, 'tags', tags);
  }

  /** An empty `upiId` removes it. */
  saveUpiId(member: Member, upiId: string): Promise<void> {
    return members.saveUpiId(this.w, member, upiId);
  }

  /** A trip member's From and To dates; undefined removes one. */
  saveMemberDates(member: Member, from?: number, to?: number): Promise<void> {
    return members.saveMemberDates(this.w, member, from, to);
  }

  addMemberByEmail(email: string): Promise<Member> {
    return members.addMemberByEmail(this.w, email);
  }

  addTemporaryMember(name: string): Promise<Member> {
    return members.addTemporaryMember(this.w, name);
  }

  removeMember(member: Member): Promise<void> {
    return members.removeMember(this.w, member);
  }

  setAdmin(member: Member, admin: boolean): Promise<void> {
    return members.setAdmin(this.w, member, admin);
  }

  /** Only the owner, to another admin; the owner stays an admin. */
  transferOwnership(to: Member): Promise<void> {
    return members.transferOwnership(this.w, to);
  }

  /** A temporary member's entries, balance and defaults move to an account member, who replaces them. */
  linkMember(temp: Member, account: Member): Promise<LinkResult> {
    return members.linkMember(this.w, temp, account);
  }
}
