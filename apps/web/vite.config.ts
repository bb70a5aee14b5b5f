import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { signedInHtml } from './vite-plugins/signed-in-html';

const DEV_PORT = 5173;
const API_ORIGIN = 'http://localhost:3000';
/** The app's teal (`--primary` family, favicon.svg): the installed app's title bar. */
const THEME_COLOUR = '#0d9488';
const SOURCE = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** A file of React Router's production build (node_modules/react-router/dist/production). */
const reactRouterFile = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
/**
 * React Router 7's package exports give its development build in every mode (dev warnings on, about 10 KB
 * gzip more on every page; remix-run/react-router#12532, #14102), and it has no `production` condition for
 * `resolve.conditions` to pick: a build takes the production files it ships beside them. Both entries, so
 * that `react-router/dom` (which imports `react-router`) never brings the development copy back
 * (vite.config.test.ts fails if either does).
 */
export const REACT_ROUTER_PRODUCTION: Alias[] = [
  { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
];

/**
 * The installable app (docs/decisions/026-installable-app-offline-policy.md): the web manifest and a generated Workbox service worker. The
 * worker precaches the app shell and static assets (JS, CSS, HTML, icons) and nothing else: no runtime
 * cache at all, so no `/api` response and no downloaded file is ever stored on the device. Navigations
 * always go to the network (a page's data needs a connection); one that fails offline is answered with the
 * precached `offline.html`. `/api/*` (file downloads included) is never touched by the worker. Registration
 * is 'prompt' (src/lib/service-worker.ts, loaded after first paint): a new version waits for "Reload".
 */
const pwa = VitePWA({
  // A new version waits for the patient's "Reload".
  registerType: 'prompt',
  // src/lib/service-worker.ts registers it, after first paint.
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
    // Icons and fonts too, so the installed app opens offline with them.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The Devanagari font is fetched only by pages that show Hindi (src/devanagari-font.css).
    globIgnores: ['**/noto-sans-devanagari-*.woff2'],
    // No SPA fallback: a navigation is never answered with a cached index.html.
    navigateFallback: null,
    // A new version's worker deletes the precache of the one before.
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

/**
 * Vite config of the Sehat web app, one line of why per setting (docs/decisions/047-readable-web-build.md).
 * In dev, `/api` goes to the API on :3000 so the session cookie stays same-origin; in production the API
 * serves `dist/`. Routes are split by the `import()`s of `src/app/router.tsx` and `src/app/routes.tsx`.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    // JSX and Fast Refresh.
    react(),
    // Tailwind CSS 4, from the `@import 'tailwindcss'` of src/index.css.
    tailwindcss(),
    // app.html (index.html preloading the signed-in shell, for browsers with a session cookie) and the
    // list of signed-in screens scripts/bundle-size.mjs weighs.
    signedInHtml(SOURCE('app/signed-in-app.tsx'), SOURCE('app/routes.tsx')),
    // A .br and a .gz copy of every text asset, served as they are by the API (`preCompressed`,
    // apps/api/src/plugins/static-web.ts); a copy that is not smaller is skipped.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    // The web manifest and the service worker (above).
    pwa,
  ],
  resolve: {
    alias: [
      // `@/` is `src/`, as in tsconfig.json's `paths`.
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's production build (above); dev keeps its warnings.
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  server: {
    // A fixed port, which the proxy's origin rewrite below names: taken, Vite fails rather than moving.
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
    // dist/.vite/manifest.json: the chunk graph scripts/bundle-size.mjs weighs per route.
    manifest: true,
    // Lazy chunks are named by their hash alone: every dynamic import carries the list of chunk files it
    // preloads, so each name's `feature-name-` prefix was paid again in the shell on every screen
    // (228.0 KB instead of 230.5 KB for the heaviest screen; the manifest still maps source to file).
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
}));
