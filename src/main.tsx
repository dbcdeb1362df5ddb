// Entry point: open storage, restore state, render. Problems before React can render are shown plainly.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from './ui/toast';
import { App } from './app';
import { captureInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-sw';
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
  // A returning user (the session restored from the last state) opening the app's start page sees home
  // drawn at once; the router loads behind it (app.tsx).
  const firstHome = session.getState().status === 'signedIn' && window.location.pathname === '/';
  createRoot(rootElement).render(
    <StrictMode>
      <App firstHome={firstHome} />
    </StrictMode>,
  );
}
