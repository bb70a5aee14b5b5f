import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client on the same origin (`/api/auth/*`), for the calls that change the session
 * (sign-in, sign-up, reset, sign-out, password change). Load it through `loadAuthClient` (auth-call.ts) so it
 * stays out of the entry chunk; the session itself is read by `session.ts`. The session lives in an
 * httpOnly cookie; nothing is kept in storage (docs/architecture.md#d1-auth-with-better-auth). Calls answer `{ data, error }`
 * with `error = { message, status, code }`. `twoFactor.*` are the two-factor calls (enrolment, the second
 * step of sign-in, disabling); a sign-in that still needs a code answers `{ twoFactorRedirect: true }`.
 */
export const authClient = createAuthClient({ basePath: '/api/auth', plugins: [twoFactorClient()] });
