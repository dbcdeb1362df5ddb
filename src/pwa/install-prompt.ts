// Holds the browser's install offer (beforeinstallprompt) so the sidebar can show `Install app`.
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Listen from start-up: the event can fire before any component mounts. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

export function useInstallOffer(): (() => Promise<void>) | null {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offer,
  );
  if (!current) return null;
  return async () => {
    await current.prompt();
    await current.userChoice;
    // An offer can be used once; the browser sends a new one if the person may still install.
    offer = null;
    notify();
  };
}
