// Keeps the ledger store in step with the subscriptions of SPEC §7 for the signed-in user.
import { chooseActiveLedger, sortLedgers, sortTransactions } from '../domain/active-ledger';
import { currentMonth, monthRange } from '../domain/months';
import { isAdmin } from '../domain/roles';
import { defaultCommonSettings } from '../domain/defaults';
import type { Ledger } from '../domain/types';
import type { AuthUser, DocumentStore, Unsubscribe } from '../data/ports';
import {
  watchCommonSettings,
  watchMembers,
  watchMonthlySettings,
  watchOnetimeSettings,
  watchRecurringItems,
  watchTransactions,
  watchUserLedgers,
} from '../data/repo/live';
import { cleanUpHiddenImports } from '../data/repo/hidden-imports';
import { findUserByEmail, setLastUsedLedger } from '../data/repo/users';
import { watchMonthTurn } from './month-watch';
import { emptyActiveLedgerState, ledgerStore, resetLedgerState } from './ledger-store';

export type ErrorReporter = (message: string) => void;

interface Running {
  docs: DocumentStore;
  user: AuthUser;
  report: ErrorReporter;
  stopLedgers: Unsubscribe;
  /** Subscriptions of the active ledger, keyed so they restart only when what they read changes. */
  activeKey: string;
  stopActive: Unsubscribe[];
  lastUsedLedgerId: string | undefined;
  /** Set when this tab chose a ledger that its ledger list has not delivered yet (just created). */
  pendingActiveId: string;
  /** The active key for which the ledger list was last re-read after a refused read. */
  recheckedKey: string;
  stopMonthWatch: Unsubscribe;
  now: () => number;
}

let running: Running | null = null;

export async function startLedgerSync(docs: DocumentStore, user: AuthUser, report: ErrorReporter, now = Date.now): Promise<void> {
  stopLedgerSync();
  const run: Running = {
    docs,
    user,
    report,
    stopLedgers: () => undefined,
    activeKey: '',
    stopActive: [],
    lastUsedLedgerId: undefined,
    pendingActiveId: '',
    recheckedKey: '',
    stopMonthWatch: () => undefined,
    now,
  };
  running = run;
  // A monthly ledger reads one month: when it turns, the active subscriptions move on to the new one.
  run.stopMonthWatch = watchMonthTurn(() => refreshActive(run), now);
  // The profile (last used ledger) and the ledger list are read at the same time rather than one after the
  // other: a cold start then waits for one storage round-trip, not two. Snapshots wait for it, in order.
  const profileRead = findUserByEmail(docs, user.email).then((profile) => {
    // A ledger chosen in the meantime wins over the stored one.
    run.lastUsedLedgerId ??= profile?.lastUsedLedgerId || undefined;
  });
  run.stopLedgers = listenLedgers(run, profileRead);
  // After the first reads are under way: it never delays the first screen.
  void profileRead.then(() => cleanUpHiddenImports(docs, user.uid, now()));
}

function listenLedgers(run: Running, profileRead: Promise<void>): Unsubscribe {
  return watchUserLedgers(
    run.docs,
    run.user.uid,
    (ledgers, unreadable) => {
      if (unreadable.length) console.warn(`${unreadable.length} ledger(s) could not be read and are not listed`, unreadable);
      void profileRead.then(() => {
        if (running !== run) return;
        onLedgers(run, ledgers, run.now());
      });
    },
    (message) => run.report(`Error fetching ledgers: ${message}`),
  );
}

/**
 * A refused read of the active ledger usually means this user has just lost access to it (removed by
 * an admin). A new ledger-list listen asks the server afresh, and its answer drops that ledger at once;
 * an open listen can miss the change (the Firestore emulator does once another listen on the same
 * stream has been refused). Once per active ledger, so a ledger that stays refused cannot loop.
 */
function recheckLedgers(run: Running): void {
  if (running !== run || run.recheckedKey === run.activeKey) return;
  run.recheckedKey = run.activeKey;
  run.stopLedgers();
  run.stopLedgers = listenLedgers(run, Promise.resolve());
}

/** Sign-out ends every subscription and forgets everything loaded (SPEC §4). */
export function stopLedgerSync(): void {
  if (!running) return;
  running.stopLedgers();
  running.stopMonthWatch();
  stopActive(running);
  running = null;
  resetLedgerState();
}

/** Makes a ledger active and remembers it as the user's last used one. */
export async function chooseLedger(ledgerId: string): Promise<void> {
  const run = running;
  if (!run) throw new Error('Trying to access user before it is loaded.');
  run.lastUsedLedgerId = ledgerId;
  if (!ledgerStore.getState().ledgers.some((l) => l.id === ledgerId)) run.pendingActiveId = ledgerId;
  ledgerStore.setState({ activeLedgerId: ledgerId });
  refreshActive(run);
  await setLastUsedLedger(run.docs, run.user, ledgerId);
}

