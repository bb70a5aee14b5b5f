// ESLint 9 flat config for the whole monorepo (docs/architecture.md#conventions rule 12). Prettier owns formatting;
// no rule here is stylistic, so eslint-config-prettier is not needed.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_'));

/** Feature folders, read at lint time so a new feature is covered without touching this file. */
const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const API_FEATURES = 'apps/api/src/features';
const WEB_FEATURES = 'apps/web/src/features';
const WEB_SHARED = ['components', 'hooks', 'lib', 'utils', 'types', 'config'].map((d) => `apps/web/src/${d}`);

/**
 * Folder-level import rules (docs/architecture.md#conventions), checked on resolved files by import-x `no-restricted-paths`
 * (paths relative to the repository root; `from` globs match the imported file):
 * - packages/shared imports none of the apps; the web app and the API never import each other;
 * - a web feature imports no other web feature; web shared code (components, hooks, lib, …) imports no
 *   feature and not app/; features do not import app/ (shared -> features -> app);
 * - an API feature imports another feature only through that feature's `index.ts`, its public surface,
 *   never its repository, service or routes files.
 */
const BOUNDARY_ZONES = [
  {
    target: 'packages/shared',
    from: ['apps', 'e2e'],
    message: 'packages/shared is imported by the apps and imports none of them.',
  },
  { target: 'apps/web', from: 'apps/api', message: 'The web app never imports server code (apps/api).' },
  { target: 'apps/api', from: 'apps/web', message: 'The API never imports the web app (apps/web).' },
  ...featuresOf(`./${WEB_FEATURES}`).map((feature) => ({
    target: `${WEB_FEATURES}/${feature}/**`,
    from: [`${WEB_FEATURES}/**`],
    except: [`**/${WEB_FEATURES}/${feature}/**`],
    message: `Web features do not import each other (features/${feature} -> another feature); move the shared part to components/, hooks/ or lib/.`,
  })),
  {
    target: WEB_SHARED,
    from: [WEB_FEATURES, 'apps/web/src/app'],
    message: 'Shared web code may not import features/ or app/: imports flow shared -> features -> app.',
  },
  {
    target: WEB_FEATURES,
    from: 'apps/web/src/app',
    message: 'Features may not import app/: imports flow shared -> features -> app.',
  },
  ...featuresOf(`./${API_FEATURES}`).map((feature) => ({
    target: `${API_FEATURES}/${feature}/**`,
    from: [`${API_FEATURES}/**`],
    except: [`**/${API_FEATURES}/${feature}/**`, `**/${API_FEATURES}/*/index.ts`],
    message: "API features use each other only through that feature's index.ts (its public surface).",
  })),
];

/** Package imports the web bundle must never contain (docs/architecture.md#layers). */
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

/**
 * A component reads its words through the `useTranslation` of its namespace's module
 * (`src/lib/i18n/namespaces/<ns>.ts`), which registers that namespace's English strings and accepts no
 * other namespace's name (docs/decisions/047-readable-web-build.md); react-i18next's own is for lib/i18n.
 */
const WEB_TRANSLATION_HOOKS = [
  {
    name: 'react-i18next',
    importNames: ['useTranslation', 'withTranslation', 'Translation'],
    message:
      "Import useTranslation from '@/lib/i18n/namespaces/<ns>': it brings the namespace's English strings with it.",
  },
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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },

  // Import boundaries, on imports resolved the way TypeScript resolves them (`.js` -> `.ts`, the web app's
  // `@/` alias, workspace packages). Import cycles are dpdm's (`npm run cycles`), which also sees type-only
  // imports; import-x `no-cycle` repeated that walk and cost a quarter of the lint run.
  {
    name: 'sehat/imports',
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports: TypeScript too, parsed by typescript-eslint.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
    },
  },

  // Type-aware rules that catch real bugs cheaply (un-awaited promises, promise misuse).
  {
    name: 'sehat/type-aware',
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'vitest.faults.config.ts', 'vitest.instances.config.ts'],
        },
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
    files: [
      'apps/api/**',
      'scripts/**',
      'e2e/**',
      '*.{js,mjs,ts}',
      'apps/web/vite.config{,.test}.ts',
      'apps/web/vite-plugins/**',
      'apps/web/prerender-landing.mjs',
      'packages/shared/scripts/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'sehat/e2e',
    files: ['e2e/**'],
    // Callbacks passed to page.evaluate run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // packages/shared: imported by api and web, so neither Node- nor browser-only code (its scripts/ are
  // build tools, run by Node).
  {
    name: 'sehat/shared-boundaries',
    files: ['packages/shared/src/**'],
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

  // apps/web/public: plain scripts the browser loads as they are (the offline page's).
  {
    name: 'sehat/web-public',
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // apps/web: a browser bundle; React hooks rules; accessibility of the JSX (jsx-a11y recommended).
  {
    name: 'sehat/web',
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // The ui/ wrappers render these elements, so jsx-a11y checks them as the elements themselves.
    settings: {
      'jsx-a11y': { components: { Button: 'button', Input: 'input', Textarea: 'textarea', Label: 'label' } },
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A raw <input autoFocus> on page load stays an error. Components may take focus when they open new
      // content in place of what had it (the calendar of a date popover, the e-mail field of the
      // forgot-password view that replaces the sign-in form): otherwise focus falls back to <body>.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // These two only matter when the React Compiler is on, which Sehat does not use.
      'react-hooks/incompatible-library': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'no-restricted-imports': ['error', { paths: WEB_TRANSLATION_HOOKS, patterns: WEB_FORBIDDEN }],
    },
  },
  {
    name: 'sehat/web-i18n',
    files: ['apps/web/src/lib/i18n/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_FORBIDDEN }] },
  },

  // The renderer of signed-in screens runs in the API's Node process (built apart by prerender-landing.mjs):
  // it may use Node's built-ins, and nothing else the browser bundle may not.
  {
    name: 'sehat/web-server-render',
    files: ['apps/web/src/app/server-render.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: WEB_FORBIDDEN.filter(({ regex }) => regex !== '^node:') },
      ],
    },
  },

  // Plain JavaScript files are not in any tsconfig: no type-aware rules there.
  { name: 'sehat/js', files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
]);
