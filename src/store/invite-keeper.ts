// An admin's app keeps the group's invites true (cloud mode): it carries out claims ("I'm Ravi") in every
// ledger it administers, the moment it sees one, and keeps the active ledger's open invites showing the group
// as it is now. Rules let only admins move entries written by others, so this is where claims happen.
// Loaded only in cloud mode, after sign-in.
import type { AuthUser, DocumentStore, Unsubscribe } from '../data/ports';
import { carryOutClaim, watchClaims } from '../data/repo/claims';
import { refreshInvites, watchInvites } from '../data/repo/invites';
import { openInvites, type Invite, type Join } from '../domain/invites';
import { isAdmin } from '../domain/roles';
import type { Ledger } from '../domain/types';
import { activeLedgerOf } from './ledger-lifecycle';
import { currentLedgerState, subscribeLedgerState } from './ledger-store';
import type { ErrorReporter } from './ledger-sync';

interface Watched {
  stop: Unsubscribe;
  joins: Join[];
}

export function keepInvites(docs: DocumentStore, user: AuthUser, report: ErrorReporter): Unsubscribe {
  const watched = new Map<string, Watched>();
  /** Claims being carried out: never twice at once. */
  const inFlight = new Set<string>();
  /**
   * Claims carried out, refused or found gone in this session: never tried again here (a refusal would
   * otherwise loop with the snapshots it causes). A new claim has a new key (it holds the join's time), and
   * the next start tries what is left.
   */
  const handled = new Set<string>();
  let stopped = false;

  const ledgerById = (id: string) => currentLedgerState().ledgers.find((l) => l.id === id);

  const carryOut = (ledger: Ledger, joins: Join[]) => {
    // The joiner must be in the ledger on this device; members are read afresh by the carry-out itself.
    for (const join of joins) {
      if (join.claim === undefined || !ledger.contributors.includes(join.uid)) continue;
      const key = `${ledger.id}/${join.uid}/${join.at}`;
      if (inFlight.has(key) || handled.has(key)) continue;
      inFlight.add(key);
      carryOutClaim(docs, ledger, { ...join, claim: join.claim }, user, Date.now())
        .then((outcome) => {
          // 'waiting': the joiner's member document has not reached this device; the next change looks again.
          if (outcome !== 'waiting') handled.add(key);
        })
        .catch((error: unknown) => {
          handled.add(key);
          console.error(`Moving ${join.claim}'s entries to ${join.displayName} failed`, error);
          if (!stopped) report(`Could not move ${join.claim}'s entries to ${join.displayName}. ${String(error)}`);
        })
        .finally(() => inFlight.delete(key));
    }
  };

  const watch = (ledgerId: string): Watched => {
    const entry: Watched = { stop: () => undefined, joins: [] };
    entry.stop = watchClaims(
      docs,
      ledgerId,
      (joins) => {
        entry.joins = joins;
        const ledger = ledgerById(ledgerId);
        if (ledger && !stopped) carryOut(ledger, joins);
      },
      (message) => console.warn(`Watching claims of ${ledgerId} failed: ${message}`),
    );
    return entry;
  };

  // Snapshot upkeep for the active ledger only: its members are the ones loaded.
  let invitesOf: string | null = null;
  let stopInvites: Unsubscribe = () => undefined;
  let invites: Invite[] = [];
  const refresh = () => {
    const state = currentLedgerState();
    const active = activeLedgerOf(state);
    if (!active || active.id !== invitesOf || invites.length === 0 || state.members.length === 0) return;
    refreshInvites(docs, active, state.members, openInvites(invites, Date.now())).catch((error: unknown) =>
      console.warn('Refreshing open invites failed', error),
    );
  };

  const follow = () => {
    if (stopped) return;
    const state = currentLedgerState();
    const administered = state.ledgers.filter((l) => isAdmin(l, user.uid));
    for (const [id, entry] of watched)
      if (!administered.some((l) => l.id === id)) {
        entry.stop();
        watched.delete(id);
      }
    for (const ledger of administered) {
      const entry = watched.get(ledger.id);
      if (!entry) watched.set(ledger.id, watch(ledger.id));
      // The ledger changed (say, the joiner's membership arrived after the claim): look again.
      else carryOut(ledger, entry.joins);
    }
    const active = activeLedgerOf(state);
    const next = active && isAdmin(active, user.uid) ? active.id : null;
    if (next !== invitesOf) {
      stopInvites();
      invites = [];
      invitesOf = next;
      stopInvites = next
        ? watchInvites(
            docs,
            next,
            (list) => {
              invites = list;
              refresh();
            },
            (message) => console.warn(`Watching invites failed: ${message}`),
          )
        : () => undefined;
    } else refresh();
  };

  const stopFollowing = subscribeLedgerState(follow);
  follow();
  return () => {
    stopped = true;
    stopFollowing();
    stopInvites();
    for (const entry of watched.values()) entry.stop();
    watched.clear();
  };
}
