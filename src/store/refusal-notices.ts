// What the person is told of writes the server refused after the app had called them saved, waiting
// until a screen shows it: a refusal can come before the screens are up. Small on purpose: the first
// screen loads it, while the code that works out the notices (refused-entries.ts) loads with a refusal.
import { create } from 'zustand';
import type { KeptEntry } from '../domain/refused-writes';

export interface RefusalNotice {
  /** One per kept entry, so telling of it again replaces the earlier notice rather than adding one. */
  id: string;
  message: string;
  /** The entry kept on this device, when it can be opened again. */
  kept: KeptEntry | null;
}

interface RefusalState {
  waiting: RefusalNotice[];
  /** Kept entries already offered in this page, so each is offered once per start, not on every visit. */
  offered: Set<string>;
  /** Numbers the notices of refusals that keep nothing. */
  count: number;
}

const useRefusalStore = create<RefusalState>()(() => ({ waiting: [], offered: new Set(), count: 0 }));

export const useRefusalNotices = () => useRefusalStore((s) => s.waiting);
export const currentNotices = (): readonly RefusalNotice[] => useRefusalStore.getState().waiting;

/** The screens have shown these; they are not shown again. */
export function noticesShown(ids: readonly string[]): void {
  useRefusalStore.setState((s) => ({ waiting: s.waiting.filter((n) => !ids.includes(n.id)) }));
}

export const keptNoticeId = (kept: Pick<KeptEntry, 'ledgerId' | 'transactionId'>) =>
  `kept:${kept.ledgerId}:${kept.transactionId}`;

export const wasOffered = (kept: KeptEntry): boolean => useRefusalStore.getState().offered.has(keptNoticeId(kept));

export function tell(notice: Omit<RefusalNotice, 'id'>): void {
  useRefusalStore.setState((s) => {
    const id = notice.kept ? keptNoticeId(notice.kept) : `refusal:${s.count + 1}`;
    const offered = notice.kept ? new Set(s.offered).add(id) : s.offered;
    return { waiting: [...s.waiting.filter((n) => n.id !== id), { ...notice, id }], offered, count: s.count + 1 };
  });
}

/** Sign-out: nothing of this user is told to the next one. */
export function forgetNotices(): void {
  useRefusalStore.setState({ waiting: [], offered: new Set() });
}
