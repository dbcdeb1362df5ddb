// Registers the service worker and asks before switching to a new version: a reload is always the
// person's choice, so unsaved input in a form is never thrown away by an update.
import { whenIdle } from '../ui/when-idle';

type UpdatePrompt = (applyUpdate: () => void) => void;

/**
 * Runs once the page has loaded and the browser is idle: registration is for the next visit and for
 * updates, so neither it nor workbox-window's code stands in the way of the first screen.
 */
export function registerServiceWorker(onUpdateWaiting: UpdatePrompt): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () => {
      onUpdateWaiting(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    await wb.register();
  };
  afterLoadWhenIdle(() =>
    register().catch((error: unknown) => console.error('Service worker registration failed', error)),
  );
}

function afterLoadWhenIdle(run: () => void): void {
  if (document.readyState === 'complete') whenIdle(run);
  else window.addEventListener('load', () => whenIdle(run), { once: true });
}
