import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './query-client';
import { renderQueryClient } from './render-scope';

/**
 * The app's one TanStack Query client, provided around a lazily loaded part of the app (the signed-in
 * screens, the landing's guard and card, the reset and shared pages). It is not provided at the root, so
 * the landing's entry does not carry TanStack Query (docs/decisions/045-react-renders-sehat.md); every
 * provider hands over the same client, so there is one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // On the server, the client of the render under way: that request's own, with only its patient's answers.
  return <QueryClientProvider client={renderQueryClient() ?? queryClient}>{children}</QueryClientProvider>;
}

/** `Component` inside `QueryProvider`: for a lazy chunk's top component. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Provided = (props: P) => (
    <QueryProvider>
      <Component {...props} />
    </QueryProvider>
  );
  Provided.displayName = `WithQueryProvider(${Component.displayName ?? Component.name})`;
  return Provided;
}
