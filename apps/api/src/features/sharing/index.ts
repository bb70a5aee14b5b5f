/**
 * Share links (docs/decisions/023-share-links.md; docs/decisions/023-share-links.md): the
 * patient's routes (behind the guard), the public routes (outside it), and
 * what the bell reads.
 */
export { publicShareRoutes } from './public-share.routes.js';
export { recentlyOpenedShares } from './shares.service.js';
export { sharesRoutes } from './shares.routes.js';
