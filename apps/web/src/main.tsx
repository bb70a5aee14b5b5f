import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { LandingPage } from './app/landing';
import { AppRoutes } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { markSignedOutAtLoad } from './lib/signed-out-at-load';
import { cn } from './lib/utils';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

/**
 * Gives the main thread back to the browser between start-up steps, so that none of them makes one long
 * task with the next (a tap in between is answered; Lighthouse's blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);
/** The server sent the landing page's HTML (prerender-landing.mjs): React hydrates it rather than painting it again. */
const prerendered = root.hasChildNodes();
// The server sends that HTML only to a browser without a session cookie: React hydrates it as signed out
// (as it was rendered), with no session to read. Any other page asks for the session as it opens, before
// anything renders, and a signed-in screen's own data goes out alongside it.
if (prerendered) markSignedOutAtLoad();
else
  void import('./app/signed-in-app')
    .then(({ startSignedIn }) => startSignedIn(window.location.pathname))
    .catch((error: unknown) => console.warn('Could not load the signed-in screens', error));

// The first paint is in the patient's language: a Hindi speaker's strings load before it.
// tailwind-merge builds its class map on first use (some 50 ms on a slow phone): in a task of its own,
// not inside the first render's.
void Promise.all([initI18n(), prerendered ? LandingPage.preload() : null])
  .then(nextTask)
  .then(() => cn())
  .then(nextTask)
  .then(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });

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
