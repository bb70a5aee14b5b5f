/** Accounts and sessions (better-auth; docs/architecture.md#d1-auth-with-better-auth, docs/architecture.md#d14-sessions): what the app wires up. */
export { createAuth } from './auth.js';
export { registerAuthRoutes } from './auth.routes.js';
export { signOutRoutes } from './sign-out.routes.js';
export { configuredAuthSecret, resolveAuthSecret } from './auth-secret.js';
export { requireSession, type RequestPatient, type SessionUser } from './require-session.js';
export { checkAccountPassword } from './account-password.js';
export { CLIENT_IP_HEADER } from './auth.js';
export { createSessionLookup, type SessionLookup } from './session-lookup.js';
export { createSecondFactor, type SecondFactor } from './two-factor-codes.js';
export type { TwoFactorEvent, TwoFactorEvents } from './two-factor.js';
