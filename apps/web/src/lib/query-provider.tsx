import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's one TanStack Query client, provided around a lazily loaded part of the app (the signed-in
 * screens, the landing's guard and card, the reset and shared pages). It is not provided at the root, so
 * the landing's entry does not carry TanStack Query (docs/decisions/045-react-renders-sehat.md); every
 * provider hands over the same client, so there is one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The query client of one server render (`app/server-render.tsx`): that request's own, holding only its
 * patient's answers. In the browser there is none, and the app's one client is provided.
 */
export const RenderQueryClient = createContext<QueryClient | null>(null);

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
