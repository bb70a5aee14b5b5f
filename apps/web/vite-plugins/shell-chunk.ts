import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/** Absolute paths of the modules the graph is read from. */
interface ShellModules {
  /** The app's entry (src/main.tsx). */
  entry: string;
  /** The signed-in shell every signed-in screen renders in (app-layout.tsx). */
  shell: string;
  /** The module whose dynamic imports are the signed-in screens (app/routes.tsx). */
  signedInRoutes: string;
}

/**
 * A rolldown code-splitting group that puts in one `app-shell` chunk the modules only the signed-in shell
 * needs: those the shell imports (statically, at any depth) that nothing outside the signed-in screens can
 * reach (the entry, the landing, sign-in and sign-up, the reset page, a shared record, the 404, the Hindi
 * catalogue…). Left to the automatic splitting they were 35 small files, each a round trip on a slow phone
 * connection; as one chunk, no public page loads any of it (decision 033). Worked out once per chunking
 * pass from the module graph.
 */
export function shellChunkGroup({ entry, shell, signedInRoutes }: ShellModules): CodeSplittingGroup {
  const perPass = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  const shellOnly = (ctx: Rolldown.ChunkingContext) => {
    const signedInPages = new Set(ctx.getModuleInfo(signedInRoutes)?.dynamicallyImportedIds);
    const reach = (from: string, edges: (info: Rolldown.ModuleInfo) => string[], stop: Set<string>) => {
      const seen = new Set<string>();
      const queue = [from];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (seen.has(id) || stop.has(id)) continue;
        seen.add(id);
        const info = ctx.getModuleInfo(id);
        if (info) queue.push(...edges(info));
      }
      return seen;
    };
    const publicSide = reach(
      entry,
      (info) => [...info.importedIds, ...info.dynamicallyImportedIds],
      new Set([shell, ...signedInPages]),
    );
    const shellSide = reach(shell, (info) => info.importedIds, new Set());
    return new Set([...shellSide].filter((id) => !publicSide.has(id)));
  };
  return {
    name(id, ctx) {
      let modules = perPass.get(ctx);
      if (!modules) perPass.set(ctx, (modules = shellOnly(ctx)));
      return modules.has(id) ? 'app-shell' : null;
    },
  };
}
