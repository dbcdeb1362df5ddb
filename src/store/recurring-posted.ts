// What the recurring keeper posted, waiting for a screen to tell of it in one toast ("Added Rent for
// this month"): the keeper runs below the UI, so it leaves the words here.
import { create } from 'zustand';

export interface PostedNotice {
  id: number;
  message: string;
}

const usePostedStore = create<{ waiting: PostedNotice[]; count: number }>()(() => ({ waiting: [], count: 0 }));

export const usePostedNotices = () => usePostedStore((s) => s.waiting);

export function tellPosted(message: string): void {
  usePostedStore.setState((s) => ({ count: s.count + 1, waiting: [...s.waiting, { id: s.count + 1, message }] }));
}

/** The screens have shown these. */
export function postedShown(ids: readonly number[]): void {
  usePostedStore.setState((s) => ({ waiting: s.waiting.filter((n) => !ids.includes(n.id)) }));
}
