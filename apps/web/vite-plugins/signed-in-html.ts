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
/**
 * Takes the entry's stylesheets (the app's, `index-<hash>.css`) out of what any other chunk's lazy import
 * loads first: every page that runs the entry has them, linked or inlined (prerender-landing.mjs). Vite's
 * loader adds a stylesheet no `<link rel="stylesheet">` of the page names, so on a page with it inlined
 * the first lazy import fetched and parsed it again, restyled the whole page (a long task of the start-up)
 * and waited for it (docs/decisions/045-react-renders-sehat.md). Runs after index.html has its links and
 * before Vite writes each lazy import's list (its import analysis comes after `post` plugins); a page
 * that lost its link would fail prerender-landing.mjs's check.
 */
function withoutAppStylesheet(chunks: Rolldown.OutputChunk[], entries: Rolldown.OutputChunk[]): void {
  const appCss = new Set(entries.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  if (!appCss.size) throw new Error('signed-in-html: the entry imports no stylesheet');
  // The entry's own too: lazy chunks import from it, so it is in their lists' closure.
  for (const chunk of chunks) for (const file of appCss) chunk.viteMetadata?.importedCss.delete(file);
}

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
      const entries = chunks.filter((chunk) => chunk.isEntry);
      withoutAppStylesheet(chunks, entries);
      const entry = closure(entries);
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
