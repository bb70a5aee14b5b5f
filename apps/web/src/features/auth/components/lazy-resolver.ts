import type { FieldValues, Resolver } from 'react-hook-form';
import { loadAuthClient } from '@/lib/auth-call';
import { preloadToaster } from '@/lib/toast';

type Resolvers = (typeof import('./validation'))['resolvers'];

let validation: Promise<Resolvers> | null = null;

/** Starts (once) loading the schemas and zod; resolves with the resolvers. A failed load is tried again next time. */
function loadResolvers(): Promise<Resolvers> {
  validation ??= import('./validation').then(
    (module) => module.resolvers,
    (error: unknown) => {
      validation = null;
      throw error;
    },
  );
  return validation;
}

/**
 * A resolver that loads zod and the shared schemas on first use. The landing
 * page paints without them (they are most of a form's weight) and the forms
 * preload them on first use ({@link PRELOAD_ON_FIRST_USE}), so a submit rarely waits.
 */
export function lazyResolver<K extends keyof Resolvers>(name: K): Resolvers[K] {
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    const resolvers = await loadResolvers();
    return (resolvers[name] as unknown as Resolver<FieldValues>)(values, context, options);
  };
  return resolver as unknown as Resolvers[K];
}

/**
 * Starts loading (once) what a submit of an auth form needs, the validation chunk (zod and the shared
 * schemas), better-auth's client and the toaster that tells how it went, when the patient first focuses
 * or presses inside the form. Loaded with the page instead, their evaluation was a long task of the
 * landing's first seconds (Lighthouse's blocking time, docs/decisions/031-web-budgets.md); a submit that comes first waits
 * for them.
 */
function preloadForSubmit(): void {
  loadResolvers().catch((error: unknown) => console.warn('Could not preload form validation', error));
  loadAuthClient().catch((error: unknown) => console.warn('Could not preload the auth client', error));
  preloadToaster();
}

/** Spread on an auth form: `<form {...PRELOAD_ON_FIRST_USE}>` (see `preloadForSubmit`). */
export const PRELOAD_ON_FIRST_USE = {
  onFocusCapture: preloadForSubmit,
  onPointerDownCapture: preloadForSubmit,
} as const;
