// Where the signed-in person stands in each ledger, for Switch group (issue 32), kept for the session: each
// figure with the key of what it was read for (positionKey), so a ledger is read again only once something
// in it may have changed. position-actions.ts fills it; the session's teardown empties it (positionsEnded).
import { create } from 'zustand';
import type { Position } from '../domain/positions';

/** A figure, or null when its ledger could not be read (said on the row, never as a wrong figure). */
export interface KnownPosition {
  key: string;
  position: Position | null;
}

interface PositionsState {
  /** Which session the figures belong to: a read that ends after sign-out finds it changed and is dropped. */
  session: number;
  known: Record<string, KnownPosition>;
  /** The key each ledger is being read for now, so reopening the page does not read it twice. */
  reading: Record<string, string>;
}

const usePositionsStore = create<PositionsState>()(() => ({ session: 0, known: {}, reading: {} }));

export const readPositions = (): Readonly<PositionsState> => usePositionsStore.getState();
export const useKnownPositions = () => usePositionsStore((s) => s.known);

/** Marks the ledgers being read, each for its key, in one change. */
export function positionsReading(keys: ReadonlyMap<string, string>): void {
  usePositionsStore.setState((s) => ({ reading: { ...s.reading, ...Object.fromEntries(keys) } }));
}

/** Keeps a figure, unless the session it was read in has ended. */
export function positionKnown(session: number, ledgerId: string, known: KnownPosition): void {
  usePositionsStore.setState((s) => {
    if (s.session !== session) return s;
    const reading = { ...s.reading };
    if (reading[ledgerId] === known.key) delete reading[ledgerId];
    return { known: { ...s.known, [ledgerId]: known }, reading };
  });
}

/** Sign-out (SPEC §4): nothing of this person's ledgers stays, and reads still under way are dropped. */
export function positionsEnded(): void {
  usePositionsStore.setState((s) => ({ session: s.session + 1, known: {}, reading: {} }), true);
}
