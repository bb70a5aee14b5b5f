import { CARE_CATEGORIES, type CareCategory, type CareInvitationInput } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { callAs, grantCare, type Method } from '../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../test/client.js';
import { ROUTE_POLICY, type RoutePolicy } from './route-policy.js';

/**
 * Route × role × scope, generated from ROUTE_POLICY (docs/decisions/051-caregivers.md): every guarded
 * route is called by the patient's own account and by caregivers of each kind; a caregiver allowed the
 * route gets exactly the owner's answer (status and message key), one refused gets 404 `request.notFound`
 * (never a hint of what exists) or, a viewer writing within scope, 403 `caregivers.readOnly`.
 */

let clock: Date | null = null;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock ?? new Date() });
});
afterAll(() => t.close());

type Expected = 'same' | 'not_found' | 'read_only';
interface Scenario {
  label: string;
  invitation: Omit<CareInvitationInput, 'email'>;
  /** What happens to the grant after it is accepted. */
  then?: 'revoked' | 'expired';
}

const SCENARIOS: Scenario[] = [
  { label: 'viewer of everything', invitation: { role: 'viewer', categories: 'everything', months: 3 } },
  { label: 'editor of everything', invitation: { role: 'editor', categories: 'everything', months: 6 } },
  { label: 'viewer of lab reports', invitation: { role: 'viewer', categories: ['lab_reports'], months: 3 } },
  {
    label: 'editor of lab reports and files',
    invitation: { role: 'editor', categories: ['lab_reports', 'files'], months: 12 },
  },
  { label: 'emergency only', invitation: { role: 'emergency', categories: 'everything', months: 3 } },
  {
    label: 'editor whose grant was revoked',
    invitation: { role: 'editor', categories: 'everything', months: 3 },
    then: 'revoked',
  },
  {
    label: 'editor whose grant expired',
    invitation: { role: 'editor', categories: 'everything', months: 3 },
    then: 'expired',
  },
];

/** What the table says a caregiver of `scenario` gets from a route of `policy`. */
function expected(policy: RoutePolicy, { invitation: { role, categories }, then }: Scenario): Expected {
  if (then) return 'not_found';
  const scope: readonly string[] = categories === 'everything' ? CARE_CATEGORIES : categories;
  if (!('access' in policy)) {
    if (policy.need === 'account' || policy.need === 'card') return 'same';
    return policy.need === 'profile' && role !== 'emergency' ? 'same' : 'not_found';
  }
  if (role === 'emergency') return 'not_found';
  if (!policy.need.every((category: CareCategory) => scope.includes(category))) return 'not_found';
  return policy.access === 'write' && role === 'viewer' ? 'read_only' : 'same';
}

const FAKE_ID = '00000000-0000-4000-8000-000000000000';

/** A concrete URL for a route pattern (a placeholder id no row has). */
function concrete(pattern: string, owner: string): string {
  return pattern
    .replace(':fileName', 'x.pdf')
    .replace(':key', 'hba1c')
    .replace(':bucket', 'prescriptions')
    .replace('*', `${owner}/x.pdf`)
    .replace(/:[a-z_]+/g, FAKE_ID);
}

/** Status and message key of an answer (the key of an error envelope, else none). */
function outcome(response: { statusCode: number; body: string }): string {
  let key = '';
  try {
    key = (JSON.parse(response.body) as { error?: { key?: string } }).error?.key ?? '';
  } catch {
    key = '';
  }
  return `${response.statusCode} ${key}`.trim();
}

const ROUTES = Object.entries(ROUTE_POLICY).map(([key, policy]) => {
  const [method = '', pattern = ''] = key.split(' ');
  return { key, method: method as Method, pattern, policy };
});

describe('the route policy, route × role × scope', () => {
  let owner: TestPatient;
  const caregivers = new Map<string, TestPatient>();
  const ownerAnswers = new Map<string, string>();

  beforeAll(async () => {
    owner = await signUpPatient(t.app, { name: 'Kamala Devi' });
    for (const scenario of SCENARIOS) {
      const caregiver = await signUpPatient(t.app, { name: 'Ravi Kumar' });
      // An expired grant: accepted 100 days ago for 3 months (the app's clock injected, then restored).
      if (scenario.then === 'expired') clock = new Date(Date.now() - 100 * 86_400_000);
      const grant = await grantCare(t, owner, caregiver, scenario.invitation);
      clock = null;
      if (scenario.then === 'revoked')
        expect((await callAs(t, owner, 'DELETE', `/api/caregivers/${grant.id}`)).statusCode).toBe(204);
      caregivers.set(scenario.label, caregiver);
    }
    for (const { key, method, pattern } of ROUTES) {
      const response = await callAs(t, owner, method, concrete(pattern, owner.userId), {
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      ownerAnswers.set(key, outcome(response));
    }
  });

  it('covers every guarded route, and the owner’s answer is never the refusal', () => {
    expect(ROUTES.length).toBeGreaterThan(70);
    // The owner never gets the refusal's answer, so every "same" case below can tell allowed from refused.
    expect([...ownerAnswers].filter(([, answer]) => answer === '404 request.notFound')).toEqual([]);
  });

  describe.each(SCENARIOS)('a caregiver: $label', (scenario) => {
    it.each(ROUTES)('$key', async ({ key, method, pattern, policy }) => {
      const caregiver = caregivers.get(scenario.label)!;
      const response = await callAs(t, caregiver, method, concrete(pattern, owner.userId), {
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        actingFor: owner.userId,
      });
      const want = expected(policy, scenario);
      if (want === 'same') {
        expect(outcome(response)).toBe(ownerAnswers.get(key));
        return;
      }
      if (want === 'not_found') expect(outcome(response)).toBe('404 request.notFound');
      else expect(outcome(response)).toBe('403 caregivers.readOnly');
      expect(response.body).not.toContain('Kamala');
    });
  });
});
