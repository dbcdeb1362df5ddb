// Everything the screens change inside one ledger, bound once to the storage, the ledger and the signed-in
// user (store/active-ledger.ts binds it to the active one). Each method throws on failure; screens show
// SPEC §8's messages. Validation belongs to the domain and is done by the caller first.
import type { ActivityDraft, ActivityEntry } from '../../domain/activity';
import { ABOUT_ADMINS, restoreEntryId } from '../../domain/activity-ids';
import { sortTransactions } from '../../domain/active-ledger';
import { monthlySettlementId, settleUpId } from '../../domain/derived-id';
import { formatAmount } from '../../domain/money';
import { buildMonthlySettlement, settledFields, UNSETTLED_FIELDS } from '../../domain/monthly-summary';
import type { PreparedReceipt } from '../../domain/receipt-parts';
import type { YearMonth } from '../../domain/months';
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
import { DocumentMissingError, type DocumentStore, type WriteOp } from '../ports';
import { activityOp, recording, type Author } from './activity';
import type { LinkResult } from './link-member';
import { readMonths } from './live';
import * as members from './members';
import { paths } from './paths';
import {
  saveBudgets,
  saveCommonSettings,
  saveMonthlySettings,
  saveOnetimeSettings,
  saveSimplifyDebts,
} from './settings';
import { attachReceiptOps, readReceipt, readReceiptMeta, removeReceiptOps } from './receipts';
import * as transactions from './transactions';

/** Restore found the entry back already (restored on another device, or never really gone). */
export class AlreadyRestoredError extends Error {
  constructor() {
    super('This entry is already back.');
    this.name = 'AlreadyRestoredError';
  }
}

/** Restore of a settlement whose expenses were deleted or settled again since. */
export class SettlementChangedError extends Error {
  constructor() {
    super('The expenses this settlement settled have changed since. Settle them again instead.');
    this.name = 'SettlementChangedError';
  }
}

/**
 * How a change reads in the log (field labels, amounts, dates): needed only when something is written, so
 * it loads then, not with the first screen.
 */
const logText = () => import('../../domain/activity');

/** Loads what a change needs ahead of it (the app shell calls this once the first screen is up). */
export function preloadLogText(): void {
  void logText();
}

export class LedgerRepository {
  constructor(
    private readonly docs: DocumentStore,
    readonly ledger: Ledger,
    private readonly user: Author,
    private readonly now: () => number = Date.now,
    /** Member names for the log's before and after ("Paid by Asha → Ben"); ids read as themselves. */
    private readonly nameOf: (userId: string) => string = (id) => id,
  ) {}

  private get id(): string {
    return this.ledger.id;
  }

  /** The store, logging `draft` with the first write of the operation (activity.ts). */
  private logged(draft: ActivityDraft | ((ops: WriteOp[]) => ActivityDraft)): DocumentStore {
    return recording(this.docs, this.id, draft, this.user, this.now());
  }

  /** Whose entry it is, for who may read its log entries: monthly members read only their own. */
  private about(tx: Pick<Transaction, 'from'>): string {
    return this.ledger.type === 'monthly' ? tx.from : '';
  }

  private entryDraft(
    kind: ActivityDraft['kind'],
    tx: Pick<Transaction, 'id' | 'from' | 'description'> & Partial<Pick<Transaction, 'type' | 'amount' | 'splitInfo'>>,
  ) {
    return { kind, about: this.about(tx), subject: tx.id, title: this.titleOf(tx), changes: [] };
  }

  /** How the log names an entry: its description, or for a trip's payment who paid whom ("payment Ravi → Asha 625"). */
  private titleOf(
    tx: Pick<Transaction, 'description'> & Partial<Pick<Transaction, 'type' | 'from' | 'amount' | 'splitInfo'>>,
  ) {
    const to = tx.splitInfo?.details[0]?.userId;
    // A trip's payments all share one description ('settle up', SPEC's), so the log names them.
    if (
      this.ledger.type === 'onetime' &&
      tx.type === 'settlement' &&
      tx.from &&
      to &&
      to !== tx.from &&
      tx.amount !== undefined
    )
      return `payment ${this.nameOf(tx.from)} → ${this.nameOf(to)} ${formatAmount(tx.amount)}`.slice(0, 100);
    return (tx.description || 'an entry').slice(0, 100);
  }

