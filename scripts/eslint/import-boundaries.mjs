/**
 * ESLint rule `sehat/import-boundaries`: the folder-level import rules of CONVENTIONS.md that
 * package-name bans (`no-restricted-imports`) cannot express, because they need the import
 * resolved to a file first. Relative specifiers and the web app's `@/` alias are resolved
 * against the repository root; bare package names are left to `no-restricted-imports`.
 *
 * Zones (first match wins, paths relative to the repository root):
 * - `packages/shared/**` may not reach into `apps/**` or `e2e/**`;
 * - `apps/web/**` may not reach into `apps/api/**`, and `apps/api/**` not into `apps/web/**`;
 * - `apps/web/src/features/<a>/**` may not import `apps/web/src/features/<b>/**` (b ≠ a);
 * - web shared code (`components`, `hooks`, `lib`, `utils`, `types`, `config`) may not import
 *   `features/**` or `app/**`, and features may not import `app/**` (shared -> features -> app).
 */
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_SRC = 'apps/web/src/';
const WEB_SHARED_DIRS = ['components', 'hooks', 'lib', 'utils', 'types', 'config'];

/** Repository-relative POSIX path of the file an import points at, or null for a package import. */
function resolveTarget(fromFile, specifier) {
  let absolute;
  if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@/')) absolute = path.join(REPO_ROOT, WEB_SRC, specifier.slice(2));
  else return null;
  return path.relative(REPO_ROOT, absolute).split(path.sep).join('/');
}

/** `features/<name>` of a web path, or null. */
function webFeature(repoPath) {
  if (!repoPath.startsWith(`${WEB_SRC}features/`)) return null;
  return repoPath.slice(WEB_SRC.length).split('/')[1] ?? null;
}

function webTopDir(repoPath) {
  return repoPath.startsWith(WEB_SRC) ? repoPath.slice(WEB_SRC.length).split('/')[0] : null;
}

/** Why `from` may not import `to`, or null when it may. Both repository-relative. */
export function boundaryViolation(from, to) {
  const inside = (p, dir) => p === dir || p.startsWith(`${dir}/`);
  if (inside(from, 'packages/shared') && (inside(to, 'apps') || inside(to, 'e2e')))
    return 'packages/shared is imported by the apps and imports none of them';
  if (inside(from, 'apps/web') && inside(to, 'apps/api'))
    return 'the web app never imports server code (apps/api)';
  if (inside(from, 'apps/api') && inside(to, 'apps/web'))
    return 'the API never imports the web app (apps/web)';

  const fromFeature = webFeature(from);
  const toFeature = webFeature(to);
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `web features do not import each other (features/${fromFeature} -> features/${toFeature}); move the shared part to components/, hooks/ or lib/`;

  const fromTop = webTopDir(from);
  const toTop = webTopDir(to);
  if (fromTop && WEB_SHARED_DIRS.includes(fromTop) && (toTop === 'features' || toTop === 'app'))
    return `shared web code (${fromTop}/) may not import ${toTop}/: imports flow shared -> features -> app`;
  if (fromTop === 'features' && toTop === 'app')
    return 'features may not import app/: imports flow shared -> features -> app';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforce the import boundaries of CONVENTIONS.md between packages, apps and web features',
    },
    schema: [],
    messages: { forbidden: "Import of '{{specifier}}' crosses a boundary: {{reason}}." },
  },
  create(context) {
    const from = path.relative(REPO_ROOT, context.filename).split(path.sep).join('/');
    const check = (sourceNode) => {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const to = resolveTarget(context.filename, sourceNode.value);
      const reason = to && boundaryViolation(from, to);
      if (reason)
        context.report({
          node: sourceNode,
          messageId: 'forbidden',
          data: { specifier: sourceNode.value, reason },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
