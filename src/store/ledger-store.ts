// Live state of the signed-in user's ledgers (SPEC §3), mirrored from subscriptions.
import { create } from 'zustand';
import { defaultCommonSettings, defaultOnetimeSettings } from '../domain/defaults';
import { currentMonth, type YearMonth } from '../domain/months';
import type { CommonSettings, Ledger, Member, MonthlySettings, OnetimeSettings, RecurringItem, Transaction } from '../domain/types';

export interface LedgerState {
  ledgers: Ledger[];
  /** False until the first ledger-list snapshot arrives, so screens can tell "none" from "not yet". */
  ledgersLoaded: boolean;
  /** True once this session's own subscription has answered; before that the data may be restored. */
  live: boolean;
  activeLedgerId: string;
  /** The month a monthly ledger's live query reads; it moves on when the month turns. */
  activeMonth: YearMonth;
  members: Member[];
  transactions: Transaction[];
  /** Ids of transactions that could not be read (left out of `transactions`; an admin may delete them). */
  unreadableTransactions: string[];
  commonSettings: CommonSettings;
  monthlySettings: MonthlySettings | null;
  onetimeSettings: OnetimeSettings;
  recurring: RecurringItem[];
  unreadableRecurring: string[];
  busy: boolean;
  /** Set when the data came from the last saved state: the subscriptions with this key may keep it. */
  restoredKey: string;
  activeTransaction: Transaction | null;
}

export function emptyActiveLedgerState(): Omit<LedgerState, 'ledgers' | 'ledgersLoaded' | 'live' | 'activeLedgerId' | 'activeMonth'> {
  return {
    members: [],
    transactions: [],
    unreadableTransactions: [],
    commonSettings: defaultCommonSettings(),
    monthlySettings: null,
    onetimeSettings: defaultOnetimeSettings(),
    recurring: [],
    unreadableRecurring: [],
    busy: false,
    restoredKey: '',
    activeTransaction: null,
  };
}

function initialState(): LedgerState {
  return { ledgers: [], ledgersLoaded: false, live: false, activeLedgerId: '', activeMonth: currentMonth(Date.now()), ...emptyActiveLedgerState() };
}

export const ledgerStore = create<LedgerState>()(() => initialState());

export function resetLedgerState(): void {
  ledgerStore.setState(initialState(), true);
}

export const useLedgers = () => ledgerStore((s) => s.ledgers);
export const useLedgersLoaded = () => ledgerStore((s) => s.ledgersLoaded);
/** Permission decisions wait for live data: a restored state may be a moment out of date. */
export const useLedgersLive = () => ledgerStore((s) => s.live);
export const useActiveLedger = () => ledgerStore((s) => s.ledgers.find((l) => l.id === s.activeLedgerId) ?? null);
export const useActiveMonth = () => ledgerStore((s) => s.activeMonth);
export const useMembers = () => ledgerStore((s) => s.members);
export const useTransactions = () => ledgerStore((s) => s.transactions);
export const useCommonSettings = () => ledgerStore((s) => s.commonSettings);
export const useMonthlySettings = () => ledgerStore((s) => s.monthlySettings);
export const useOnetimeSettings = () => ledgerStore((s) => s.onetimeSettings);
export const useRecurringItems = () => ledgerStore((s) => s.recurring);
export const useUnreadableTransactions = () => ledgerStore((s) => s.unreadableTransactions);
export const useUnreadableRecurring = () => ledgerStore((s) => s.unreadableRecurring);
export const useBusy = () => ledgerStore((s) => s.busy);
