import { ABHA_MESSAGES } from './abha/index.js';
import { ACCOUNT_MESSAGES } from './account/index.js';
import { APPOINTMENT_CHANGE_MESSAGES, BOOKING_MESSAGES } from './appointments/rules.js';
import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES } from './auth/messages.js';
import { CLAIM_MESSAGES } from './claims/messages.js';
import { CLINIC_CHANGE_MESSAGES, CLINIC_MESSAGES } from './clinics/rules.js';
import { EMERGENCY_CARD_MESSAGES } from './emergency-card/index.js';
import { GENERAL_MESSAGES, LIMIT_MESSAGES } from './general-messages.js';
import { EMERGENCY_CONTACT_MESSAGES } from './emergency-contacts/rules.js';
import { REFUSED_TYPE_REASONS } from './file-refusals.js';
import { LOCATION_MESSAGES } from './hospitals/location.js';
import { HOSPITAL_TEXT } from './hospitals/rules.js';
import { LAB_REPORT_MESSAGES } from './lab-reports/messages.js';
import {
  MEDICAL_HISTORY_MESSAGES,
  MEDICAL_RECORD_API_MESSAGES,
  UPLOAD_MESSAGES,
} from './medical-records/messages.js';
import { NOTIFICATION_MESSAGES } from './notifications/index.js';
import { PERSONAL_INFO_MESSAGES } from './personal-info/index.js';
import { PROFILE_MESSAGES } from './profile/edit-profile.js';
import { SHARE_MESSAGES } from './sharing/messages.js';
import { TWO_FACTOR_MESSAGES } from './auth/two-factor.js';

/**
 * Every fixed message the API sends or a shared schema raises, by a stable key
 * (`group.name`, e.g. `claims.notFound`): the product's English sentences, verbatim. The API puts the key in
 * the error envelope (`error.key`) and the web translates by it (docs/architecture.md#d16-languages); the web's
 * English `messages` catalogue is this table, its Hindi one has the same keys.
 */
export const MESSAGE_GROUPS = {
  abha: ABHA_MESSAGES,
  account: ACCOUNT_MESSAGES,
  appointments: APPOINTMENT_CHANGE_MESSAGES,
  auth: AUTH_MESSAGES,
  authServer: AUTH_SERVER_MESSAGES,
  booking: BOOKING_MESSAGES,
  claims: CLAIM_MESSAGES,
  clinicChanges: CLINIC_CHANGE_MESSAGES,
  clinics: CLINIC_MESSAGES,
  emergencyCard: EMERGENCY_CARD_MESSAGES,
  emergencyContacts: EMERGENCY_CONTACT_MESSAGES,
  fileRefusals: REFUSED_TYPE_REASONS,
  general: GENERAL_MESSAGES,
  hospitals: HOSPITAL_TEXT,
  labReports: LAB_REPORT_MESSAGES,
  limits: LIMIT_MESSAGES,
  location: LOCATION_MESSAGES,
  medicalHistory: MEDICAL_HISTORY_MESSAGES,
  medicalRecords: MEDICAL_RECORD_API_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  personalInfo: PERSONAL_INFO_MESSAGES,
  profile: PROFILE_MESSAGES,
  sharing: SHARE_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
  upload: UPLOAD_MESSAGES,
} as const;

/** The messages as `{ group: { name: sentence } }`, strings only (a group may also hold helpers). */
export function messageCatalogue(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
    const strings: Record<string, string> = {};
    for (const [name, value] of Object.entries(messages as Record<string, unknown>)) {
      if (typeof value === 'string') strings[name] = value;
    }
    out[group] = strings;
  }
  return out;
}

let keysByText: Map<string, string> | null = null;

/**
 * The stable key of a fixed message (`'Claim not found.'` → `'claims.notFound'`), or undefined for a
 * sentence that is not in the table (a dynamic one). When two groups share a sentence the first wins.
 */
export function messageKeyOf(text: string): string | undefined {
  if (!keysByText) {
    keysByText = new Map();
    for (const [group, messages] of Object.entries(messageCatalogue())) {
      for (const [name, value] of Object.entries(messages)) {
        if (!keysByText.has(value)) keysByText.set(value, `${group}.${name}`);
      }
    }
  }
  return keysByText.get(text);
}
