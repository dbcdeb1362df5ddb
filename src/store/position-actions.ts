// Working out where the signed-in person stands in each ledger, for Switch group (issue 32). The active
// ledger's figure comes from the entries already live in the store; every other ledger is read once
// (data/repo/positions.ts), a few at a time, each read started when the browser is idle, so twenty trips
// never hold the page up; figures are kept for the session (positions-store.ts).
import { useEffect, useMemo } from 'react';
import type { DocumentStore } from '../data/ports';
import { readPosition } from '../data/repo/positions';
import type { ActivityEntry } from '../domain/activity';
import { ledgerCurrency } from '../domain/currency';
import { monthKey, monthRange, type YearMonth } from '../domain/months';
import { monthSpent, tripPaise, type Position } from '../domain/positions';
import { isAdmin } from '../domain/roles';
import type { Ledger } from '../domain/types';
import {
  useActiveLedger,
  useActiveMonth,
  useBusy,
  useMembers,
  useOnetimeSettings,
  useTransactions,
} from './ledger-store';
import { useFreshEntries } from './news-store';
import { positionKnown, positionsReading, readPositions, useKnownPositions } from './positions-store';
import { backendReady } from './session-store';

/** Reads in flight at once: enough to overlap storage with work on a 2-core phone, few enough to stay smooth. */
const AT_ONCE = 2;

/**
 * What a figure was read for: the ledger's kind, currency and this person's role in it, the month for a
 * monthly ledger, and the newest entry of its log that What's new follows, so any change in it (anyone's,
 * on any device) reads it again.
 */
export function positionKey(ledger: Ledger, me: string, month: YearMonth, log: ActivityEntry[] | undefined): string {
  let newest: ActivityEntry | undefined;
  for (const entry of log ?? []) if (!newest || entry.at > newest.at) newest = entry;
  return [
    ledger.type,
    ledgerCurrency(ledger),
    isAdmin(ledger, me) ? 'admin' : 'member',
    ledger.type === 'monthly' ? monthKey(month.year, month.month) : '',
    newest ? `${newest.at}:${newest.id}` : '',
  ].join('|');
}

/** When the browser is next idle (soon after, where idle callbacks are missing), so a read never delays a frame. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && window.requestIdleCallback)
      window.requestIdleCallback(() => resolve(), { timeout: 300 });
    else setTimeout(resolve, 0);
  });
}

function samePosition(a: Position | null, b: Position): boolean {
  if (a?.kind !== b.kind || a.currency !== b.currency) return false;
  return a.kind === 'trip'
    ? b.kind === 'trip' && a.paise === b.paise
    : b.kind === 'monthly' && a.spent === b.spent && a.own === b.own;
}

interface Job {
  ledger: Ledger;
  key: string;
}

/** Reads each ledger's figure, AT_ONCE at a time, keeping each as it arrives. */
function workOut(docs: DocumentStore, jobs: Job[], me: string, now: number, session: number): void {
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await idle();
      if (readPositions().session !== session) return;
      let position: Position | null = null;
      try {
        position = await readPosition(docs, job.ledger, me, now);
      } catch (error) {
        // The row says it could not be worked out; the reason is for whoever looks at the console.
        console.warn(`Could not work out your position in ${job.ledger.name}`, error);
      }
      positionKnown(session, job.ledger.id, { key: job.key, position });
    }
  };
  for (let i = 0; i < AT_ONCE; i++) void worker();
}

/**
 * Each ledger's position for this person: a figure, null when it could not be read, undefined while it is
 * being worked out. Starts the reads of the figures not yet known for what the ledgers are now.
 */
export function useLedgerPositions(ledgers: Ledger[], me: string): Record<string, Position | null | undefined> {
  const known = useKnownPositions();
  const fresh = useFreshEntries();
  const month = useActiveMonth();
  const active = useActiveLedger();
  const busy = useBusy();
  const transactions = useTransactions();
  const members = useMembers();
  const { simplifyDebts } = useOnetimeSettings();

  const keys = useMemo(
    () => new Map(ledgers.map((l) => [l.id, positionKey(l, me, month, fresh[l.id])])),
    [ledgers, me, month, fresh],
  );
  const live = useMemo((): Position | undefined => {
    if (!active || busy) return undefined;
    const currency = ledgerCurrency(active);
    // The store reads what this person may read (a monthly member's own entries), as readPosition does.
    return active.type === 'monthly'
      ? { kind: 'monthly', currency, spent: monthSpent(transactions), own: !isAdmin(active, me) }
      : { kind: 'trip', currency, paise: tripPaise(transactions, members, me, simplifyDebts) };
  }, [active, busy, transactions, members, simplifyDebts, me]);

  useEffect(() => {
    if (!me) return;
    const { session, known: now, reading } = readPositions();
    const activeKey = active ? keys.get(active.id) : undefined;
    // Kept too, so the figure is current when another ledger becomes the active one; only when it changed,
    // since every keep renders the whole list again.
    const kept = active ? now[active.id] : undefined;
    if (active && live && activeKey !== undefined && !(kept?.key === activeKey && samePosition(kept.position, live)))
      positionKnown(session, active.id, { key: activeKey, position: live });
    const jobs = ledgers
      .filter((l) => l.id !== active?.id)
      .map((ledger) => ({ ledger, key: keys.get(ledger.id)! }))
      .filter(({ ledger, key }) => now[ledger.id]?.key !== key && reading[ledger.id] !== key);
    if (jobs.length === 0) return;
    positionsReading(new Map(jobs.map((job) => [job.ledger.id, job.key])));
    const monthStart = monthRange(month.year, month.month).start;
    backendReady()
      .then((backend) => workOut(backend.docs, jobs, me, monthStart, session))
      .catch((error: unknown) => console.warn('Could not work out your positions', error));
  }, [ledgers, keys, active, live, me, month]);

  return useMemo(() => {
    const shown: Record<string, Position | null | undefined> = {};
    for (const ledger of ledgers) {
      if (ledger.id === active?.id) shown[ledger.id] = live;
      else {
        const figure = known[ledger.id];
        shown[ledger.id] = figure && figure.key === keys.get(ledger.id) ? figure.position : undefined;
      }
    }
    return shown;
  }, [ledgers, active, live, known, keys]);
}
