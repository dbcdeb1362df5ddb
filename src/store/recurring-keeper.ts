// An admin's app posts the active monthly ledger's automatic recurring items when their day comes (issue 31):
// at start, when the items or the ledger change, and while open when the day turns (a timer for an open page,
// `visibilitychange` for a phone that slept through midnight). One run at a time; a trigger during a run
// runs again after it. Each item is looked at once per state of it and per day, so snapshots that follow a
// posting do not read the months again. Owned by the ledger sync (started and stopped with it).
import type { AuthUser, DocumentStore, Unsubscribe } from '../data/ports';
import { LedgerRepository } from '../data/repo/ledger-repository';
import { nameLookup } from '../domain/member-names';
import { nextDayStart } from '../domain/month-turn';
import { postedSummary, type Posted } from '../domain/recurring-posting';
import { duePeriods } from '../domain/recurring-schedule';
import { isAdmin } from '../domain/roles';
import type { RecurringItem } from '../domain/types';
import { activeLedgerOf } from './ledger-lifecycle';
import { currentLedgerState, subscribeLedgerState } from './ledger-store';
import type { ErrorReporter } from './ledger-sync';
import { watchDayTurn } from './month-watch';
import { tellPosted } from './recurring-posted';

export function keepRecurring(
  docs: DocumentStore,
  user: AuthUser,
  report: ErrorReporter,
  now: () => number = Date.now,
  page: EventTarget | undefined = globalThis.document,
): Unsubscribe {
  let stopped = false;
  let running = false;
  let again = false;
  /** Items looked at: the ledger, the item as stored and the day, so each state is posted from once a day. */
  const looked = new Set<string>();
  const lookKey = (ledgerId: string, item: RecurringItem, t: number) =>
    `${ledgerId}/${nextDayStart(t)}/${JSON.stringify(item)}`;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const state = currentLedgerState();
    const ledger = activeLedgerOf(state);
    // Only admins post, as only they add recurring entries (SPEC §6); their app reads the items.
    if (!ledger || ledger.type !== 'monthly' || !isAdmin(ledger, user.uid)) return;
    const t = now();
    const due = state.recurring.filter(
      (item) => duePeriods(item, t).length > 0 && !looked.has(lookKey(ledger.id, item, t)),
    );
    if (due.length === 0) return;
    for (const item of due) looked.add(lookKey(ledger.id, item, t));
    running = true;
    const repo = new LedgerRepository(docs, ledger, user, now, nameLookup(state.members));
    void (async () => {
      const posted: Posted[] = [];
      for (const item of due) posted.push(...(await repo.postDueRecurring(item.id, t)));
      if (posted.length && !stopped) tellPosted(postedSummary(posted, t));
    })()
      .catch((error: unknown) => {
        console.error('Posting recurring items failed', error);
        if (!stopped) report(`Could not add recurring items: ${String(error)}`);
      })
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const stopFollowing = subscribeLedgerState(run);
  const stopDayWatch = watchDayTurn(run, now, page);
  run();
  return () => {
    stopped = true;
    stopFollowing();
    stopDayWatch();
  };
}
