/** True for `/api` and everything under it (query string ignored). */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/** True for better-auth's endpoints under `/api/auth/` (query string ignored). */
export function isAuthPath(url: string): boolean {
  return (url.split('?', 1)[0] ?? '').startsWith('/api/auth/');
}

/** True for the public page of a share link, `/s/<token>` (query string ignored). */
export function isSharePagePath(url: string): boolean {
  return (url.split('?', 1)[0] ?? '').startsWith('/s/');
}
