#!/usr/bin/env node
/**
 * After `vite build`: writes dist/landing.en.html and dist/landing.hi.html, the built index.html with the
 * landing page already in its `#root` (the hero paints from HTML and CSS, before the JavaScript has arrived
 * on a slow phone, and the JavaScript is asked for once it has: `withScriptsAfterPaint`), rendered by react-dom/server from the app's own tree; `src/main.tsx` hydrates it with
 * React (`hydrateRoot`). What works before the scripts (the language switch, a form the server answers)
 * is plain HTML. The API serves one of these files at `/` to a visitor without a session
 * cookie, by the language cookie (apps/api/src/plugins/static-web.ts); every other page gets index.html.
 * Brotli and gzip copies are written beside them, as vite-plugin-compression2 does for the rest.
 *
 * Then builds the server's renderer of signed-in screens (`src/app/server-render.tsx`) into
 * dist/ssr/server-render.js and the page it renders into (app.html with its stylesheet inlined) into
 * dist/ssr/screen.html, which the API loads to send a signed-in patient's screen as HTML
 * (apps/api/src/plugins/server-render.ts; docs/decisions/045-react-renders-sehat.md). Its packages stay
 * in node_modules; `@sehat/shared`, TypeScript source, is bundled in. The API never serves dist/ssr.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const WEB = import.meta.dirname;
const DIST = path.join(WEB, 'dist');
const SSR_OUT = path.join(WEB, 'dist-prerender');
/** The built stylesheet's link: inlined, so the hero paints with the HTML alone (no render-blocking request). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/;

await build({
  configFile: false,
  root: WEB,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: { '@': path.join(WEB, 'src') } },
  build: {
    ssr: 'src/app/landing-prerender.tsx',
    outDir: SSR_OUT,
    emptyOutDir: true,
  },
});

/** Where the renderer of signed-in screens and its page are written (read by the API, never served). */
const RENDERER_OUT = path.join(DIST, 'ssr');

/**
 * A built page (`dist/<name>`) with its stylesheet inlined, so what the server sends paints with the HTML
 * alone (no render-blocking request for the CSS).
 */
function withInlineStylesheet(name) {
  const page = readFileSync(path.join(DIST, name), 'utf8');
  if (!page.includes('<div id="root"></div>')) throw new Error(`dist/${name} has no empty #root`);
  if (!STYLESHEET.test(page)) throw new Error(`dist/${name} links no stylesheet`);
  return page.replace(
    STYLESHEET,
    (_link, href) => `<style>${readFileSync(path.join(DIST, href), 'utf8')}</style>`,
  );
}

/** The built page's module script (the entry) and the modulepreload links of the chunks it imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w-]+\.js)">/g;

/**
 * `page` with its scripts asked for only once it has painted: its module script and modulepreload links
 * give way to public/start-after-paint.js, deferred, which adds them after the first paint. The page is
 * HTML already; loaded by the parser, the scripts ran before that paint (docs/decisions/045-react-renders-sehat.md).
 */
function withScriptsAfterPaint(page, name) {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error(`dist/${name} has no module script`);
  const preload = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return page
    .replace(
      ENTRY_SCRIPT,
      `<script defer src="/start-after-paint.js" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`,
    )
    .replaceAll(MODULE_PRELOAD, '');
}

try {
  const { renderLanding } = await import(pathToFileURL(path.join(SSR_OUT, 'landing-prerender.js')).href);
  const template = withScriptsAfterPaint(withInlineStylesheet('index.html'), 'index.html');
  for (const language of ['en', 'hi']) {
    const markup = await renderLanding(language);
    const html = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    const file = path.join(DIST, `landing.${language}.html`);
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  console.log('[prerender] dist/landing.en.html, dist/landing.hi.html');
} finally {
  rmSync(SSR_OUT, { recursive: true, force: true });
}

await build({
  configFile: false,
  root: WEB,
  // The renderer takes the lazily loaded screens in statically; Rolldown's note that it did is expected.
  logLevel: 'error',
  publicDir: false,
  plugins: [react()],
  resolve: { alias: { '@': path.join(WEB, 'src') } },
  ssr: { noExternal: ['@sehat/shared'] },
  build: {
    ssr: 'src/app/server-render.tsx',
    outDir: RENDERER_OUT,
    emptyOutDir: true,
  },
});
// The page a signed-in screen is rendered into: app.html (the shell's scripts preloaded), styles inlined,
// its scripts asked for once it has painted.
writeFileSync(
  path.join(RENDERER_OUT, 'screen.html'),
  withScriptsAfterPaint(withInlineStylesheet('app.html'), 'app.html'),
);
console.log('[prerender] dist/ssr/server-render.js, dist/ssr/screen.html');
