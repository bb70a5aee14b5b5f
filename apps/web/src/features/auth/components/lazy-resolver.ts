import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

type Resolvers = (typeof import('./validation'))['resolvers'];

let validation: Promise<Resolvers> | null = null;

/** Starts (once) loading the schemas and zod; resolves with the resolvers. */
function loadResolvers(): Promise<Resolvers> {
  validation ??= import('./validation').then((module) => module.resolvers);
  return validation;
}

/**
 * A resolver that loads zod and the shared schemas on first use. The landing
 * page paints without them (they are most of a form's weight) and the forms
 * preload them on mount with {@link usePreloadResolvers}, so a submit rarely waits.
 */
export function lazyResolver<K extends keyof Resolvers>(name: K): Resolvers[K] {
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    const resolvers = await loadResolvers();
    return (resolvers[name] as unknown as Resolver<FieldValues>)(values, context, options);
  };
  return resolver as unknown as Resolvers[K];
}

/** Preloads the validation chunk once the form is on screen. */
export function usePreloadResolvers(): void {
  useEffect(() => {
    loadResolvers().catch((error: unknown) => console.warn('Could not preload form validation', error));
  }, []);
}
