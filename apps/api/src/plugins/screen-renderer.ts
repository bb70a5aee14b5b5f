import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  languageChosenInCookieHeader,
  languageFromCookieHeader,
  type Language,
  type Shell,
} from '@sehat/shared';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';

/** The web build's renderer of signed-in screens (apps/web/src/app/server-render.tsx). */
interface RendererModule {
  renderSignedInScreen: (
    url: string,
    language: Language,
    cookies: string,
    send: typeof fetch,
  ) => Promise<{ html: string; state: string } | null>;
}

/** Renders the page a request asks for as HTML, or null when the browser is to render it itself. */
export type ScreenRenderer = (request: FastifyRequest) => Promise<string | null>;

/** Where the web build writes the renderer, inside the served folder but never served (static-web.ts). */
export const RENDERER_FOLDER = 'ssr';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * JSON that is safe inside a `<script>` element: `<` is written `\u003c`, so no text of the patient's
 * (a diagnosis reading `</script>…`) can end the element.
 */
function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * A `fetch` the renderer's API client calls for one page request: answered inside this server by
 * `app.inject` with that request's cookie, so the screen's data come from the same routes, checks and
 * services as any API call, for the patient the cookie signs in and nobody else.
 */
function sendAs(app: FastifyInstance, cookie: string | undefined): typeof fetch {
  // Each GET is answered once per page: the shell read for the page's language is the renderer's too.
  const answers = new Map<string, Promise<LightMyRequestResponse>>();
  return async (input, init) => {
    const method = (init?.method ?? 'GET') as 'GET';
    const url = String(input);
    const answered =
      (method === 'GET' ? answers.get(url) : undefined) ??
      app.inject({ method, url, headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } });
    if (method === 'GET') answers.set(url, answered);
    const answer = await answered;
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The language a signed-in screen is rendered in: the profile's `preferred_language` (from GET /api/shell),
 * as the web app switches to it once the shell arrives (apps/web/src/app/layouts/profile-language.ts),
 * unless the visitor picked the cookie's language before signing in (the app then saves that one on the
 * profile); else the `sehat_lang` cookie's. The browser starts in the `<html lang>` of a rendered page, so
 * its first render matches the HTML (docs/decisions/029-languages.md).
 */
async function screenLanguage(cookie: string | undefined, send: typeof fetch): Promise<Language> {
  const fromCookie = languageFromCookieHeader(cookie) ?? DEFAULT_LANGUAGE;
  if (languageChosenInCookieHeader(cookie)) return fromCookie;
  const answer = await send('/api/shell');
  if (!answer.ok) return fromCookie;
  // The API's own answer, already serialized through shellSchema.
  const shell = (await answer.json()) as Shell;
  return shell?.header.preferred_language ?? fromCookie;
}

/**
 * Loads the renderer of signed-in screens from the built web app (`webDist/ssr/server-render.js`, with
 * `ssr/screen.html`, app.html with its styles inlined, as the page around it), or null when the build has none. The renderer returned answers a
 * page request with the screen's HTML and the answers it was rendered from (`#sehat-state`, which the
 * browser hydrates), in the language `screenLanguage` gives; null when nobody is signed in with the
 * request's cookie, the path is no signed-in screen or rendering failed (logged without the page's
 * content), so the caller sends the page the browser renders. docs/decisions/045-react-renders-sehat.md.
 */
export async function loadScreenRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<ScreenRenderer | null> {
  const file = path.join(webDist, RENDERER_FOLDER, 'server-render.js');
  const page = path.join(webDist, RENDERER_FOLDER, 'screen.html');
  if (!existsSync(file) || !existsSync(page)) return null;
  let renderer: RendererModule;
  try {
    renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  } catch (error) {
    // The app still works without it: every page is then rendered by the browser.
    app.log.error({ err: error }, 'the renderer of signed-in screens could not be loaded');
    return null;
  }
  const template = readFileSync(page, 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error('ssr/screen.html has no empty #root');

  return async (request) => {
    const cookie = request.headers.cookie;
    const send = sendAs(app, cookie);
    let screen: Awaited<ReturnType<RendererModule['renderSignedInScreen']>>;
    let language: Language;
    try {
      language = await screenLanguage(cookie, send);
      screen = await renderer.renderSignedInScreen(request.url, language, cookie ?? '', send);
    } catch (error) {
      // Where it failed (the code's place), never its message: it could quote the patient's data.
      const where = error instanceof Error ? error.stack?.split('\n')[1]?.trim() : undefined;
      request.log.warn({ errorName: (error as Error).name, where }, 'screen not rendered on the server');
      return null;
    }
    if (!screen) return null;
    return template.replace('<html lang="en">', `<html lang="${language}">`).replace(
      EMPTY_ROOT,
      // Live from the first paint: its links are plain links the server answers, and a control that needs
      // scripts is drawn disabled until React has hydrated it (docs/decisions/045-react-renders-sehat.md).
      `<div id="root">${screen.html}</div>` +
        `<script type="application/json" id="sehat-state">${scriptSafeJson(screen.state)}</script>`,
    );
  };
}
