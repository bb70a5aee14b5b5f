import { config, z } from 'zod';

// In the browser Sehat's Content-Security-Policy forbids eval (script-src 'self'). Zod compiles object
// parsers with `new Function` unless told not to, and its test for that is reported as a CSP violation
// (Lighthouse best practices, the browser's issues panel); the server keeps the faster compiled parsers.
// Every shared schema imports `z` from here, so this runs before the first schema is built (package.json
// lists this file under `sideEffects`, or a bundler would skip it for the plain re-export).
// `config`, not `z.config`: the web build treats every `z.…` call as pure (apps/web/vite.config.ts).
if ('document' in globalThis) config({ jitless: true });

export { z };
