// ESLint 9 flat config for the whole monorepo (CONVENTIONS.md §12). Prettier owns formatting;
// no rule here is stylistic, so eslint-config-prettier is not needed.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import sehat from './scripts/eslint/import-boundaries.mjs';

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_'));

/** Package imports the web bundle must never contain (ARCHITECTURE.md "Shape"). */
const WEB_FORBIDDEN = [
  { regex: '^@sehat/api(/|$)', message: 'The web app never imports the API package.' },
  {
    regex: '^(drizzle-orm|drizzle-kit|pg|@electric-sql/pglite|nodemailer|fastify|@fastify/.*)(/|$)',
    message: 'Server-only package: it must not reach the browser bundle.',
  },
  {
    regex: '^better-auth(?!/(react|client)(/|$))',
    message:
      "Only better-auth's client entries (better-auth/react, better-auth/client) belong in the web app.",
  },
  { regex: '^node:', message: 'Node built-ins do not run in the browser.' },
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    'e2e/.data/',
    'apps/api/drizzle/',
    '**/migrations/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'sehat/all',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { sehat },
    rules: {
      'sehat/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },

  // Type-aware rules that catch real bugs cheaply (un-awaited promises, promise misuse).
  {
    name: 'sehat/type-aware',
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.faults.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
    },
  },

  // Node code: API, scripts, config files, Playwright.
  {
    name: 'sehat/node',
    files: ['apps/api/**', 'scripts/**', 'e2e/**', '*.{js,mjs,ts}', 'apps/web/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'sehat/e2e',
    files: ['e2e/**'],
    // Callbacks passed to page.evaluate run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // packages/shared: imported by api and web, so neither Node- nor browser-only code.
  {
    name: 'sehat/shared-boundaries',
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NODE_BUILTINS.map((name) => ({ name, message: 'packages/shared runs in the browser too.' })),
          patterns: [
            { regex: '^node:', message: 'packages/shared runs in the browser too.' },
            { regex: '^@sehat/(api|web|e2e)(/|$)', message: 'packages/shared imports none of the apps.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', '__dirname', '__filename', 'require'].map((name) => ({
          name,
          message: 'Node-only global: packages/shared runs in the browser too.',
        })),
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({
          name,
          message: 'Browser-only global: packages/shared runs on the server too.',
        })),
      ],
    },
  },

  // apps/api: never the web app.
  {
    name: 'sehat/api-boundaries',
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@sehat/web(/|$)', message: 'The API never imports the web app.' }] },
      ],
    },
  },

  // apps/web: a browser bundle; React hooks rules.
  {
    name: 'sehat/web',
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // These two only matter when the React Compiler is on, which Sehat does not use.
      'react-hooks/incompatible-library': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'no-restricted-imports': ['error', { patterns: WEB_FORBIDDEN }],
    },
  },

  // Plain JavaScript files are not in any tsconfig: no type-aware rules there.
  { name: 'sehat/js', files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
]);
