// Everything the screens change inside one ledger, bound once to the storage, the ledger and the signed-in
// user (store/active-ledger.ts binds it to the active one). Each method throws on failure; screens show
// SPEC §8's messages. Validation belongs to the domain and is done by the caller first.
import { sortTransactions } from '../../domain/active-ledger';
import { monthlySettlementId, settleUpId } from '../../domain/derived-id';
import { buildMonthlySettlement } from '../../domain/monthly-summary';
import { monthRange, type YearMonth } from '../../domain/months';
import { isAdmin, onlyOwnEntries } from '../../domain/roles';
import { changedFields } from '../../domain/transaction-changes';
import { buildSettleUp } from '../../domain/transaction-documents';
import type {
  Draft,
  Ledger,
  Member,
  MonthlySettings,
  PaymentMode,
  RecurringItem,
  SplitDefaults,
  Transaction,
  Transfer,
} from '../../domain/types';
import { DocumentMissingError, type DocumentStore } from '../ports';
import type { LinkResult } from './link-member';
import { queryTransactions } from './live';
import * as members from './members';
import { paths } from './paths';
import {
  saveBudgets,
  saveCommonSettings,
  saveMonthlySettings,
  saveOnetimeSettings,
  saveSimplifyDebts,
} from './settings';
import * as transactions from './transactions';

export class LedgerRepository {
  constructor(
    private readonly docs: DocumentStore,
    readonly ledger: Ledger,
    private readonly user: { uid: string },
    private readonly now: () => number = Date.now,
  ) {}

  private get id(): string {
    return this.ledger.id;
  }

  /** A new entry. Edits go through editTransaction. */
  saveTransaction(tx: Draft<Transaction>): Promise<string> {
    return transactions.saveTransaction(this.docs, this.id, tx);
  }

  /**
   * Saves an edit form: only the fields that differ from `opened` (what the form showed) are written, on
   * top of the stored transaction. Throws TransactionDeletedError when it was deleted meanwhile.
   */
  editTransaction(opened: Transaction, draft: Draft<Transaction>): Promise<void> {
    return transactions.updateTransaction(this.docs, this.id, opened, changedFields(opened, draft), this.now());
  }

  deleteTransaction(tx: Transaction): Promise<void> {
    return transactions.deleteTransaction(this.docs, this.id, tx);
  }

  getTransaction(id: string): Promise<Transaction | null> {
    return transactions.getTransaction(this.docs, this.id, id);
  }

  /** The month-wise page's one-off read; non-admins get only their own entries, as the live query does. */
  /**
   * Every entry dated from the first day of `first` to the end of `last`, in one query (Insights reads 13
   * months at once), narrowed for a monthly member to his own, as fetchMonth is. Unsorted.
   */
  async fetchMonths(first: YearMonth, last: YearMonth): Promise<Transaction[]> {
    const { uid } = this.user;
    const only = onlyOwnEntries({ monthly: this.ledger.type === 'monthly', admin: isAdmin(this.ledger, uid) }, uid);
    const range = { start: monthRange(first.year, first.month).start, end: monthRange(last.year, last.month).end };
    return queryTransactions(this.docs, this.id, { range, onlyFrom: only });
  }

  async fetchMonth({ year, month }: YearMonth): Promise<Transaction[]> {
    const { uid } = this.user;
    const only = onlyOwnEntries({ monthly: this.ledger.type === 'monthly', admin: isAdmin(this.ledger, uid) }, uid);
    const found = await queryTransactions(this.docs, this.id, { range: monthRange(year, month), onlyFrom: only });
    return sortTransactions(found);
  }

  /**
   * Settle Now: repays `payer` for their unsettled expenses of that month, in one batch. The expenses are
   * read again first (another tab or device may have settled or deleted some), and the settlement's id is
   * derived from the ones it settles, so pressing twice, anywhere, writes one settlement.
   */
  async settleMonthly(payer: string, shown: Transaction[], { year, month }: YearMonth): Promise<void> {
    const candidates = shown.filter((t) => t.type === 'expense' && t.from === payer && !t.isSettled).map((t) => t.id);
    // An expense deleted between the read and the write fails the batch as a whole; read again once.
    for (let attempt = 1; ; attempt += 1) {
      const current = await transactions.unsettledNow(this.docs, this.id, candidates);
      const built = buildMonthlySettlement({
        payer,
        expenses: current,
        owner: this.user.uid,
        year,
        month,
        now: this.now(),
      });
      if (built.settledIds.length === 0) return;
      try {
        const id = await monthlySettlementId(built.settledIds);
        await transactions.settleExpenses(this.docs, this.id, id, built.settlement, built.settledIds);
        return;
      } catch (error) {
        if (!(error instanceof DocumentMissingError) || attempt === 2) throw error;
      }
    }
  }

