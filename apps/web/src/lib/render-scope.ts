import type { QueryClient } from '@tanstack/react-query';

/** What a server render of one request stands on: that request's cookies and its own query client. */
interface RenderScope {
  /** The request's `Cookie` header. */
  cookies: string;
  /** The answers read for that request's patient, and nobody else's. */
  queryClient: QueryClient;
}

/** The server render under way (`withRenderScope`), else none: always none in the browser. */
let scope: RenderScope | null = null;

/**
 * The page's cookies as a `Cookie` header string: the browser's `document.cookie`, or, while the server
 * renders a screen, those of the request it renders, so state kept in a cookie (the sidebar's) renders the
 * same on both sides and hydrates without a mismatch.
 */
export function pageCookies(): string {
  return typeof document === 'undefined' ? (scope?.cookies ?? '') : document.cookie;
}

/** The query client of the server render under way, or null (in the browser: the app's one client applies). */
export function renderQueryClient(): QueryClient | null {
  return scope?.queryClient ?? null;
}

/**
 * Runs `render`, which must be synchronous, inside `next`: one server render of one request
 * (app/server-render.tsx); no other render can run in between, and none sees this one's scope after.
 */
export function withRenderScope<T>(next: RenderScope, render: () => T): T {
  scope = next;
  try {
    return render();
  } finally {
    scope = null;
  }
}
