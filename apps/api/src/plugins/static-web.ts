import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromCookieHeader } from '@sehat/shared';
import { parseCookies } from 'better-auth/cookies';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAMES } from '../features/auth/auth.js';
import { loadScreenRenderer, RENDERER_FOLDER, type ScreenRenderer } from './screen-renderer.js';

/**
 * Serve the built web app from `webDist` when it exists (production): hashed
 * /assets/* cached for a year (immutable), everything else (index.html, the
 * service worker `sw.js` and its `workbox-*.js`, `manifest.webmanifest`, the
 * offline page and icons) revalidated on every load (`no-cache`), so a new
 * deploy's service worker is found at once. Content types come from the file
 * extension (`.webmanifest` is `application/manifest+json`). The build writes a brotli and a
 * gzip copy beside each text asset (vite-plugin-compression2), served with
 * `Content-Encoding` and `Vary: Accept-Encoding` to clients that accept them
 * (`preCompressed`), so nothing is compressed per request. Unmatched page
 * requests fall back to index.html in the not-found handler. Returns whether
 * the app is served.
 *
 * `/` itself is the prerendered landing page (`landing.en.html` / `landing.hi.html`, written by
 * apps/web/prerender-landing.mjs; docs/decisions/030-prerendered-landing.md) in the language of the `sehat_lang` cookie, for a
 * visitor without a session cookie; with one (a signed-in patient opening the installed app, whose start
 * URL is `/`) it is the app page, so the landing never flashes before the dashboard.
 *
 * Named `static-web`; decorates `app.webApp`: null when there is no built app, else
 * `appPage(cookieHeader)`: the file a page request gets,
 * `app.html` (index.html that preloads the signed-in shell's scripts; apps/web/vite-plugins/signed-in-html.ts)
 * to a browser holding a session cookie, `index.html` to anyone else. The cookie is not checked here:
 * a stale one costs only the preloads. Responses that depend on it carry `Vary: Cookie`.
 * `renderScreen(request)`: a signed-in screen as HTML for the patient the request's session cookie
 * signs in (`screen-renderer.ts`), or null; the renderer's own folder (`ssr/`) is never served.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string }) => {
    app.decorate('webApp', await registerStaticWeb(app, options.webDist));
  },
  { name: 'static-web', fastify: '5.x', dependencies: ['compression'] },
);

/** The web app the server serves: how a page request picks its file. */
interface WebApp {
  appPage: (cookieHeader: string | undefined) => string;
  renderScreen: ScreenRenderer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app (plugins/static-web.ts), or null when WEB_DIST holds none. */
    webApp: WebApp | null;
  }
}

/** Serves `webDist` (see staticWebPlugin); null when it holds no built app. */
async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<WebApp | null> {
  if (!existsSync(path.join(webDist, 'index.html'))) return null;
  const signedInPage = existsSync(path.join(webDist, 'app.html')) ? 'app.html' : 'index.html';
  const appPage = (cookieHeader: string | undefined) =>
    holdsSessionCookie(cookieHeader) ? signedInPage : 'index.html';
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    allowedPath: (pathName) => !pathName.startsWith(`/${RENDERER_FOLDER}/`),
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  const prerendered = LANGUAGES.every((language) =>
    existsSync(path.join(webDist, `landing.${language}.html`)),
  );
  if (prerendered) {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/',
      handler(request, reply) {
        const cookieHeader = request.headers.cookie;
        const language = languageFromCookieHeader(cookieHeader) ?? DEFAULT_LANGUAGE;
        reply.header('vary', 'Cookie');
        return reply.sendFile(holdsSessionCookie(cookieHeader) ? signedInPage : `landing.${language}.html`);
      },
    });
  }
  const renderer = await loadScreenRenderer(app, webDist);
  const renderScreen: ScreenRenderer = async (request) =>
    renderer && holdsSessionCookie(request.headers.cookie) ? renderer(request) : null;
  return { appPage, renderScreen };
}

/** True when the cookies include one of better-auth's session cookie names (http or https). */
function holdsSessionCookie(cookieHeader: string | undefined): boolean {
  const cookies = parseCookies(cookieHeader ?? '');
  return SESSION_COOKIE_NAMES.some((name) => cookies.has(name));
}
