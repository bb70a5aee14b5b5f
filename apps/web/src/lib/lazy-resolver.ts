import type { FieldValues, Resolver } from 'react-hook-form';

/** A loader that runs its load once (see `loadOnce`), and `preload()` to start it ahead without waiting. */
export type OnceLoader<T> = (() => Promise<T>) & {
  /** Starts the load (once); a failure is logged (no PHI: a chunk's URL) and tried again on the next call. */
  preload: () => void;
};

/**
 * `load`, called at most once at a time: every caller shares the first call's promise, and a failed load
 * is forgotten so the next call tries again (a dropped connection does not break the form for good).
 * For code a screen needs only on a submit or a click: `loadOnce(() => import('../validation'))`.
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let loading: Promise<T> | null = null;
  const loader = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const preload = () => {
    loader().catch((error: unknown) => console.warn('Could not preload form validation', error));
  };
  return Object.assign(loader, { preload });
}

/** A react-hook-form resolver whose code is fetched on first use, and `preload()` to fetch it ahead. */
export type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues> = Resolver<
  TFieldValues,
  TContext,
  TTransformedValues
> & {
  /** Starts fetching the resolver (once); a failure is logged and tried again on the next call. */
  preload: () => void;
};

/**
 * A resolver that loads the real one (with zod and the shared schemas, most of a form's weight) on first
 * validation, so a screen's first load goes without them:
 * `lazyResolver(() => import('../validation').then((m) => m.recordResolver))`, where `validation.ts` is a
 * module of the feature that nothing imports statically. useForm infers its value types from the loaded
 * resolver's. A validation that comes before the chunk arrived waits for it. When the chunk cannot arrive
 * (the line dropped), the values pass unchecked to the submit, whose request fails the same way and says
 * so in its toast, or is checked by the server, which validates every input itself; the load is tried
 * again on the next validation. Create it once (module scope, or `useMemo`), not per render.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): LazyResolver<TFieldValues, TContext, TTransformedValues> {
  const loadResolver = loadOnce(load);
  const resolver: Resolver<TFieldValues, TContext, TTransformedValues> = async (values, context, options) => {
    let loaded: Resolver<TFieldValues, TContext, TTransformedValues>;
    try {
      loaded = await loadResolver();
    } catch (error) {
      console.warn('Form validation could not be loaded; the server checks this submit', error);
      return { values: values as unknown as TTransformedValues, errors: {} };
    }
    return loaded(values, context, options);
  };
  return Object.assign(resolver, { preload: loadResolver.preload });
}

/**
 * Props for a `<form>` that call `preload` when the patient first focuses or presses inside it, so the
 * validation code is usually there before the submit: `<form {...preloadOnFirstUse(resolver.preload)}>`.
 */
export function preloadOnFirstUse(preload: () => void) {
  return { onFocusCapture: preload, onPointerDownCapture: preload } as const;
}
