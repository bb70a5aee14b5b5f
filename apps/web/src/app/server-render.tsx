import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { messageCatalogue } from '@sehat/shared';
import { sendRequestsWith } from '@/lib/api-client';
import { HINDI_NAMESPACES } from '@/lib/i18n/hindi';
import { I18N_OPTIONS, i18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/language';
import { lazyLoadsSettled } from '@/lib/lazy-component';
import { withRenderScope } from '@/lib/render-scope';
import { currentSession } from '@/lib/session';
import { AppProvider } from './provider';
import { AppRoutes, SignedInApp } from './router';
import { loadSignedInScreen } from './signed-in-app';

/** A signed-in screen rendered on the server: its HTML for `#root`, and the answers it was rendered from. */
export interface RenderedScreen {
  /** The screen's HTML, as the browser's first render makes it (React hydrates it: main.tsx). */
  html: string;
  /** TanStack Query's dehydrated cache (the session and the screen's first GET), as JSON. */
  state: string;
}

/**
 * The request each render's API calls belong to. Every call of the app's API client made while rendering
 * runs inside `requests.run`, so it is answered with that request's cookie and nobody else's; a call
 * outside any render (none is expected) is refused.
 */
const requests = new AsyncLocalStorage<typeof fetch>();
sendRequestsWith((input, init) => {
  const send = requests.getStore();
  if (!send) return Promise.reject(new Error('An API call outside a server render'));
  return send(input, init);
});

const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const namespaceOf = (file: string) => file.replace(/^.*\/|\.json$/g, '');

/** i18next with every English and Hindi string: a server render may show any screen in either language. */
const ready = i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  lng: 'en',
  ns: [...Object.keys(english).map(namespaceOf), 'messages'],
  resources: {
    en: {
      ...Object.fromEntries(Object.entries(english).map(([file, strings]) => [namespaceOf(file), strings])),
      // The shared table's English as a whole: the screens' `messageGroup` calls ran before this init.
      messages: messageCatalogue(),
    },
    hi: HINDI_NAMESPACES,
  },
});

/**
 * Speaks `language` for the render that follows at once (synchronously): the strings are all loaded, so
 * i18next switches without waiting, and no other render can run in between.
 */
function speak(language: Language): void {
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`i18next did not switch to ${language} at once`);
}

/**
 * Renders the signed-in screen at `url` (path and query) for the patient whose requests `send` answers
 * (the API calls it inside the server with the page request's cookie, so the data are that patient's and
 * come from the same routes and services as any API call), in `language` (the browser's language cookie,
 * as the browser's first render picks it); `cookies`, the request's `Cookie` header, is what the page
 * reads as its cookies while rendering (`lib/render-scope.ts`: the sidebar's state). Resolves null when
 * nobody is signed in with that cookie or the path is not a signed-in screen: the browser then renders the
 * page itself. The data are read first, each render into its own query client; the HTML is then made in
 * one synchronous pass (again, once the chunks of lazily loaded parts it met are here).
 * docs/decisions/045-react-renders-sehat.md.
 */
export async function renderSignedInScreen(
  url: string,
  language: Language,
  cookies: string,
  send: typeof fetch,
): Promise<RenderedScreen | null> {
  await ready;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const location = new URL(url, 'http://render.invalid');
  const [isScreen] = await Promise.all([
    requests.run(send, () => loadSignedInScreen(client, location)),
    SignedInApp.preload(),
  ]);
  if (!isScreen || !currentSession(client)) return null;
  // A read that failed is the browser's to show (its Retry): the page is then rendered there, from scratch.
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  const render = () => {
    // Synchronous from here to the HTML: no other render can change the language in between.
    speak(language);
    return withRenderScope({ cookies, queryClient: client }, () =>
      renderToString(
        <StrictMode>
          <AppProvider>
            <StaticRouter location={location.pathname + location.search}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </StrictMode>,
      ),
    );
  };
  let html = render();
  // A lazily loaded part (a chart, the vaccines due) met for the first time since the server started is
  // left as its fallback: once its chunk is here, the screen is rendered again, whole. Twice at most: a
  // part inside a part.
  for (let again = 0; again < 2 && (await lazyLoadsSettled()); again += 1) html = render();
  const state = JSON.stringify(dehydrate(client));
  client.clear();
  return { html, state };
}
