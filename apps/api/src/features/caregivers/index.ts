/** Caregivers with their own account, with consent (docs/decisions/051-caregivers.md). */
export { caregiversRoutes } from './caregivers.routes.js';
export { registerRoutePolicy, ROUTE_POLICY, decide, policyKey, type RoutePolicy } from './route-policy.js';
