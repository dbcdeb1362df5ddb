// Registers the service worker and asks before switching to a new version: a reload is always the
// person's choice, so unsaved input in a form is never thrown away by an update.
import { Workbox } from 'workbox-window';

type UpdatePrompt = (applyUpdate: () => void) => void;

export function registerServiceWorker(onUpdateWaiting: UpdatePrompt): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
}
