import { CARE_CATEGORIES, careVerdict, type CareCategory, type CareNeed } from '@sehat/shared';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, notFound } from '../errors/domain-errors.js';

/**
 * What a guarded route needs of the patient the request acts for (`CareNeed` in the shared caregivers
 * rules, docs/decisions/051-caregivers.md): refused → 404, a viewer writing within scope → 403.
 */
export type RoutePolicy = CareNeed;

const account = { need: 'account' } as const;
const owner = { need: 'owner' } as const;
const read = (...need: CareCategory[]) => ({ need, access: 'read' }) as const;
const write = (...need: CareCategory[]) => ({ need, access: 'write' }) as const;

/**
 * Every route behind the session guard, by method and route pattern (HEAD as its GET): the one place a
 * route's access for caregivers is decided. A guarded route missing here refuses to start the server
 * (`registerRoutePolicy`), and the API tests are generated from this table.
 */
export const ROUTE_POLICY: Readonly<Record<string, RoutePolicy>> = {
  'GET /api/dashboard': read(...CARE_CATEGORIES),
  'GET /api/activity': owner,
  'GET /api/notifications': owner,
  'POST /api/notifications/read': owner,
  'POST /api/notifications/read-all': owner,
  'POST /api/account/erase': owner,
  'POST /api/shares': owner,
  'GET /api/shares': owner,
  'POST /api/shares/:id/revoke': owner,
  'GET /api/export/fhir': owner,
  'GET /api/export/summary.pdf': owner,
  'GET /api/export/archive.zip': owner,
  // Importing FHIR records (docs/decisions/058-importing-fhir.md): like the export, never a caregiver.
  'POST /api/import/preview': owner,
  'POST /api/import': owner,
  'POST /api/import/archive/preview': owner,
  'POST /api/import/archive': owner,

  'GET /api/profile': { need: 'profile' },
  'PATCH /api/profile': owner,
  'POST /api/profile/picture': owner,
  'GET /api/profile/header': account,
  'PUT /api/profile/language': account,
  'GET /api/personal-info': { need: 'profile' },
  'PATCH /api/personal-info': owner,
  'GET /api/abha': { need: 'profile' },
  'PUT /api/abha': owner,
  'GET /api/emergency-contacts': { need: 'profile' },
  'GET /api/emergency-contacts/:id': { need: 'profile' },
  'POST /api/emergency-contacts': owner,
  'PUT /api/emergency-contacts/:id': owner,
  'DELETE /api/emergency-contacts/:id': owner,
  'POST /api/emergency-contacts/:id/primary': owner,
  'GET /api/emergency-card': { need: 'card' },

  'GET /api/family': account,
  'POST /api/family': owner,
  'PUT /api/family/:id': owner,
  'DELETE /api/family/:id': owner,
  // Handing a profile over (docs/decisions/057-handing-over-a-profile.md).
  'POST /api/family/:id/handover': owner,
  'DELETE /api/family/:id/handover': owner,
  'POST /api/family/handover/accept': account,
  'GET /api/caregivers': owner,
  'POST /api/caregivers/invitations': owner,
  'DELETE /api/caregivers/invitations/:id': owner,
  'POST /api/caregivers/invitations/accept': account,
  'GET /api/caregivers/held': account,
  'DELETE /api/caregivers/:id': account,
  'POST /api/caregivers/:id/renew': account,
  // The nominee (docs/decisions/060-nominee.md): named and refused by the patient's side, asked for by the nominee.
  'PUT /api/caregivers/nominee': owner,
  'DELETE /api/caregivers/nominee': owner,
  'POST /api/caregivers/nominee/refuse': owner,
  'POST /api/caregivers/held/:id/emergency-access': account,
  'PATCH /api/caregivers/held/:id': account,
  'GET /api/geocode/reverse': account,

  'GET /api/medical-records': read('history'),
  'POST /api/medical-records': write('history'),
  'GET /api/medical-records/:id': read('history'),
  'PUT /api/medical-records/:id': write('history'),
  'DELETE /api/medical-records/:id': write('history'),
  'POST /api/medical-records/:id/files': write('history', 'files'),
  'DELETE /api/medical-records/:id/files/:fileName': write('history', 'files'),
  'GET /api/medical-records/:id/files/:fileName/url': read('history', 'files'),
  'POST /api/medical-records/read': write('history', 'files'),
  'GET /api/medical-records/read/:read_id': read('history'),
  'GET /api/prescriptions': read('history'),

  'GET /api/lab-reports': read('lab_reports'),
  'POST /api/lab-reports': write('lab_reports'),
  'GET /api/lab-reports/:id': read('lab_reports'),
  'PUT /api/lab-reports/:id': write('lab_reports'),
  'DELETE /api/lab-reports/:id': write('lab_reports'),
  'GET /api/lab-reports/:id/files/:fileName/url': read('lab_reports', 'files'),
  'POST /api/lab-reports/read': write('lab_reports', 'files'),
  'GET /api/lab-reports/read/:read_id': read('lab_reports'),
  'GET /api/lab-trends': read('lab_reports'),
  'GET /api/lab-trends/:key': read('lab_reports'),

  'GET /api/upcoming-visits': read('visits'),
  'POST /api/appointments': write('visits'),
  'POST /api/appointments/:id/cancel': write('visits'),
  'POST /api/appointments/:id/reschedule': write('visits'),
  'GET /api/clinics': read('visits'),
  'POST /api/clinics': write('visits'),
  'PUT /api/clinics/:clinic_id': write('visits'),
  'DELETE /api/clinics/:clinic_id': write('visits'),
  'GET /api/hospitals/:id': read('visits'),

  'GET /api/claims': read('claims'),
  'POST /api/claims': write('claims'),
  'GET /api/claims/:id': read('claims'),
  'PUT /api/claims/:id': write('claims'),
  'DELETE /api/claims/:id': write('claims'),
  'GET /api/claims/:id/receipt': read('claims', 'files'),
  'PUT /api/claims/:id/policy': write('claims'),
  // Readings taken at home (docs/decisions/052-readings.md).
  'GET /api/readings': read('readings'),
  'GET /api/readings/summary': read('readings'),
  'GET /api/readings/series': read('readings'),
  'GET /api/readings/:id': read('readings'),
  'POST /api/readings': write('readings'),
  'POST /api/readings/import/preview': write('readings'),
  'POST /api/readings/import': write('readings'),
  'PUT /api/readings/:id': write('readings'),
  'DELETE /api/readings/:id': write('readings'),
  // Medicines and their doses are part of the history (docs/decisions/054-medicines.md).
  'GET /api/medicines': read('history'),
  'GET /api/medicines/doses': read('history'),
  'GET /api/medicines/:id': read('history'),
  'POST /api/medicines': write('history'),
  'PUT /api/medicines/:id': write('history'),
  'DELETE /api/medicines/:id': write('history'),
  'PUT /api/medicines/:id/doses': write('history'),
  // Vaccinations are part of the medical history (docs/decisions/055-vaccinations.md).
  'GET /api/vaccinations': read('history'),
  'POST /api/vaccinations': write('history'),
  'GET /api/vaccinations/:id': read('history'),
  'PUT /api/vaccinations/:id': write('history'),
  'DELETE /api/vaccinations/:id': write('history'),
  // Insurance policies go with the claims made under them (docs/decisions/053-insurance-policies.md).
  'GET /api/insurance-policies': read('claims'),
  'POST /api/insurance-policies': write('claims', 'files'),
  'GET /api/insurance-policies/:id': read('claims'),
  'PUT /api/insurance-policies/:id': write('claims', 'files'),
  'DELETE /api/insurance-policies/:id': write('claims'),
  'POST /api/insurance-policies/:id/renew': write('claims', 'files'),
  'GET /api/insurance-policies/:id/e-card': read('claims', 'files'),
  // Government scheme cards go with insurance (docs/decisions/056-government-schemes.md).
  'GET /api/government-schemes': read('claims'),
  'POST /api/government-schemes': write('claims', 'files'),
  'PUT /api/government-schemes/:id': write('claims', 'files'),
  'DELETE /api/government-schemes/:id': write('claims'),
  'GET /api/government-schemes/:id/card-file': read('claims', 'files'),

  // A signed link is issued only by the routes above (their scope checked); opening one needs `files` too.
  'GET /api/files/:bucket/*': read('files'),
};

/** The table's key of a request or route: `METHOD /api/pattern`, a HEAD as its GET. */
export function policyKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/**
 * Adds the route policy to the guarded scope: an onRoute check that every route there is in ROUTE_POLICY
 * (a missing one throws at start-up), and an onRequest hook, after the session guard, that answers 404 or
 * 403 `caregivers.readOnly` by `decide`.
 */
export function registerRoutePolicy(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!ROUTE_POLICY[policyKey(method, route.url)])
        throw new Error(`No caregiver route policy for ${method} ${route.url} (plugins/route-policy.ts)`);
    }
  });
  const check: onRequestAsyncHookHandler = async (request) => {
    const policy = ROUTE_POLICY[policyKey(request.method, request.routeOptions.url ?? '')];
    const verdict = policy ? careVerdict(policy, request.patient) : 'not_found';
    if (verdict === 'not_found') throw notFound();
    if (verdict === 'read_only') throw forbidden('caregivers.readOnly', 'CAREGIVER_READ_ONLY');
  };
  scope.addHook('onRequest', check);
}
