import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const DEV_PORT = 5173;
const API_ORIGIN = 'http://localhost:3000';

/**
 * Vite config of the Sehat web app. In dev, `/api` goes to the API on :3000 so
 * the session cookie stays same-origin; in production the API serves `dist/`.
 * Routes are split by `lazy()` imports in `src/app/router.tsx`. The build
 * writes `.br` and `.gz` copies of each text asset, which
 * the API serves as they are (`preCompressed`, apps/api/src/plugins/static-web.ts).
 */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset (index.html too); a copy that is not smaller is skipped.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
  },
});
