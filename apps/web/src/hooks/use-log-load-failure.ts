import { useEffect } from 'react';

/**
 * Logs a failed load once per error, for the screens whose failures are
 * "only logged" and fall back to an empty state (docs/product.md#data-calls: failed notification,
 * count and list loads). `what` names the data, e.g. 'medical records'.
 */
export function useLogLoadFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(`Failed to load ${what}`, error);
  }, [error, what]);
}
