/**
 * The caregivers contract's lists, limits and plain helpers, without zod
 * (docs/decisions/051-caregivers.md; docs/decisions/048-signed-in-screens-without-zod.md).
 */

/** What a caregiver may do: read, read and change, or open the emergency card only. */
export const CARE_ROLES = ['viewer', 'editor', 'emergency'] as const;
export type CareRole = (typeof CARE_ROLES)[number];

/**
 * The parts of a patient's records a grant may cover: `history` (medical records, prescriptions and vaccinations),
 * `lab_reports`, `readings` (taken at home), `visits` (visits, appointments and clinics), `claims` (and the
 * insurance policies they are made under), `files` (the files attached to them).
 * A grant of every category is "everything" (it also opens the dashboard).
 */
export const CARE_CATEGORIES = ['history', 'lab_reports', 'readings', 'visits', 'claims', 'files'] as const;
export type CareCategory = (typeof CARE_CATEGORIES)[number];

/** How long a grant lasts, in months (renewable by the same choice). */
export const CARE_MONTHS = [3, 6, 12] as const;
export type CareMonths = (typeof CARE_MONTHS)[number];

/** How long an invitation may be accepted, in days. */
export const CARE_INVITATION_DAYS = 7;

/**
 * A nominee's waiting period, in days (docs/decisions/060-nominee.md): after an emergency-access request the
 * patient may refuse within it; unrefused, the nominee becomes a viewer of everything.
 */
export const NOMINEE_WAIT_DAYS = [1, 3, 7] as const;
export type NomineeWaitDays = (typeof NOMINEE_WAIT_DAYS)[number];

/** The end a nominee's granted access carries: none, until the patient ends it (`expires_at` is required). */
export const NOMINEE_GRANT_END = '9999-12-31T00:00:00.000Z';

/** When a request made at `requestedAt` with a wait of `days` is granted unless refused. */
export function nomineeDue(requestedAt: Date, days: number): Date {
  return new Date(requestedAt.getTime() + days * 86_400_000);
}

/**
 * Who a request acts as for the patient it names: the account's own (`self`), a family member it manages
 * (`manager`), or a caregiver holding a live grant (`viewer`, `editor`, `emergency`).
 */
export type PatientRole = 'self' | 'manager' | CareRole;

/** True for a caregiver's role (a grant), false for the account's own patient or a managed family member. */
export function isCareRole(role: PatientRole): role is CareRole {
  return role !== 'self' && role !== 'manager';
}

/**
 * What a route or a screen needs of the patient it acts for (docs/decisions/051-caregivers.md):
 * - `account`: acts on the signed-in account only (its language, its family list, the grants it holds):
 *   every role may use it;
 * - `owner`: the patient's own or managing account only (sign-in, erasure, share links, export, profile
 *   and contact changes, inviting caregivers, the activity log, the bell);
 * - `card`: the emergency card, read by every role, the emergency role included;
 * - `profile`: the patient's name, age and contacts, read by a viewer or an editor of any categories;
 * - a list of categories, every one of which the grant must cover, with `read` or `write`.
 */
export type CareNeed =
  | { need: 'account' | 'owner' | 'card' | 'profile' }
  | { need: readonly CareCategory[]; access: 'read' | 'write' };

/**
 * Whether a patient acted for as `role` with a grant of `categories` allows what `policy` needs: 'ok',
 * 'not_found' (out of scope, owner-only, or the emergency role asking for anything but the card) or
 * 'read_only' (a viewer writing within scope). The account's own patient and a managed family member are
 * always 'ok'. The API answers by it (404, 403 `caregivers.readOnly`); the web app hides what it refuses.
 */
export function careVerdict(
  policy: CareNeed,
  patient: { role: PatientRole; categories: readonly CareCategory[] },
): 'ok' | 'not_found' | 'read_only' {
  if (!isCareRole(patient.role)) return 'ok';
  if (!('access' in policy)) {
    if (policy.need === 'account' || policy.need === 'card') return 'ok';
    return policy.need === 'profile' && patient.role !== 'emergency' ? 'ok' : 'not_found';
  }
  if (patient.role === 'emergency') return 'not_found';
  if (!policy.need.every((category) => patient.categories.includes(category))) return 'not_found';
  return policy.access === 'write' && patient.role === 'viewer' ? 'read_only' : 'ok';
}

/** English and Hindi labels of each role (the switcher's "Kamala Devi · Viewer"). */
export const CARE_ROLE_LABELS: Record<CareRole, { en: string; hi: string }> = {
  viewer: { en: 'Viewer', hi: 'देखने वाले' },
  editor: { en: 'Editor', hi: 'बदलने वाले' },
  emergency: { en: 'Emergency only', hi: 'सिर्फ़ आपातकाल' },
};

/** English and Hindi labels of each category. */
export const CARE_CATEGORY_LABELS: Record<CareCategory, { en: string; hi: string }> = {
  history: { en: 'Medical history and prescriptions', hi: 'मेडिकल इतिहास और पर्चे' },
  lab_reports: { en: 'Lab reports', hi: 'लैब रिपोर्ट' },
  readings: { en: 'Readings at home', hi: 'घर पर ली गई रीडिंग' },
  visits: { en: 'Visits and appointments', hi: 'विज़िट और अपॉइंटमेंट' },
  claims: { en: 'Claims and insurance policies', hi: 'क्लेम और बीमा पॉलिसी' },
  files: { en: 'Files', hi: 'फ़ाइलें' },
};

/** The end of a grant starting at `from` and lasting `months` calendar months (UTC). */
export function grantEnd(from: Date, months: number): Date {
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
