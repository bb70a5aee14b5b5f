import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The app's TanStack Query client: data is fresh for 30 s, and a request that
 * failed with a 4xx (including 401) is not retried; others retry once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});
