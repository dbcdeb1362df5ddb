// The ledger store's lifecycle as a pure reducer: where its data came from (`source`), which ledger is
// active, what the active ledger's subscriptions read (`reads`), and each named transition between them.
// The sync and the last saved state only dispatch actions; every rule about what to keep lives here.
import { chooseActiveLedger, sortLedgers, sortTransactions } from '../domain/active-ledger';
import { defaultCommonSettings, defaultOnetimeSettings } from '../domain/defaults';
import { currentMonth, type YearMonth } from '../domain/months';
import { isAdmin } from '../domain/roles';
import type {
  CommonSettings,
  Ledger,
  LedgerType,
  Member,
  MonthlySettings,
  OnetimeSettings,
  RecurringItem,
  Transaction,
} from '../domain/types';

/**
 * 'none': nothing loaded (signed out, or before the first ledger list); 'restored': the last saved state,
 * possibly a moment out of date; 'live': this session's own ledger list has answered.
 */
export type LedgerSource = 'none' | 'restored' | 'live';

/** What the active ledger's subscriptions read; data read for other reads is not shown for these. */
export interface ActiveReads {
  ledgerId: string;
  type: LedgerType;
  /** Admins read everyone's entries and the recurring items; others only their own entries. */
  admin: boolean;
  year: number;
  month: number;
}

export function sameReads(a: ActiveReads | null, b: ActiveReads | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.ledgerId === b.ledgerId && a.type === b.type && a.admin === b.admin && a.year === b.year && a.month === b.month
  );
}

/** What the active ledger shows: reset whenever the reads change (SPEC §4, clearing the active ledger). */
interface ActiveLedgerData {
  members: Member[];
  transactions: Transaction[];
  /** Ids of transactions that could not be read (left out of `transactions`; an admin may delete them). */
  unreadableTransactions: string[];
  commonSettings: CommonSettings;
  monthlySettings: MonthlySettings | null;
  onetimeSettings: OnetimeSettings;
  recurring: RecurringItem[];
  unreadableRecurring: string[];
}

export interface LedgerState extends ActiveLedgerData {
  source: LedgerSource;
  ledgers: Ledger[];
  activeLedgerId: string;
  /**
   * This session's last choice. It wins over the profile's last used ledger when choosing again, and while
   * `pending` (just created: the ledger list has not delivered it yet) it stays active regardless.
   */
  chosen: { ledgerId: string; pending: boolean } | null;
  /** The month a monthly ledger's live query reads; it moves on when the month turns. */
  activeMonth: YearMonth;
  /** What the active data was read by: the running subscriptions, or the saved state's; null when none. */
  reads: ActiveReads | null;
  /** True while the active ledger's transactions have not answered for the current reads. */
  busy: boolean;
  /**
   * Cloud mode: this device has never downloaded the whole month and the server has not answered, so
   * `transactions` is partial and no total may be shown as if it were complete.
   */
  notDownloaded: boolean;
  /**
   * True once the server itself has answered the ledger list this session (always in device mode). Until
   * then a ledger missing from the list may only be missing from this device's cache.
   */
  listConfirmed: boolean;
}

/** The part of the state worth saving for the next cold start; the rest belongs to one session. */
export type SavedLedgerState = Omit<LedgerState, 'source' | 'chosen' | 'busy' | 'listConfirmed' | 'notDownloaded'>;

type SettingsPatch = Partial<Pick<ActiveLedgerData, 'commonSettings' | 'monthlySettings' | 'onetimeSettings'>>;

/** `userId` and `now` come with the actions that choose: the reads depend on the role and the month. */
export type LedgerAction =
  | { type: 'restored'; saved: SavedLedgerState }
  | {
      type: 'ledgersArrived';
      ledgers: Ledger[];
      /** False for a cloud list read from this device's cache before the server answered. */
      confirmed: boolean;
      lastUsedLedgerId: string | undefined;
      userId: string;
      now: number;
    }
  | { type: 'ledgerChosen'; ledgerId: string; userId: string; now: number }
  | { type: 'monthTurned'; userId: string; now: number }
  | { type: 'membersArrived'; reads: ActiveReads; members: Member[] }
  | {
      type: 'transactionsArrived';
      reads: ActiveReads;
      transactions: Transaction[];
      unreadable: string[];
      /** The list is partial: the range was never downloaded to this device and the server has not answered. */
      incomplete?: boolean;
    }
  | { type: 'transactionsFailed'; reads: ActiveReads }
  | { type: 'settingsArrived'; reads: ActiveReads; settings: SettingsPatch }
  | { type: 'recurringArrived'; reads: ActiveReads; recurring: RecurringItem[]; unreadable: string[] }
  | { type: 'signedOut'; now: number };

