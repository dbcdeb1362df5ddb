// The product's entities (SPEC §3), named once. Stored entities are derived from their tables in schema/ (the
// one owner of their fields, enums and bounds); the rest are the shapes the domain computes. Documents keep
// SPEC's shapes: amounts are numbers, dates are epoch milliseconds.

export {
  PAYMENT_MODES,
  RECEIPT_TYPES,
  SPLIT_METHODS,
  type Frequency,
  type LedgerType,
  type PaymentMode,
  type ReceiptType,
  type SplitMethod,
  type TransactionType,
} from './schema/enums';
export { COMMON_PAYER } from './schema/ids';
export type { Ledger, Member, User } from './schema/ledger';
export type { Payer, ReceiptMark, SplitInfo, SplitLine, Transaction, TripLink } from './schema/transaction';
export type { Bill, BillItem } from './schema/bill';
export type { Household } from './schema/households';
export type { RecurringItem } from './schema/recurring';
export type { CommonSettings, MonthlySettings, OnetimeSettings } from './schema/settings';
import type { OnetimeSettings } from './schema/settings';

/** A document about to be written: a new one has no id yet (the store gives it one), an edit names its own. */
export type Draft<T extends { id: string }> = Omit<T, 'id'> & { id?: string };

/** The split defaults the settings form saves; `simplifyDebts` is saved on its own. */
/** How a trip settles by household: its Settings' Households section saves these together. */
export type HouseholdSettings = Required<
  Pick<OnetimeSettings, 'households' | 'settleByHousehold' | 'settleWithinHousehold'>
>;

export type SplitDefaults = Omit<
  OnetimeSettings,
  'simplifyDebts' | 'households' | 'settleByHousehold' | 'settleWithinHousehold'
>;

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
