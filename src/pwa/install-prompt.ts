// Holds the browser's install offer (beforeinstallprompt) so the sidebar can show `Install app`.
import { create } from 'zustand';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's current offer, if any; one owner for the page's lifetime. */
const installOffer = create<{ offer: InstallPromptEvent | null }>(() => ({ offer: null }));
const setOffer = (offer: InstallPromptEvent | null) => installOffer.setState({ offer });

/** Listen from start-up: the event can fire before any component mounts. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

export function useInstallOffer(): (() => Promise<void>) | null {
  const current = installOffer((s) => s.offer);
  if (!current) return null;
  return async () => {
    await current.prompt();
    await current.userChoice;
    // An offer can be used once; the browser sends a new one if the person may still install.
    setOffer(null);
  };
}
