/** Caregivers with their own account, with consent (docs/decisions/051-caregivers.md). */
export { caregiversRoutes } from './caregivers.routes.js';
export { registerRoutePolicy, ROUTE_POLICY, policyKey } from './route-policy.js';
