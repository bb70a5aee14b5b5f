/** Insurance policies with e-cards (docs/decisions/053-insurance-policies.md): the plugin, the dashboard card's read and the file references. */
export { insurancePoliciesRoutes } from './insurance-policies.routes.js';
export { activePolicyForCard, activePolicyOf, renewalNotices } from './active-policy.js';
export { addPolicy, eCardFileReferences } from './insurance-policies.service.js';
