import './lib/preact-options';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { cn } from './lib/utils';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

/**
 * Gives the main thread back to the browser between start-up steps, so that none of them makes one long
 * task with the next (a tap in between is answered; Lighthouse's blocking time, docs/decisions/031-web-budgets.md).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The first paint is in the patient's language: a Hindi speaker's strings load before it (docs/decisions/029-languages.md).
// tailwind-merge builds its class map on first use (some 50 ms on a slow phone): in a task of its own,
// not inside the first render's.
void initI18n()
  .then(nextTask)
  .then(() => cn())
  .then(nextTask)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );

// The service worker (installable app, offline page, update prompt) registers once the page has loaded,
// in its own chunk: none of it weighs on the first paint.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () =>
      void import('./lib/service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('Could not load the service worker registration', error)),
    { once: true },
  );
}