/** What the active ledger's subscriptions read, as a key; '' when none run. */
export function currentActiveKey(): string {
  return running?.activeKey ?? '';
}

function onLedgers(run: Running, docs: Ledger[], now: number): void {
  const ledgers = sortLedgers(docs);
  const state = ledgerStore.getState();
  // Before the first live list, the active ledger may only be the last saved state's: choose properly.
  let activeId = state.live ? state.activeLedgerId : '';
  if (run.pendingActiveId && ledgers.some((l) => l.id === run.pendingActiveId)) {
    activeId = run.pendingActiveId;
    run.pendingActiveId = '';
  } else if (!run.pendingActiveId && !ledgers.some((l) => l.id === activeId)) {
    // First load, or the active ledger was deleted or we lost access: choose again (SPEC §4).
    activeId = chooseActiveLedger(ledgers, run.lastUsedLedgerId ?? (state.activeLedgerId || undefined), now)?.id ?? '';
  }
  ledgerStore.setState({ ledgers, ledgersLoaded: true, live: true, activeLedgerId: activeId });
  refreshActive(run);
}

function stopActive(run: Running): void {
  for (const stop of run.stopActive) stop();
  run.stopActive = [];
}

function refreshActive(run: Running): void {
  const { ledgers, activeLedgerId } = ledgerStore.getState();
  const ledger = ledgers.find((l) => l.id === activeLedgerId) ?? null;
  const admin = ledger ? isAdmin(ledger, run.user.uid) : false;
  const month = currentMonth(run.now());
  const key = ledger ? `${ledger.id}|${ledger.type}|${admin}|${month.year}-${month.month}` : '';
  if (key === run.activeKey) return;
  run.activeKey = key;
  stopActive(run);
  ledgerStore.setState({ activeMonth: month });
  if (!ledger) {
    // Clearing the active ledger resets its members, transactions, settings and recurring items (SPEC §4).
    ledgerStore.setState(emptyActiveLedgerState());
    return;
  }
  if (ledgerStore.getState().restoredKey === key) {
    // The last saved state holds exactly what these subscriptions read: keep showing it until they answer.
    ledgerStore.setState({ restoredKey: '' });
  } else {
    ledgerStore.setState({ ...emptyActiveLedgerState(), busy: true });
  }
  run.stopActive = subscribeActive(run, ledger, admin, monthRange(month.year, month.month));
}

function subscribeActive(run: Running, ledger: Ledger, admin: boolean, range: { start: number; end: number }): Unsubscribe[] {
  const { docs } = run;
  const report: ErrorReporter = (message) => {
    run.report(message);
    recheckLedgers(run);
  };
  const monthly = ledger.type === 'monthly';
  const subs: Unsubscribe[] = [
    watchMembers(docs, ledger.id, (members) => ledgerStore.setState({ members }), (m) => report(`Error fetching members: ${m}`)),
    watchTransactions(
      docs,
      ledger.id,
      monthly ? { range, onlyFrom: admin ? undefined : run.user.uid } : {},
      (transactions, unreadable) => ledgerStore.setState({ transactions: sortTransactions(transactions), unreadableTransactions: unreadable, busy: false }),
      (m) => {
        ledgerStore.setState({ busy: false });
        report(`Error fetching transactions: ${m}`);
      },
    ),
    watchCommonSettings(
      docs,
      ledger.id,
      (commonSettings) => ledgerStore.setState({ commonSettings }),
      (m) => {
        ledgerStore.setState({ commonSettings: defaultCommonSettings() });
        report(`Error fetching common settings: ${m}`);
      },
    ),
  ];
  if (monthly) {
    subs.push(
      watchMonthlySettings(
        docs,
        ledger.id,
        (monthlySettings) => ledgerStore.setState({ monthlySettings }),
        (m) => report(`Error fetching monthly ledger settings: ${m}`),
      ),
    );
    if (admin) {
      subs.push(
        watchRecurringItems(
          docs,
          ledger.id,
          (recurring, unreadable) => ledgerStore.setState({ recurring, unreadableRecurring: unreadable }),
          (m) => report(`Error fetching recurring transactions: ${m}`),
        ),
      );
    }
  } else {
    subs.push(
      watchOnetimeSettings(
        docs,
        ledger.id,
        (onetimeSettings) => ledgerStore.setState({ onetimeSettings }),
        (m) => report(`Error fetching one time ledger settings: ${m}`),
      ),
    );
  }
  return subs;
}
