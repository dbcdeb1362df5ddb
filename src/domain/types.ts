// The product's entities (SPEC §3), defined once. Documents keep SPEC's shapes: amounts are numbers,
// dates are epoch milliseconds.

export type LedgerType = 'monthly' | 'onetime';

export interface Ledger {
  id: string;
  name: string;
  type: LedgerType;
  owner: string;
  admins: string[];
  contributors: string[];
  createdAt: number;
  updatedAt: number;
  /** ISO 4217 code of every amount in the ledger; ledgers made before currencies existed are INR. */
  currency?: string;
}

/** A member of a ledger. `id` equals `userId`; a temporary member's id is their display name. */
export interface Member {
  id: string;
  displayName: string;
  userId: string;
  /** Where to be paid by UPI (`name@handle`), when the member gave one. */
  upiId?: string;
}

export interface User {
  userId: string;
  email: string;
  displayName: string;
  photoURL: string;
  lastUsedLedgerId: string;
}

export type TransactionType = 'income' | 'expense' | 'settlement';

export const SPLIT_METHODS = ['Equal', 'Shares', 'Percentage', 'Custom', 'No Split'] as const;
export type SplitMethod = (typeof SPLIT_METHODS)[number];

/** One member's part of a split: `split` is the input (share count, percent or amount); `amount` the result. */
export interface SplitLine {
  userId: string;
  amount: number;
  split: number;
}

export interface SplitInfo {
  method: SplitMethod;
  details: SplitLine[];
}

export const PAYMENT_MODES = ['UPI', 'Cash', 'Debit', 'Credit', 'Wallet', 'Other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** One of several people who paid for one expense, and how much of it they paid. */
export interface Payer {
  userId: string;
  amount: number;
}

/** `from` is a member id, or 'common' for money from the shared pot. */
export const COMMON_PAYER = 'common';

export interface Transaction {
  id: string;
  description: string;
  amount: number;
  category: string;
  tags: string[];
  type: TransactionType;
  owner: string;
  date: number;
  createdAt: number;
  updatedAt: number;
  comments: string;
  from: string;
  paymentMode: PaymentMode;
  splitInfo?: SplitInfo;
  /**
   * Present only when two or more people paid: each payer's part, adding up to `amount`. `from` is then
   * the payer who paid most (ties: the name that sorts first), so readers that know one payer still work.
   */
  payers?: Payer[];
  /**
   * Present only when the expense was paid in another currency: the amount as paid, its ISO 4217 code,
   * and the rate (ledger currency per 1 unit of it) the user entered. `amount` is the converted figure.
   */
  originalAmount?: number;
  originalCurrency?: string;
  exchangeRate?: number;
  isSettled?: boolean;
  settlementId?: string;
  recursiveId?: string;
  /** A monthly expense that is someone's share of a trip (my-share.ts): which trip, and which of its categories. */
  fromTrip?: TripLink;
  /** Present while a receipt is attached (receipts/{id} holds it): enough for a card to show its thumbnail. */
  receipt?: ReceiptMark;
  /** Set when someone other than the owner brought a deleted entry back from the activity log. */
  restoredBy?: string;
}

export const RECEIPT_TYPES = ['image/webp', 'image/jpeg', 'image/png', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** What a transaction says of its receipt: the file's type, and how many parts it is stored in. */
export interface ReceiptMark {
  type: ReceiptType;
  parts: number;
}

/**
 * Where a monthly expense came from: the one-time ledger's id and its name when the share was added (the
 * trip may be renamed, deleted or closed to the reader since), and the trip's category when the share was
 * added one expense per category.
 */
export interface TripLink {
  ledgerId: string;
  name: string;
  category?: string;
}

/** A document about to be written: a new one has no id yet (the store gives it one), an edit names its own. */
export type Draft<T extends { id: string }> = Omit<T, 'id'> & { id?: string };

export type Frequency = 'monthly';

export interface RecurringItem {
  id: string;
  type: 'income' | 'expense';
  amount: number;
  description: string;
  category: string;
  owner: string;
  tags: string[];
  createdAt: number;
  from: string;
  frequency: Frequency;
  startDate: number;
  paymentMode: PaymentMode;
}

export interface CommonSettings {
  categories: string[];
  tags: string[];
}

export interface MonthlySettings {
  paymentMode: PaymentMode;
  paidBy: string;
  /** Monthly spending limit per category name; a category left out has no budget. */
  budgets?: Record<string, number>;
}

export interface OnetimeSettings {
  splitType: SplitMethod;
  percentages: Record<string, number>;
  shares: Record<string, number>;
  /** Suggest the fewest transfers (true, the default) or who owes whom directly, netted per pair. */
  simplifyDebts: boolean;
}

/** The split defaults the settings form saves; `simplifyDebts` is saved on its own. */
export type SplitDefaults = Omit<OnetimeSettings, 'simplifyDebts'>;

/** One person's position in a one-time ledger; `net` > 0 means they get money back. */
export interface Balance {
  userId: string;
  displayName: string;
  spent: number;
  paid: number;
  net: number;
}

/** A suggested settle-up: `from` pays `to`. */
export interface Transfer {
  from: string;
  to: string;
  amount: number;
}

/** A monthly Settlements row: what the pot has paid back `to`, and what it still owes them. */
export interface SettlementRow {
  to: string;
  paid: number;
  yetToPay: number;
  /** The unsettled expenses that Settle Now would settle. */
  expenseIds: string[];
}

/** Admin-only totals are undefined for members (SPEC §6). */
export interface MonthlySummary {
  totalIncome?: number;
  totalExpenses: number;
  balance?: number;
  incomeYetToReceive?: number;
  expensesYetToSpend?: number;
  yetToSettle?: number;
  settlements: SettlementRow[];
}

export interface TaxItem {
  name: string;
  amount: number;
}

export interface TaxProfile {
  name: string;
  grossSalary: number;
  section80C: TaxItem[];
  employerDeductions: TaxItem[];
}

export interface RegimeSummary {
  grossIncome: number;
  standardDeduction: number;
  section80C: number;
  employerDeductions: number;
  taxableIncome: number;
  tax: number;
  cess: number;
  total: number;
}

export interface TaxState {
  activeProfile: string;
  profiles: Record<string, TaxProfile>;
  oldRegime: RegimeSummary;
  newRegime: RegimeSummary;
}