  /** A new entry. Edits go through editTransaction. */
  async saveTransaction(tx: Draft<Transaction>, receipt?: PreparedReceipt): Promise<string> {
    const id = tx.id || this.docs.newId();
    const entry = { ...tx, id };
    if (!receipt) {
      await transactions.saveTransaction(this.logged(this.entryDraft('added', entry)), this.id, entry);
      return id;
    }
    const { ops, mark } = attachReceiptOps(this.id, { id }, receipt, this.receiptMeta(entry));
    const { id: _id, ...data } = entry;
    await this.docs.batch([
      { type: 'set', path: paths.transaction(this.id, id), data: { ...data, receipt: mark } },
      ...ops,
      activityOp(this.docs, this.id, this.entryDraft('added', entry), this.user, this.now()),
    ]);
    return id;
  }

  /**
   * Saves an edit form: only the fields that differ from `opened` (what the form showed) are written, on
   * top of the stored transaction. Throws TransactionDeletedError when it was deleted meanwhile.
   */
  async editTransaction(opened: Transaction, draft: Draft<Transaction>): Promise<void> {
    const { fieldChanges } = await logText();
    const changes = changedFields(opened, draft);
    const after = { ...opened, ...changes };
    const docs = this.logged({
      ...this.entryDraft('edited', after),
      changes: fieldChanges(opened, changes, this.nameOf),
    });
    return transactions.updateTransaction(docs, this.id, opened, changes, this.now());
  }

  /** Deletes the entry (a settlement unsettles its expenses), its receipt, and logs it so it can be restored. */
  async deleteTransaction(tx: Transaction): Promise<void> {
    const { ops, unsettledIds } = await transactions.deleteOps(this.docs, this.id, tx);
    // The snapshot is the document as stored, not as decoded for the screen (the rules insist the two are
    // equal, so nobody can log a restorable deletion of something else). Gone already: the delete is void.
    const stored = await this.docs.get(paths.transaction(this.id, tx.id));
    const { id: _id, ...snapshot } = (stored ?? tx) as Transaction;
    const draft: ActivityDraft = { ...this.entryDraft('deleted', tx), snapshot };
    if (unsettledIds.length) draft.settledIds = unsettledIds;
    await this.docs.batch([...ops, activityOp(this.docs, this.id, draft, this.user, this.now())]);
  }

  /**
   * Brings a deleted entry back from the log as it was, with its links: an expense settled by a settlement
   * that still exists stays settled by it (otherwise it comes back unsettled), and a settlement settles
   * again the expenses its delete unsettled, or is refused if any of them changed since. The receipt is
   * not kept after a delete, so a restored entry comes back without one.
   */
  async restore(entry: ActivityEntry): Promise<string> {
    const { isRestorable } = await logText();
    if (!isRestorable(entry)) throw new Error('Only a deleted entry can be restored.');
    const id = entry.subject;
    if (await this.docs.get(paths.transaction(this.id, id))) throw new AlreadyRestoredError();
    const { receipt: _receipt, ...kept } = entry.snapshot;
    const data: Record<string, unknown> = { ...kept, updatedAt: this.now() };
    if (kept.owner !== this.user.uid) data.restoredBy = this.user.uid;
    else delete data.restoredBy;
    if (kept.settlementId && !(await this.docs.get(paths.transaction(this.id, kept.settlementId))))
      Object.assign(data, UNSETTLED_FIELDS);
    const ops: WriteOp[] = [{ type: 'set', path: paths.transaction(this.id, id), data }];
    if (kept.type === 'settlement' && entry.settledIds?.length) {
      const current = await transactions.unsettledNow(this.docs, this.id, entry.settledIds);
      if (current.length !== entry.settledIds.length) throw new SettlementChangedError();
      for (const expense of current)
        ops.push({ type: 'update', path: paths.transaction(this.id, expense.id), data: settledFields(id) });
    }
    const draft: ActivityDraft = { ...this.entryDraft('restored', { ...kept, id }), restoredFrom: entry.id };
    const logId = restoreEntryId(id, data.updatedAt as number);
    await this.docs.batch([...ops, activityOp(this.docs, this.id, draft, this.user, this.now(), logId)]);
    return id;
  }

