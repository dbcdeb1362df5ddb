// Live state of the signed-in user's ledgers (SPEC §3), mirrored from subscriptions.
import { create } from 'zustand';
import { defaultCommonSettings, defaultOnetimeSettings } from '../domain/defaults';
import type { CommonSettings, Ledger, Member, MonthlySettings, OnetimeSettings, RecurringItem, Transaction } from '../domain/types';

export interface LedgerState {
  ledgers: Ledger[];
  /** False until the first ledger-list snapshot arrives, so screens can tell "none" from "not yet". */
  ledgersLoaded: boolean;
  activeLedgerId: string;
  members: Member[];
  transactions: Transaction[];
  commonSettings: CommonSettings;
  monthlySettings: MonthlySettings | null;
  onetimeSettings: OnetimeSettings;
  recurring: RecurringItem[];
  busy: boolean;
  activeTransaction: Transaction | null;
}

export function emptyActiveLedgerState(): Omit<LedgerState, 'ledgers' | 'ledgersLoaded' | 'activeLedgerId'> {
  return {
    members: [],
    transactions: [],
    commonSettings: defaultCommonSettings(),
    monthlySettings: null,
    onetimeSettings: defaultOnetimeSettings(),
    recurring: [],
    busy: false,
    activeTransaction: null,
  };
}

function initialState(): LedgerState {
  return { ledgers: [], ledgersLoaded: false, activeLedgerId: '', ...emptyActiveLedgerState() };
}

export const ledgerStore = create<LedgerState>()(() => initialState());

export function resetLedgerState(): void {
  ledgerStore.setState(initialState(), true);
}

export const useLedgers = () => ledgerStore((s) => s.ledgers);
export const useLedgersLoaded = () => ledgerStore((s) => s.ledgersLoaded);
export const useActiveLedger = () => ledgerStore((s) => s.ledgers.find((l) => l.id === s.activeLedgerId) ?? null);
export const useMembers = () => ledgerStore((s) => s.members);
export const useTransactions = () => ledgerStore((s) => s.transactions);
export const useCommonSettings = () => ledgerStore((s) => s.commonSettings);
export const useMonthlySettings = () => ledgerStore((s) => s.monthlySettings);
export const useOnetimeSettings = () => ledgerStore((s) => s.onetimeSettings);
export const useRecurringItems = () => ledgerStore((s) => s.recurring);
export const useBusy = () => ledgerStore((s) => s.busy);
