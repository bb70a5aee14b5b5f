#!/usr/bin/env node
/**
 * After `vite build`: writes dist/landing.en.html and dist/landing.hi.html, the built index.html with the
 * landing page already in it (docs/decisions/031-web-budgets.md: the hero paints from HTML and CSS, before 150 KB of
 * JavaScript has arrived on a slow phone). The markup sits in `<div id="prerender" inert aria-hidden>`
 * beside the empty `#root`, which stays hidden (index.css) until the live landing mounts and removes it
 * (`removePrerenderedLanding`). The API serves one of these files at `/` to a visitor without a session
 * cookie, by the language cookie (apps/api/src/plugins/static-web.ts); every other page gets index.html.
 * Brotli and gzip copies are written beside them, as vite-plugin-compression2 does for the rest.
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
    ssr: 'src/features/auth/prerender/landing-prerender.tsx',
    outDir: SSR_OUT,
    emptyOutDir: true,
  },
});

try {
  const { renderLanding } = await import(pathToFileURL(path.join(SSR_OUT, 'landing-prerender.js')).href);
  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  if (!STYLESHEET.test(template)) throw new Error('dist/index.html links no stylesheet');
  for (const language of ['en', 'hi']) {
    const markup = await renderLanding(language);
    const html = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(STYLESHEET, (_link, href) => `<style>${readFileSync(path.join(DIST, href), 'utf8')}</style>`)
      .replace(
        '<div id="root"></div>',
        `<div id="prerender" inert aria-hidden="true">${markup}</div><div id="root"></div>`,
      );
    const file = path.join(DIST, `landing.${language}.html`);
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  console.log('[prerender] dist/landing.en.html, dist/landing.hi.html');
} finally {
  rmSync(SSR_OUT, { recursive: true, force: true });
}
