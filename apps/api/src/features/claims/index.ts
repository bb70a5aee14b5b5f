/** Insurance claims with receipts (docs/product.md#screens-and-routes, docs/product.md#insurance-claims): the plugin and its file references. */
export { claimsRoutes } from './claims.routes.js';
export { claimsUnderPolicy, fileClaim, receiptFileReferences } from './claims.service.js';
