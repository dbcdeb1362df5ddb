// Entry point: open storage, restore state, render. Problems before React can render are shown plainly.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from 'sonner';
import { App } from './app';
import { captureInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-sw';
import { startApp } from './store/session';
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
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
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
}
