import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { englishNamespaces } from './vite-plugins/english-namespaces';
import { shellChunkGroup } from './vite-plugins/shell-chunk';
import { signedInHtml } from './vite-plugins/signed-in-html';

const DEV_PORT = 5173;
/** A file of React Router's production build (node_modules/react-router/dist/production). */
const REACT_ROUTER_PRODUCTION = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const API_ORIGIN = 'http://localhost:3000';
/** The app's teal (`--primary` family, favicon.svg): the installed app's title bar. */
const THEME_COLOUR = '#0d9488';

/**
 * The installable app (docs/decisions/026-installable-app-offline-policy.md): the web manifest and a generated Workbox service worker. The
 * worker precaches the app shell and static assets (JS, CSS, HTML, icons) and nothing else: no runtime
 * cache at all, so no `/api` response and no downloaded file is ever stored on the device. Navigations
 * always go to the network (a page's data needs a connection); one that fails offline is answered with the
 * precached `offline.html`. `/api/*` (file downloads included) is never touched by the worker. Registration
 * is 'prompt' (src/lib/service-worker.ts, loaded after first paint): a new version waits for "Reload".
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Sehat',
    short_name: 'Sehat',
    description: 'Your personal health record: medical history, prescriptions, visits and insurance claims.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#f8fafc',
    // Drawn by scripts/make-app-icons.mjs.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The Devanagari font is fetched only by pages that show Hindi (src/devanagari-font.css).
    globIgnores: ['**/noto-sans-devanagari-*.woff2'],
    // No SPA fallback: a navigation is never answered with a cached index.html.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // The first install controls the open tab at once, so it is covered offline without a reload.
    clientsClaim: true,
    runtimeCaching: [
      {
        // Network only (nothing stored); offline, the precached offline page.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
  },
});

const SOURCE = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const ENTRY = SOURCE('main.tsx');
const SHELL = SOURCE('app/layouts/app-layout.tsx');
const SIGNED_IN_ROUTES = SOURCE('app/routes.tsx');

/**
 * Vite config of the Sehat web app. In dev, `/api` goes to the API on :3000 so
 * the session cookie stays same-origin; in production the API serves `dist/`.
 * Routes are split by `lazy()` imports in `src/app/router.tsx`. The build
 * writes `.br` and `.gz` copies of each text asset, which
 * the API serves as they are (`preCompressed`, apps/api/src/plugins/static-web.ts).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    englishNamespaces(fileURLToPath(new URL('.', import.meta.url))),
    react(),
    tailwindcss(),
    // Every text asset (index.html too); a copy that is not smaller is skipped.
    // app.html: index.html preloading the signed-in shell, for browsers with a session cookie.
    signedInHtml(SHELL),
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    pwa,
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Preact 11 renders the app through its React compatibility layer (decision 033): 10 KB gzip in place
      // of React DOM's 63. The prerendered landing (prerender-landing.mjs) is still rendered by react-dom/server.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      // React Router 7's package exports resolve to its development build in every mode (dev warnings on,
      // about 10 KB gzip more on every page; remix-run/react-router#12532, #14102); a build takes the
      // production files the package ships beside it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION('index.mjs') },
            { find: /^react-router\/dom$/, replacement: REACT_ROUTER_PRODUCTION('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: {
      '/api': {
        target: API_ORIGIN,
        configure: (proxy) => {
          // The page's own dev origin stands in for the API's origin, so
          // better-auth's origin check passes without extra settings; any
          // other origin is forwarded untouched (and refused by the API).
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin') === `http://localhost:${DEV_PORT}`)
              request.setHeader('origin', API_ORIGIN);
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/bundle-size.mjs to measure what each route loads.
    manifest: true,
    rolldownOptions: {
      // The entry exports nothing anyone imports; required by experimentalInlineCommonChunks below.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // A group takes the modules it names and no more: a shell-only module's dependencies that public
          // pages also use stay out of `app-shell` (they never import a shell-only module, so no cycle).
          includeDependenciesRecursively: false,
          // A common chunk under 12 KB (source size) is copied into the chunks that use it instead of being
          // a file of its own: /dashboard fetched 43 scripts, most of them a few hundred bytes of radix-ui
          // shared with the sign-in card, each a round trip on a slow phone line (Lighthouse's LCP, docs/decisions/031-web-budgets.md). Now 20. Rolldown keeps one module state for the copies and runs modules in source order
          // (strictExecutionOrder, which it turns on for this; decision 038).
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          // Every lucide icon in one chunk (about 4 KB gzip) instead of a chunk per icon: /dashboard fetched 25
          // one-kilobyte icon files, each a round trip on a slow phone connection (decision 033).
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            shellChunkGroup({ entry: ENTRY, shell: SHELL, signedInRoutes: SIGNED_IN_ROUTES }),
          ],
        },
      },
    },
  },
}));
