// Live state of the signed-in user's ledgers (SPEC §3). The store itself stays here: it changes only by
// dispatching the lifecycle's actions (ledger-lifecycle.ts), and is read through the selectors below.
import { create } from 'zustand';
import { activeLedgerOf, initialLedgerState, reduce, type LedgerAction, type LedgerState } from './ledger-lifecycle';
import { useMemo } from 'react';
import { nameLookup, type NameOf } from '../domain/member-names';

const useLedgerStore = create<LedgerState>()(() => initialLedgerState(Date.now()));

/** For the store's own modules (sync, last state, session): moves the lifecycle on; returns where it is now. */
export function dispatch(action: LedgerAction): LedgerState {
  useLedgerStore.setState((state) => reduce(state, action), true);
  return useLedgerStore.getState();
}

/** The state right now, for actions that run outside React. */
export const currentLedgerState = (): Readonly<LedgerState> => useLedgerStore.getState();
export const subscribeLedgerState = (listener: (state: LedgerState) => void): (() => void) =>
  useLedgerStore.subscribe(listener);
export const currentActiveLedger = () => activeLedgerOf(useLedgerStore.getState());

export const useLedgers = () => useLedgerStore((s) => s.ledgers);
/** False until a ledger list (saved or live) is in, so screens can tell "none" from "not yet". */
export const useLedgersLoaded = () => useLedgerStore((s) => s.source !== 'none');
/** Permission decisions wait for live data: a restored state may be a moment out of date. */
export const useLedgersLive = () => useLedgerStore((s) => s.source === 'live');
export const useLedgerListConfirmed = () => useLedgerStore((s) => s.listConfirmed);
export const useActiveLedger = () => useLedgerStore(activeLedgerOf);
export const useActiveMonth = () => useLedgerStore((s) => s.activeMonth);
export const useMembers = () => useLedgerStore((s) => s.members);
/** Names people by the active ledger's member list (domain nameLookup). */
export function useNameOf(): NameOf {
  const members = useMembers();
  return useMemo(() => nameLookup(members), [members]);
}
export const useTransactions = () => useLedgerStore((s) => s.transactions);
export const useCommonSettings = () => useLedgerStore((s) => s.commonSettings);
export const useMonthlySettings = () => useLedgerStore((s) => s.monthlySettings);
export const useOnetimeSettings = () => useLedgerStore((s) => s.onetimeSettings);
export const useRecurringItems = () => useLedgerStore((s) => s.recurring);
export const useUnreadableTransactions = () => useLedgerStore((s) => s.unreadableTransactions);
export const useUnreadableRecurring = () => useLedgerStore((s) => s.unreadableRecurring);
export const useBusy = () => useLedgerStore((s) => s.busy);
/** Cloud mode: the month on screen was never downloaded to this device and the server has not answered. */
export const useMonthNotDownloaded = () => useLedgerStore((s) => s.notDownloaded);