  /** A short note on an entry, kept in the log (append-only) and shown on its card. */
  async comment(tx: Pick<Transaction, 'id' | 'from' | 'description'>, text: string): Promise<void> {
    const draft: ActivityDraft = { ...this.entryDraft('commented', tx), text };
    await this.docs.batch([activityOp(this.docs, this.id, draft, this.user, this.now())]);
  }

  private receiptMeta(tx: Pick<Transaction, 'from'>) {
    return { by: this.user.uid, about: this.about(tx), at: this.now() };
  }

  /** Attaches (or replaces) the receipt of an entry, with its mark on the entry, in one batch. */
  async attachReceipt(tx: Transaction, receipt: PreparedReceipt): Promise<void> {
    const { ops, mark } = attachReceiptOps(this.id, tx, receipt, this.receiptMeta(tx));
    await this.docs.batch([
      { type: 'update', path: paths.transaction(this.id, tx.id), data: { receipt: mark, updatedAt: this.now() } },
      ...ops,
      activityOp(this.docs, this.id, this.entryDraft('receipt-added', tx), this.user, this.now()),
    ]);
  }

  async removeReceipt(tx: Transaction): Promise<void> {
    await this.docs.batch([
      ...removeReceiptOps(this.id, tx),
      activityOp(this.docs, this.id, this.entryDraft('receipt-removed', tx), this.user, this.now()),
    ]);
  }

  /** The receipt with its file, or null when it is missing or not fully synced yet. */
  readReceipt(transactionId: string) {
    return readReceipt(this.docs, this.id, transactionId);
  }

  /** The receipt's thumbnail and description, without the file (cards read only this). */
  readReceiptMeta(transactionId: string) {
    return readReceiptMeta(this.docs, this.id, transactionId);
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
    return readMonths(this.docs, this.ledger, this.user.uid, first, last);
  }

  async fetchMonth(month: YearMonth): Promise<Transaction[]> {
    return sortTransactions(await readMonths(this.docs, this.ledger, this.user.uid, month, month));
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
        const docs = this.logged(this.entryDraft('settled', { ...built.settlement, id }));
        await transactions.settleExpenses(docs, this.id, id, built.settlement, built.settledIds);
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
    const docs = this.logged(this.entryDraft('settled', { ...settlement, id }));
    await transactions.saveSettleUpOnce(docs, this.id, id, settlement);
    return id;
  }

  /** Undo of a payment just recorded: deleted, and logged as any delete (so it can be restored too). */
  async deletePayment(id: string): Promise<void> {
    const payment = await this.getTransaction(id);
    if (payment) await this.deleteTransaction(payment);
  }

  /** Deletes entries that cannot be read. Their content is unknown, so nothing else is touched. */
  async deleteUnreadable(transactionIds: string[], recurringIds: string[]): Promise<number> {
    const targets = [
      ...transactionIds.map((id) => paths.transaction(this.id, id)),
      ...recurringIds.map((id) => paths.recurringItem(this.id, id)),
    ];
    const docs = this.logged({
      kind: 'deleted',
      about: '',
      subject: '',
      title: `${targets.length} unreadable ${targets.length === 1 ? 'entry' : 'entries'}`,
      changes: [],
    });
    await transactions.deleteUnreadable(docs, targets);
    return targets.length;
  }

  saveRecurringItem(item: Draft<RecurringItem>): Promise<string> {
    const docs = this.logged({
      kind: 'recurring-saved',
      about: ABOUT_ADMINS,
      subject: item.id ?? '',
      title: item.description || 'a recurring item',
      changes: [],
    });
    return transactions.saveRecurringItem(docs, this.id, item);
  }

  deleteRecurringItem(id: string, description = ''): Promise<void> {
    const docs = this.logged({
      kind: 'recurring-deleted',
      about: ABOUT_ADMINS,
      subject: id,
      title: description || 'a recurring item',
      changes: [],
    });
    return transactions.deleteRecurringItem(docs, this.id, id);
  }

  /** A settings change, logged with each field before and after (read from the stored document first). */
  private async settingsLogged(path: string, title: string, patch: Record<string, unknown>) {
    const { settingChanges } = await logText();
    const before = (await this.docs.get(path)) ?? {};
    return this.logged({
      kind: 'settings-changed',
      about: '',
      subject: '',
      title,
      changes: settingChanges(before, patch),
    });
  }

