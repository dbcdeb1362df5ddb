// Entry point: open storage, restore state, render. Problems before React can render are shown plainly.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from './ui/toast';
import { App } from './app';
import { captureInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-sw';
import { router } from './router';
import { startApp } from './store/session';
import { session } from './store/session-store';
import './ui/theme.css';
import { describeError } from './domain/error-text';

const rootElement = document.getElementById('root');

if (!rootElement) {
  document.body.textContent =
    'Vyay could not start: the page is missing its root element. Please reinstall or reload the app.';
} else {
  captureInstallPrompt();
  registerServiceWorker((applyUpdate) => {
    toast('A new version of Vyay is available.', {
      duration: Infinity,
      action: { label: 'Reload', onClick: applyUpdate },
    });
  });
  startApp(
    (message) => toast.error(message),
    (message) =>
      toast.error(message, {
        duration: Infinity,
        action: { label: 'Reload', onClick: () => window.location.reload() },
      }),
  ).catch((error: unknown) => {
    console.error('Vyay failed to start', error);
    rootElement.textContent = `Vyay could not start: ${describeError(error)}`;
  });
  void firstRoute().then(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/**
 * A returning user's home (the installed app's start page) is resolved before React first renders, so
 * the page is rendered once instead of twice (empty while the router loads, then filled). Home has no
 * loader, so this takes microtasks; other addresses, which may wait on data, load the usual way.
 */
async function firstRoute(): Promise<void> {
  if (session.getState().status !== 'signedIn' || window.location.pathname !== '/') return;
  try {
    await router.load();
  } catch (error) {
    console.error('Loading home before the first render failed; the router tries again', error);
  }
}