  /**
   * Settle Up in a one-time ledger: the debtor pays the creditor (SPEC §4). The id is derived from the
   * transfer and the entries it was computed from (`basis`), so a second press (another tab, a double tap,
   * another device on the same view) writes the same settlement instead of flipping the debt.
   */
  async settleUp(
    transfer: Transfer,
    basis: Transaction[],
    recorded: { date?: number; paymentMode?: PaymentMode } = {},
  ): Promise<string> {
    const id = await settleUpId(transfer, basis);
    const settlement = buildSettleUp({ ...transfer, ...recorded, owner: this.user.uid, now: this.now() });
    await transactions.saveSettleUpOnce(this.docs, this.id, id, settlement);
    return id;
  }

  /** Undo of a payment just recorded: it goes as if never saved. */
  deletePayment(id: string): Promise<void> {
    return this.docs.delete(paths.transaction(this.id, id));
  }

  /** Deletes entries that cannot be read. Their content is unknown, so nothing else is touched. */
  async deleteUnreadable(transactionIds: string[], recurringIds: string[]): Promise<number> {
    const targets = [
      ...transactionIds.map((id) => paths.transaction(this.id, id)),
      ...recurringIds.map((id) => paths.recurringItem(this.id, id)),
    ];
    await transactions.deleteUnreadable(this.docs, targets);
    return targets.length;
  }

  saveRecurringItem(item: Draft<RecurringItem>): Promise<string> {
    return transactions.saveRecurringItem(this.docs, this.id, item);
  }

  deleteRecurringItem(id: string): Promise<void> {
    return transactions.deleteRecurringItem(this.docs, this.id, id);
  }

  saveMonthlySettings(patch: Partial<MonthlySettings>): Promise<void> {
    return saveMonthlySettings(this.docs, this.id, patch);
  }

  /** Replaces the category budgets only; the other monthly defaults stay as they are. */
  saveBudgets(budgets: Record<string, number>): Promise<void> {
    return saveBudgets(this.docs, this.id, budgets);
  }

  saveOnetimeSettings(defaults: SplitDefaults): Promise<void> {
    return saveOnetimeSettings(this.docs, this.id, defaults);
  }

  saveSimplifyDebts(on: boolean): Promise<void> {
    return saveSimplifyDebts(this.docs, this.id, on);
  }

  /** An empty `upiId` removes it. */
  saveUpiId(member: Member, upiId: string): Promise<void> {
    return members.saveUpiId(this.docs, this.id, member, upiId);
  }

  saveCategories(categories: string[]): Promise<void> {
    return saveCommonSettings(this.docs, this.id, { categories });
  }

  saveTags(tags: string[]): Promise<void> {
    return saveCommonSettings(this.docs, this.id, { tags });
  }

  addMemberByEmail(email: string): Promise<Member> {
    return members.addMemberByEmail(this.docs, this.ledger, email, this.now());
  }

  addTemporaryMember(name: string): Promise<Member> {
    return members.addTemporaryMember(this.docs, this.ledger, name);
  }

  removeMember(member: Member): Promise<void> {
    return members.removeMember(this.docs, this.ledger, member, this.now());
  }

  setAdmin(member: Member, admin: boolean): Promise<void> {
    return members.setAdmin(this.docs, this.ledger, member, admin, this.now());
  }

  /** A temporary member's entries, balance and defaults move to an account member, who replaces them. */
  /** Loaded when used: linking is rare, and the first screen should not carry it. */
  async linkMember(temp: Member, account: Member): Promise<LinkResult> {
    const { linkTemporaryMember } = await import('./link-member');
    return linkTemporaryMember(this.docs, this.ledger, temp, account, this.now());
  }
}
