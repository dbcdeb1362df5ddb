// Entry point: open storage, restore state, render. Problems before React can render are shown plainly.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from 'sonner';
import { App } from './app';
import { startApp } from './store/session';
import './ui/theme.css';

const rootElement = document.getElementById('root');

if (!rootElement) {
  document.body.textContent = 'Vyay could not start: the page is missing its root element. Please reinstall or reload the app.';
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startApp((message) => toast.error(message)).catch((error: unknown) => {
    console.error('Vyay failed to start', error);
    rootElement.textContent = `Vyay could not start: ${error instanceof Error ? error.message : String(error)}`;
  });
}
