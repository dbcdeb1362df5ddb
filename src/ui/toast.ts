// The app's toasts. sonner (its code and the stylesheet it injects) is not part of the first screen:
// the toaster is rendered when the browser is first idle, or at once when a toast is asked for before
// that. Toasts asked for meanwhile are shown in order once it has mounted, so none is lost.
import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Show = (sonner: Sonner) => void;

/** One toaster per page: whether it is wanted yet, the toasts waiting for it, and sonner once mounted. */
const toaster: { wanted: boolean; waiting: Show[]; sonner: Sonner | null; listeners: Set<() => void> } = {
  wanted: false,
  waiting: [],
  sonner: null,
  listeners: new Set(),
};

/** Asks for the toaster to be rendered (root route), once. */
export function wantToaster(): void {
  if (toaster.wanted) return;
  toaster.wanted = true;
  for (const listener of toaster.listeners) listener();
}

export const toasterWanted = (): boolean => toaster.wanted;

export function subscribeToaster(changed: () => void): () => void {
  toaster.listeners.add(changed);
  return () => toaster.listeners.delete(changed);
}

export const useToasterWanted = (): boolean => useSyncExternalStore(subscribeToaster, toasterWanted);

/** Called by the mounted toaster (ui/toaster.tsx) after sonner listens: shows what waited. */
export function toasterMounted(sonner: Sonner): void {
  toaster.sonner = sonner;
  for (const show of toaster.waiting.splice(0)) show(sonner);
}

function show(run: Show): void {
  if (toaster.sonner) {
    run(toaster.sonner);
    return;
  }
  toaster.waiting.push(run);
  wantToaster();
}

export const toast = Object.assign((message: Message, options?: ExternalToast) => show((s) => s(message, options)), {
  success: (message: Message, options?: ExternalToast) => show((s) => s.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((s) => s.error(message, options)),
  info: (message: Message, options?: ExternalToast) => show((s) => s.info(message, options)),
  warning: (message: Message, options?: ExternalToast) => show((s) => s.warning(message, options)),
});
