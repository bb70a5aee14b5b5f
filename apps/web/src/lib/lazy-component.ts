import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead (`preload`), after which it renders without suspending. */
export type Preloadable<P extends object = object> = ReturnType<typeof lazy<ComponentType<P>>> & {
  preload: () => Promise<void>;
};

/** The `preloadable` chunks asked for and not yet here. */
const inFlight = new Set<Promise<void>>();

/**
 * `React.lazy` for a component that may be rendered into HTML ahead of its script (the prerendered landing,
 * a screen the server renders, and what those screens show: a chart, the vaccines due): once `preload()` has
 * resolved, it renders at once, without suspending, so React can hydrate the HTML the server sent in one
 * pass (a suspended part would keep that HTML dead until its chunk arrived). A render that meets it before
 * then starts the load, which `lazyLoadsSettled` waits for.
 */
export function preloadable<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () => {
    const loading = load().then((component) => {
      loaded = { default: component };
    });
    const tracked = loading.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return loading;
  };
  const Component = lazy(() => {
    const ready = loaded;
    // A thenable that answers at once: React's lazy takes a module handed over synchronously as loaded.
    if (ready) {
      const handedOver = {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(ready),
      };
      return handedOver as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then(() => loaded!);
  });
  return Object.assign(Component, { preload });
}

/**
 * Whether a `preloadable` chunk was still loading, and, if so, once every such load has settled: true.
 * The server renders a screen again after that (app/server-render.tsx): React's synchronous renderer leaves
 * a part that suspended as its fallback, and the browser would take that for a failed server render
 * (React's recoverable error 419) and draw the part afresh.
 */
export async function lazyLoadsSettled(): Promise<boolean> {
  if (inFlight.size === 0) return false;
  await Promise.allSettled([...inFlight]);
  return true;
}

/**
 * `React.lazy` for a part of the app that reads TanStack Query: the component comes inside the app's one
 * query client (`lib/query-provider.tsx`), which loads with it rather than with the page that shows it.
 */
export function lazyWithQueryClient<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ReturnType<typeof lazy<ComponentType<P>>> {
  return lazy(async () => {
    const [{ withQueryProvider }, Component] = await Promise.all([import('./query-provider'), load()]);
    return { default: withQueryProvider(Component) };
  });
}