  async saveMonthlySettings(patch: Partial<MonthlySettings>): Promise<void> {
    const docs = await this.settingsLogged(paths.monthlySettings(this.id), 'the monthly defaults', patch);
    return saveMonthlySettings(docs, this.id, patch);
  }

  /** Replaces the category budgets only; the other monthly defaults stay as they are. */
  async saveBudgets(budgets: Record<string, number>): Promise<void> {
    const docs = await this.settingsLogged(paths.monthlySettings(this.id), 'the category budgets', { budgets });
    return saveBudgets(docs, this.id, budgets);
  }

  async saveOnetimeSettings(defaults: SplitDefaults): Promise<void> {
    const docs = await this.settingsLogged(paths.onetimeSettings(this.id), 'the split defaults', { ...defaults });
    return saveOnetimeSettings(docs, this.id, defaults);
  }

  async saveSimplifyDebts(on: boolean): Promise<void> {
    const docs = await this.settingsLogged(paths.onetimeSettings(this.id), 'Simplify debts', { simplifyDebts: on });
    return saveSimplifyDebts(docs, this.id, on);
  }

  /** An empty `upiId` removes it. */
  saveUpiId(member: Member, upiId: string): Promise<void> {
    const docs = this.logged({
      kind: 'upi-changed',
      about: '',
      subject: member.id,
      title: member.displayName,
      changes: [{ field: 'UPI ID', before: member.upiId ?? '', after: upiId }],
    });
    return members.saveUpiId(docs, this.id, member, upiId);
  }

  private async listLogged(kind: 'categories-changed' | 'tags-changed', field: 'categories' | 'tags', next: string[]) {
    const { listChanges } = await logText();
    const stored = await this.docs.get(paths.commonSettings(this.id));
    const list = stored?.[field];
    const before = Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    const title = field === 'categories' ? 'Categories' : 'Tags';
    return this.logged({ kind, about: '', subject: '', title, changes: listChanges(title, before, next) });
  }

  async saveCategories(categories: string[]): Promise<void> {
    const docs = await this.listLogged('categories-changed', 'categories', categories);
    return saveCommonSettings(docs, this.id, { categories });
  }

  async saveTags(tags: string[]): Promise<void> {
    const docs = await this.listLogged('tags-changed', 'tags', tags);
    return saveCommonSettings(docs, this.id, { tags });
  }

  /** The member's name is known once found, so the log entry reads it from the write itself. */
  addMemberByEmail(email: string): Promise<Member> {
    const docs = this.logged((ops) => {
      const member = ops.find((op) => op.type === 'set' && op.path.startsWith(paths.members(this.id)));
      const name = member?.type === 'set' ? member.data.displayName : undefined;
      return {
        kind: 'member-added',
        about: '',
        subject: '',
        title: typeof name === 'string' ? name : email,
        changes: [],
      };
    });
    return members.addMemberByEmail(docs, this.ledger, email, this.now());
  }

  addTemporaryMember(name: string): Promise<Member> {
    const title = name.trim();
    const docs = this.logged({ kind: 'member-added', about: '', subject: title, title, changes: [] });
    return members.addTemporaryMember(docs, this.ledger, name);
  }

  removeMember(member: Member): Promise<void> {
    const docs = this.logged({
      kind: 'member-removed',
      about: '',
      subject: member.id,
      title: member.displayName,
      changes: [],
    });
    return members.removeMember(docs, this.ledger, member, this.now());
  }

  setAdmin(member: Member, admin: boolean): Promise<void> {
    const docs = this.logged({
      kind: admin ? 'admin-granted' : 'admin-removed',
      about: '',
      subject: member.id,
      title: member.displayName,
      changes: [],
    });
    return members.setAdmin(docs, this.ledger, member, admin, this.now());
  }

  /** A temporary member's entries, balance and defaults move to an account member, who replaces them. */
  /** Loaded when used: linking is rare, and the first screen should not carry it. */
  async linkMember(temp: Member, account: Member): Promise<LinkResult> {
    const { linkTemporaryMember } = await import('./link-member');
    const docs = this.logged({
      kind: 'member-linked',
      about: '',
      subject: account.id,
      title: `${temp.displayName} to ${account.displayName}`,
      changes: [],
    });
    return linkTemporaryMember(docs, this.ledger, temp, account, this.now());
  }
}
