import { describe, expect, it, vi } from 'vitest';

// Any module that reaches zod, directly or through a schema module, fails to load in this file.
vi.mock('zod', () => {
  throw new Error('zod was loaded');
});
vi.mock('./zod.js', () => {
  throw new Error('zod was loaded');
});

/**
 * The modules a signed-in screen imports at first paint: messages, limits and plain helpers. Each is one
 * chunk of the web build, so one that built a schema would put zod back in the screen's first load
 * (docs/decisions/048-signed-in-screens-without-zod.md); their schemas live in the sibling schema modules.
 */
const PLAIN_MODULES = {
  'abha/index.ts': () => import('./abha/index.js'),
  'account/index.ts': () => import('./account/index.js'),
  'activity/index.ts': () => import('./activity/index.js'),
  'appointments/rules.ts': () => import('./appointments/rules.js'),
  'auth/rules.ts': () => import('./auth/rules.js'),
  'auth/two-factor.ts': () => import('./auth/two-factor.js'),
  'calendar-date.ts': () => import('./calendar-date.js'),
  'claims/rules.ts': () => import('./claims/rules.js'),
  'clinics/rules.ts': () => import('./clinics/rules.js'),
  'emergency-card/index.ts': () => import('./emergency-card/index.js'),
  'emergency-contacts/rules.ts': () => import('./emergency-contacts/rules.js'),
  'hospitals/location.ts': () => import('./hospitals/location.js'),
  'hospitals/rules.ts': () => import('./hospitals/rules.js'),
  'lab-reports/rules.ts': () => import('./lab-reports/rules.js'),
  'lab-reports/trends.ts': () => import('./lab-reports/trends.js'),
  'medical-records/files.ts': () => import('./medical-records/files.js'),
  'medical-records/rules.ts': () => import('./medical-records/rules.js'),
  'medicines/index.ts': () => import('./medicines/index.js'),
  'notifications/index.ts': () => import('./notifications/index.js'),
  'page-size.ts': () => import('./page-size.js'),
  'personal-info/index.ts': () => import('./personal-info/index.js'),
  'places/geo.ts': () => import('./places/geo.js'),
  'places/hospitals.ts': () => import('./places/hospitals.js'),
  'profile/edit-profile.ts': () => import('./profile/edit-profile.js'),
  'profile/index.ts': () => import('./profile/index.js'),
  'readings/index.ts': () => import('./readings/index.js'),
  'vaccinations/index.ts': () => import('./vaccinations/index.js'),
  'caregivers/rules.ts': () => import('./caregivers/rules.js'),
  'government-schemes/guide.ts': () => import('./government-schemes/guide.js'),
  'government-schemes/rules.ts': () => import('./government-schemes/rules.js'),
  'government-schemes/state-schemes.ts': () => import('./government-schemes/state-schemes.js'),
  'insurance-policies/rules.ts': () => import('./insurance-policies/rules.js'),
  'sharing/rules.ts': () => import('./sharing/rules.js'),
  'visits/index.ts': () => import('./visits/index.js'),
};

describe('plain contract modules', () => {
  it.each(Object.entries(PLAIN_MODULES))('%s loads without zod', async (_name, load) => {
    await expect(load()).resolves.toBeTypeOf('object');
  });

  it('a schema module does not (so the check above can fail)', async () => {
    await expect(import('./appointments/schemas.js')).rejects.toThrow();
  });
});
