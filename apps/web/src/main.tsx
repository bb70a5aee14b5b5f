import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { LandingPage } from './app/landing';
import { AppRoutes, SignedInApp } from './app/router';
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
/**
 * What the server sent in `#root`: nothing (the browser renders the page), the prerendered landing
 * (prerender-landing.mjs) or a signed-in screen it rendered for this patient, with the answers it was
 * rendered from (`#sehat-state`, app/server-render.tsx). React hydrates HTML rather than painting it again.
 */
const serverState = document.getElementById('sehat-state')?.textContent;
const prerendered = root.hasChildNodes();
const url = new URL(window.location.href);

/** What must be here before React's first render: the page's chunks and, for a rendered screen, its answers. */
function beforeFirstRender(): Promise<unknown> {
  // The landing's HTML goes only to a browser without a session cookie: React hydrates it as signed out
  // (as it was rendered), with no session to read.
  if (prerendered && !serverState) {
    markSignedOutAtLoad();
    return LandingPage.preload();
  }
  const signedIn = import('./app/signed-in-app');
  if (serverState)
    return Promise.all([
      SignedInApp.preload(),
      // In a task of its own, not in the one that evaluated the chunk.
      signedIn.then(async ({ resumeSignedIn }) => {
        await nextTask();
        await resumeSignedIn(JSON.parse(serverState), url);
      }),
    ]);
  // Any other page asks for the session as it opens, before anything renders, and a signed-in screen's
  // own data goes out alongside it.
  void signedIn
    .then(({ startSignedIn }) => startSignedIn(url))
    .catch((error: unknown) => console.warn('Could not load the signed-in screens', error));
  return Promise.resolve();
}

// The first paint is in the patient's language: a Hindi speaker's strings load before it.
// Each start-up step is a task of its own, none inside the one that evaluated the entry's modules:
// the chunks' requests (`beforeFirstRender`), i18next's start, and tailwind-merge, which builds its class
// map on first use (some 50 ms on a slow phone), not inside the first render's.
// Should what the server's HTML needs fail to arrive, the browser renders the page afresh instead.
const hydratable = nextTask()
  .then(beforeFirstRender)
  .then(
    () => prerendered,
    (error: unknown) => {
      console.warn('Could not take over the page the server rendered', error);
      return false;
    },
  );
void Promise.all([nextTask().then(initI18n), hydratable])
  .then(nextTask)
  .then(() => cn())
  .then(nextTask)
  .then(async () => {
    // In a transition, React renders in slices of a few milliseconds and gives the thread back in
    // between (a tap during hydration is replayed once its part is live), rather than one long task.
    if (await hydratable) startTransition(() => void hydrateRoot(root, app));
    else {
      root.replaceChildren();
      const fresh = createRoot(root);
      startTransition(() => fresh.render(app));
    }
  });

// The service worker (installable app, offline page, update prompt) registers once the page has loaded,
// in its own chunk: none of it weighs on the first paint. A page the server rendered starts this entry
// after its first paint (public/start-after-paint.js), often once it has loaded already.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () =>
    void import('./lib/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('Could not load the service worker registration', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