function emptyActiveLedgerData(): ActiveLedgerData {
  return {
    members: [],
    transactions: [],
    unreadableTransactions: [],
    commonSettings: defaultCommonSettings(),
    monthlySettings: null,
    onetimeSettings: defaultOnetimeSettings(),
    recurring: [],
    unreadableRecurring: [],
  };
}

export function initialLedgerState(now: number): LedgerState {
  return {
    source: 'none',
    ledgers: [],
    activeLedgerId: '',
    chosen: null,
    activeMonth: currentMonth(now),
    reads: null,
    busy: false,
    notDownloaded: false,
    listConfirmed: false,
    ...emptyActiveLedgerData(),
  };
}

export function activeLedgerOf(state: Pick<LedgerState, 'ledgers' | 'activeLedgerId'>): Ledger | null {
  return state.ledgers.find((l) => l.id === state.activeLedgerId) ?? null;
}

export function reduce(state: LedgerState, action: LedgerAction): LedgerState {
  switch (action.type) {
    case 'restored':
      return {
        ...action.saved,
        source: 'restored',
        chosen: null,
        busy: false,
        notDownloaded: false,
        listConfirmed: false,
      };
    case 'ledgersArrived':
      return followActive(
        {
          ...ledgersArrived(state, action.ledgers, action.lastUsedLedgerId, action.now),
          listConfirmed: state.listConfirmed || action.confirmed,
        },
        action.userId,
        action.now,
      );
    case 'ledgerChosen': {
      const pending = !state.ledgers.some((l) => l.id === action.ledgerId);
      return followActive(
        { ...state, activeLedgerId: action.ledgerId, chosen: { ledgerId: action.ledgerId, pending } },
        action.userId,
        action.now,
      );
    }
    case 'monthTurned':
      return followActive(state, action.userId, action.now);
    case 'signedOut':
      return initialLedgerState(action.now);
  }
  // Snapshots of subscriptions that have since moved on (another ledger, month or role) are stale.
  if (!sameReads(action.reads, state.reads)) return state;
  switch (action.type) {
    case 'membersArrived':
      return { ...state, members: action.members };
    case 'transactionsArrived':
      return {
        ...state,
        transactions: sortTransactions(action.transactions),
        unreadableTransactions: action.unreadable,
        busy: false,
        notDownloaded: Boolean(action.incomplete),
      };
    case 'transactionsFailed':
      return { ...state, busy: false };
    case 'settingsArrived':
      return { ...state, ...action.settings };
    case 'recurringArrived':
      return { ...state, recurring: action.recurring, unreadableRecurring: action.unreadable };
  }
}

/** The active ledger on load and after it disappears (SPEC §4); a just-chosen one waits for the list. */
function ledgersArrived(
  state: LedgerState,
  docs: Ledger[],
  lastUsedLedgerId: string | undefined,
  now: number,
): LedgerState {
  const ledgers = sortLedgers(docs);
  const listed = (id: string) => ledgers.some((l) => l.id === id);
  const { chosen } = state;
  if (chosen?.pending) {
    return {
      ...state,
      source: 'live',
      ledgers,
      activeLedgerId: chosen.ledgerId,
      chosen: { ...chosen, pending: !listed(chosen.ledgerId) },
    };
  }
  // Before the first live list the active ledger is only the saved state's: choose properly. After it,
  // a ledger that left the list (deleted, or this user removed from it) is chosen again.
  const current = state.source === 'live' ? state.activeLedgerId : '';
  const activeLedgerId = listed(current)
    ? current
    : (chooseActiveLedger(ledgers, chosen?.ledgerId || lastUsedLedgerId || state.activeLedgerId || undefined, now)
        ?.id ?? '');
  return { ...state, source: 'live', ledgers, activeLedgerId };
}

/**
 * Names the reads for the active ledger in the current month. When they differ from what the data was read
 * by, that data goes: none is shown for the new reads until their subscriptions answer (`busy`). When they
 * match (a saved state of the same ledger, role and month) it stays on screen until then.
 */
function followActive(state: LedgerState, userId: string, now: number): LedgerState {
  const ledger = activeLedgerOf(state);
  const month = currentMonth(now);
  const reads: ActiveReads | null = ledger
    ? { ledgerId: ledger.id, type: ledger.type, admin: isAdmin(ledger, userId), ...month }
    : null;
  if (sameReads(reads, state.reads)) return state;
  return {
    ...state,
    ...emptyActiveLedgerData(),
    reads,
    activeMonth: month,
    busy: reads !== null,
    notDownloaded: false,
  };
}
