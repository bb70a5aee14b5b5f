// @vitest-environment node
import { build, type Alias, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION } from './vite.config';

/** A module that uses React Router as the app does: `<Routes>` from the package, the DOM bindings from `/dom`. */
const PROBE = '\0react-router-probe';
/** A warning React Router's development build prints from `<Routes>`; its production build has none. */
const DEV_WARNING = 'You rendered descendant <Routes>';

/** The JavaScript a production build of PROBE emits with `aliases` (React itself left out). */
async function buildProbe(aliases: Alias[]): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    resolve: { alias: aliases },
    plugins: [
      {
        name: 'probe',
        resolveId: (id) => (id === PROBE ? id : null),
        load: (id) =>
          id === PROBE
            ? "import { Routes } from 'react-router'; import { RouterProvider } from 'react-router/dom';\n" +
              'Object.assign(globalThis, { Routes, RouterProvider });'
            : null,
      },
    ],
    build: {
      write: false,
      rolldownOptions: { input: PROBE, external: [/^react(-dom)?(\/|$)/] },
    },
  })) as Rolldown.RolldownOutput;
  return result.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
}

describe("React Router's production build (docs/decisions/047-readable-web-build.md)", () => {
  it('is what the build bundles, through both entries', async () => {
    expect(await buildProbe(REACT_ROUTER_PRODUCTION)).not.toContain(DEV_WARNING);
  }, 60_000);

  it("is not what the package's exports give (else the alias can go)", async () => {
    expect(await buildProbe([])).toContain(DEV_WARNING);
  }, 60_000);
});
