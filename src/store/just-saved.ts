// The entry a form has just saved, so the home it returns to can open its list, scroll to it and mark
// it for a moment: after Save a person should see what they added, not a collapsed summary.
import { create } from 'zustand';

/** Long enough to find it after the page settles; the mark's own animation is shorter. */
const JUST_SAVED_MS = 6000;

interface JustSaved {
  id: string | null;
  /** The timer that clears `id`; the store owns it, so a newer save replaces it. */
  clearing: ReturnType<typeof setTimeout> | undefined;
}

const useJustSavedStore = create<JustSaved>(() => ({ id: null, clearing: undefined }));

export function markJustSaved(id: string): void {
  clearTimeout(useJustSavedStore.getState().clearing);
  const clearing = setTimeout(() => useJustSavedStore.setState({ id: null, clearing: undefined }), JUST_SAVED_MS);
  useJustSavedStore.setState({ id, clearing });
}

export const useJustSavedId = (): string | null => useJustSavedStore((s) => s.id);
