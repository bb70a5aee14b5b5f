import { lazy, type ComponentType } from 'react';

/** A lazily loaded page that can also be loaded ahead (`preload`), after which it renders without suspending. */
export type PreloadablePage = ReturnType<typeof lazy<ComponentType>> & { preload: () => Promise<void> };

/**
 * `React.lazy` for a page that may be rendered into HTML ahead of its script (the prerendered landing):
 * once `preload()` has resolved, the page renders at once, without suspending, so React can hydrate the
 * HTML the server sent in one pass (a suspended page would keep that HTML dead until its chunk arrived).
 */
export function lazyPage(load: () => Promise<ComponentType>): PreloadablePage {
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = { default: component };
    });
  const Page = lazy(() => {
    const ready = loaded;
    // A thenable that answers at once: React's lazy takes a module handed over synchronously as loaded.
    if (ready) {
      const handedOver = { then: (resolve: (module: { default: ComponentType }) => void) => resolve(ready) };
      return handedOver as unknown as Promise<{ default: ComponentType }>;
    }
    return preload().then(() => loaded!);
  });
  return Object.assign(Page, { preload });
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
