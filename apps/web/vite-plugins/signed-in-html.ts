import type { Plugin, Rolldown } from 'vite';

/**
 * Marks `app.html` as the page sent to a browser holding a session cookie: the app starts a screen's first
 * GET early only then (src/app/router.tsx looks for it), so a signed-out visitor's deep link never
 * sends one to be refused with a 401.
 */
const SESSION_COOKIE_META = '<meta name="sehat-session-cookie" content="present">';

/**
 * Writes `app.html` beside `index.html`: the same page marked as sent with a session cookie
 * (`SESSION_COOKIE_META`) and with a `<link rel="modulepreload">` for every script of the signed-in shell
 * (`shellModule`'s chunk and its static imports, at any depth, that the entry does not already load).
 * The API serves it to a browser that holds a session cookie, so the shell downloads while the entry is
 * still arriving instead of after it has run (docs/decisions/031-web-budgets.md: on a slow phone line the entry, then the
 * shell, then the screen was the longest path to the dashboard's first paint). Anyone else gets
 * `index.html` and none of the shell.
 *
 * Also writes `.vite/signed-in-screens.json`: the emitted files of the modules `routesModule`
 * (src/app/routes.tsx) imports lazily, as the bundler resolved them, which `scripts/bundle-size.mjs` weighs
 * with the shell (docs/decisions/047-readable-web-build.md). The Vite manifest gives chunks, not modules,
 * and routes.tsx shares the entry's chunk.
 */
export function signedInHtml(shellModule: string, routesModule: string): Plugin {
  return {
    name: 'sehat-signed-in-html',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('signed-in-html: no index.html in the bundle');
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const shell = chunks.find((chunk) => chunk.facadeModuleId === shellModule);
      if (!shell) throw new Error(`signed-in-html: no chunk for ${shellModule}`);

      const closure = (start: Rolldown.OutputChunk[]) => {
        const seen = new Set<string>();
        const queue = [...start];
        for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
          if (seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) queue.push(byName.get(file)!);
        }
        return seen;
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry));
      const links = [...closure([shell])]
        .filter((file) => !entry.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      const screens = this.getModuleInfo(routesModule)?.dynamicallyImportedIds ?? [];
      const screenFiles = screens.map((id) => {
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === id) ??
          chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`signed-in-html: no chunk for ${id}`);
        return chunk.fileName;
      });
      if (!screenFiles.length) throw new Error(`signed-in-html: ${routesModule} imports no screen lazily`);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/signed-in-screens.json',
        source: JSON.stringify([...new Set(screenFiles)]),
      });

      const html = String(index.source);
      if (!html.includes('</head>')) throw new Error('signed-in-html: index.html has no </head>');
      this.emitFile({
        type: 'asset',
        fileName: 'app.html',
        source: html.replace('</head>', `${SESSION_COOKIE_META}${links}</head>`),
      });
    },
  };
}
