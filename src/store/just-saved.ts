// The entry a form has just saved, so the home it returns to can open its list, scroll to it and mark
// it for a moment: after Save a person should see what they added, not a collapsed summary.
import { create } from 'zustand';

/** Long enough to find it after the page settles; the mark's own animation is shorter. */
const JUST_SAVED_MS = 6000;

interface JustSaved {
  id: string | null;
}

const useJustSavedStore = create<JustSaved>(() => ({ id: null }));
let clearTimer: ReturnType<typeof setTimeout> | undefined;

export function markJustSaved(id: string): void {
  clearTimeout(clearTimer);
  useJustSavedStore.setState({ id });
  clearTimer = setTimeout(() => useJustSavedStore.setState({ id: null }), JUST_SAVED_MS);
}

export const useJustSavedId = (): string | null => useJustSavedStore((s) => s.id);
