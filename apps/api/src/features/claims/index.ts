/** Insurance claims with receipts (spec §2, §3 insurance_claim): the plugin and its file references. */
export { claimsRoutes } from './claims.routes.js';
export { receiptFileReferences } from './claims.service.js';
