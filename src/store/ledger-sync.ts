// The signed-in user's subscriptions of SPEC §7. Each snapshot becomes a lifecycle action; the active
// ledger's subscriptions follow the reads the store names. One owner, one stop().
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
import { defaultCommonSettings } from '../domain/defaults';
import { monthRange } from '../domain/months';
import { sameReads, type ActiveReads, type LedgerAction } from './ledger-lifecycle';
import { dispatch } from './ledger-store';
import { watchMonthTurn } from './month-watch';
import { errorFetching } from '../domain/messages';
import { onlyOwnEntries } from '../domain/roles';

export type ErrorReporter = (message: string) => void;

export class LedgerSync {
  private stopped = false;
  private stopLedgers: Unsubscribe;
  private readonly stopMonthWatch: Unsubscribe;
  /** What the running active subscriptions read; the store's `reads` names what they should. */
  private reads: ActiveReads | null = null;
  private stopActive: Unsubscribe[] = [];
  /** The reads for which the ledger list was last re-read after a refused read. */
  private recheckedReads: ActiveReads | null = null;
  private profileLastUsedId: string | undefined;

  /** What runs alongside the subscriptions for this user (cloud mode's invite keeper), once it has loaded. */
  private stopAlongside: Unsubscribe | null = null;

  constructor(
    private readonly docs: DocumentStore,
    readonly user: AuthUser,
    private readonly report: ErrorReporter,
    private readonly now: () => number = Date.now,
    /** Started with the sync and stopped with it; it may load its code first. */
    alongside?: (docs: DocumentStore, user: AuthUser, report: ErrorReporter) => Promise<Unsubscribe>,
  ) {
    void alongside?.(docs, user, report).then(
      (stop) => {
        // Signed out, or someone else signed in, while it loaded.
        if (this.stopped) stop();
        else this.stopAlongside = stop;
      },
      (error: unknown) => console.error('Starting what runs alongside the sync failed', error),
    );
    // A monthly ledger reads one month: when it turns, the active subscriptions move on to the new one.
    this.stopMonthWatch = watchMonthTurn(() => this.apply({ type: 'monthTurned', userId: user.uid, now: now() }), now);
    // The profile (last used ledger) and the ledger list are read at the same time rather than one after the
    // other: a cold start then waits for one storage round-trip, not two. Snapshots wait for it, in order.
    const profileRead = findUserByEmail(docs, user.email).then((profile) => {
      this.profileLastUsedId = profile?.lastUsedLedgerId || undefined;
    });
    this.stopLedgers = this.listenLedgers(profileRead);
    // After the first reads are under way: it never delays the first screen.
    void profileRead.then(() => cleanUpHiddenImports(docs, user.uid, now()));
  }

  /** Makes a ledger active and remembers it as the user's last used one. */
  async choose(ledgerId: string): Promise<void> {
    this.apply({ type: 'ledgerChosen', ledgerId, userId: this.user.uid, now: this.now() });
    await setLastUsedLedger(this.docs, this.user, ledgerId);
  }

  /** Ends every subscription. Forgetting what they loaded is the session's teardown. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.stopLedgers();
    this.stopMonthWatch();
    this.endActive();
    this.stopAlongside?.();
  }

  /** Moves the lifecycle on, then restarts the active subscriptions if what they should read changed. */
  private apply(action: LedgerAction): void {
    if (this.stopped) return;
    const { reads } = dispatch(action);
    if (sameReads(reads, this.reads)) return;
    this.endActive();
    this.reads = reads;
    if (reads) this.stopActive = this.subscribeActive(reads);
  }

  private listenLedgers(profileRead: Promise<void>): Unsubscribe {
    return watchUserLedgers(
      this.docs,
      this.user.uid,
      (ledgers, unreadable, confirmed) => {
        if (unreadable.length)
          console.warn(`${unreadable.length} ledger(s) could not be read and are not listed`, unreadable);
        void profileRead.then(() =>
          this.apply({
            type: 'ledgersArrived',
            ledgers,
            confirmed,
            lastUsedLedgerId: this.profileLastUsedId,
            userId: this.user.uid,
            now: this.now(),
          }),
        );
      },
      (message) => this.report(`Error fetching ledgers: ${message}`),
    );
  }

  /**
   * A refused read of the active ledger usually means this user has just lost access to it (removed by
   * an admin). A new ledger-list listen asks the server afresh, and its answer drops that ledger at once;
   * an open listen can miss the change (the Firestore emulator does once another listen on the same
   * stream has been refused). Once per reads, so a ledger that stays refused cannot loop.
   */
  private recheckLedgers(): void {
    if (this.stopped || sameReads(this.recheckedReads, this.reads)) return;
    this.recheckedReads = this.reads;
    this.stopLedgers();
    this.stopLedgers = this.listenLedgers(Promise.resolve());
  }

  private endActive(): void {
    for (const stop of this.stopActive) stop();
    this.stopActive = [];
  }

  private subscribeActive(reads: ActiveReads): Unsubscribe[] {
    const { docs } = this;
    const { ledgerId } = reads;
    const report: ErrorReporter = (message) => {
      this.report(message);
      this.recheckLedgers();
    };
    const monthly = reads.type === 'monthly';
    const subs: Unsubscribe[] = [
      watchMembers(
        docs,
        ledgerId,
        (members) => dispatch({ type: 'membersArrived', reads, members }),
        (m) => report(errorFetching('members', m)),
      ),
      watchTransactions(
        docs,
        ledgerId,
        monthly
          ? {
              range: monthRange(reads.year, reads.month),
              onlyFrom: onlyOwnEntries({ monthly, admin: reads.admin }, this.user.uid),
            }
          : {},
        (transactions, unreadable, incomplete) =>
          dispatch({ type: 'transactionsArrived', reads, transactions, unreadable, incomplete }),
        (m) => {
          dispatch({ type: 'transactionsFailed', reads });
          report(errorFetching('transactions', m));
        },
      ),
      watchCommonSettings(
        docs,
        ledgerId,
        (commonSettings) => dispatch({ type: 'settingsArrived', reads, settings: { commonSettings } }),
        (m) => {
          dispatch({ type: 'settingsArrived', reads, settings: { commonSettings: defaultCommonSettings() } });
          report(errorFetching('common settings', m));
        },
      ),
    ];
    if (monthly) {
      subs.push(
        watchMonthlySettings(
          docs,
          ledgerId,
          (monthlySettings) => dispatch({ type: 'settingsArrived', reads, settings: { monthlySettings } }),
          (m) => report(errorFetching('monthly ledger settings', m)),
        ),
      );
      if (reads.admin) {
        subs.push(
          watchRecurringItems(
            docs,
            ledgerId,
            (recurring, unreadable) => dispatch({ type: 'recurringArrived', reads, recurring, unreadable }),
            (m) => report(errorFetching('recurring transactions', m)),
          ),
        );
      }
    } else {
      subs.push(
        watchOnetimeSettings(
          docs,
          ledgerId,
          (onetimeSettings) => dispatch({ type: 'settingsArrived', reads, settings: { onetimeSettings } }),
          (m) => report(errorFetching('one time ledger settings', m)),
        ),
      );
    }
    return subs;
  }
}
