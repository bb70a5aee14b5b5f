import { fillTemplate } from './message-template.js';
import { ABHA_MESSAGES } from './abha/index.js';
import { ACCOUNT_MESSAGES } from './account/index.js';
import { APPOINTMENT_CHANGE_MESSAGES, BOOKING_MESSAGES } from './appointments/rules.js';
import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES } from './auth/messages.js';
import { CAREGIVER_MESSAGES } from './caregivers/message-table.js';
import { CLAIM_MESSAGES } from './claims/messages.js';
import { CLINIC_CHANGE_MESSAGES, CLINIC_MESSAGES } from './clinics/rules.js';
import { DOCUMENT_READING_MESSAGES } from './document-reading/message-table.js';
import { EMERGENCY_CARD_MESSAGES } from './emergency-card/index.js';
import { GENERAL_MESSAGES, LIMIT_MESSAGES } from './general-messages.js';
import { REQUEST_MESSAGES } from './request-messages.js';
import { EMERGENCY_CONTACT_MESSAGES } from './emergency-contacts/rules.js';
import { FAMILY_MESSAGES } from './family/message-table.js';
import { FHIR_IMPORT_MESSAGES } from './fhir-import/index.js';
import { FILE_REFUSAL_MESSAGES } from './file-refusals.js';
import { LOCATION_MESSAGES } from './hospitals/location-messages.js';
import { HOSPITAL_TEXT } from './hospitals/rules.js';
import { GOVERNMENT_SCHEME_MESSAGES } from './government-schemes/message-table.js';
import { INSURANCE_POLICY_MESSAGES } from './insurance-policies/message-table.js';
import { LAB_REPORT_MESSAGES } from './lab-reports/message-table.js';
import {
  MEDICAL_HISTORY_MESSAGES,
  MEDICAL_RECORD_API_MESSAGES,
  UPLOAD_MESSAGES,
} from './medical-records/message-table.js';
import { MEDICINE_MESSAGES } from './medicines/message-table.js';
import { NOTIFICATION_MESSAGES } from './notifications/messages.js';
import { PERSONAL_INFO_MESSAGES } from './personal-info/index.js';
import { PROFILE_MESSAGES } from './profile/edit-profile.js';
import { READING_MESSAGES } from './readings/message-table.js';
import { SHARE_MESSAGES } from './sharing/message-table.js';
import { TWO_FACTOR_MESSAGES } from './auth/two-factor.js';
import { VACCINATION_MESSAGES } from './vaccinations/message-table.js';

/**
 * Every fixed message the API sends or a shared schema raises, by a stable key
 * (`group.name`, e.g. `claims.notFound`): the product's English sentences, verbatim. A refusal, a toast and a
 * bell item carry a key and its values (`Message`) from the service to the screen, which shows it in the
 * patient's language (docs/decisions/039-one-message-path.md): the web's English `messages` namespace is
 * this table, its Hindi one has the same keys. A template holds `{{name}}` placeholders (i18next's).
 */
export const MESSAGE_GROUPS = {
  abha: ABHA_MESSAGES,
  account: ACCOUNT_MESSAGES,
  appointments: APPOINTMENT_CHANGE_MESSAGES,
  auth: AUTH_MESSAGES,
  authServer: AUTH_SERVER_MESSAGES,
  booking: BOOKING_MESSAGES,
  caregivers: CAREGIVER_MESSAGES,
  claims: CLAIM_MESSAGES,
  clinicChanges: CLINIC_CHANGE_MESSAGES,
  clinics: CLINIC_MESSAGES,
  documentReading: DOCUMENT_READING_MESSAGES,
  emergencyCard: EMERGENCY_CARD_MESSAGES,
  emergencyContacts: EMERGENCY_CONTACT_MESSAGES,
  family: FAMILY_MESSAGES,
  fhirImport: FHIR_IMPORT_MESSAGES,
  fileRefusals: FILE_REFUSAL_MESSAGES,
  general: GENERAL_MESSAGES,
  governmentSchemes: GOVERNMENT_SCHEME_MESSAGES,
  hospitals: HOSPITAL_TEXT,
  insurancePolicies: INSURANCE_POLICY_MESSAGES,
  labReports: LAB_REPORT_MESSAGES,
  limits: LIMIT_MESSAGES,
  location: LOCATION_MESSAGES,
  medicalHistory: MEDICAL_HISTORY_MESSAGES,
  medicalRecords: MEDICAL_RECORD_API_MESSAGES,
  medicines: MEDICINE_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  personalInfo: PERSONAL_INFO_MESSAGES,
  profile: PROFILE_MESSAGES,
  readings: READING_MESSAGES,
  request: REQUEST_MESSAGES,
  sharing: SHARE_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
  upload: UPLOAD_MESSAGES,
  vaccinations: VACCINATION_MESSAGES,
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

type StringKeys<T> = { [N in keyof T]: T[N] extends string ? N : never }[keyof T] & string;
type Groups = typeof MESSAGE_GROUPS;

/** The stable key of a fixed message of the table: `group.name`, e.g. `'claims.notFound'`. */
export type MessageKey = { [G in keyof Groups & string]: `${G}.${StringKeys<Groups[G]>}` }[keyof Groups &
  string];

/** The values a template of the table is filled with (`{{count}}` → `values.count`). */
export type MessageValues = Record<string, string | number>;

/**
 * What a refusal, a toast or a bell item carries from the service to the screen: the key of a message of
 * the table and the values its template needs. The screen shows `t(key, values)` in the patient's language
 * (docs/decisions/039-one-message-path.md).
 */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

/** A toast's words: a title and a description, or one message written 'Title: description'. */
export interface ToastMessage {
  title: MessageRef;
  description?: MessageRef;
}

/** A message by its key, or by its key and values. */
export type MessageRef = MessageKey | Message;

/** `{ key, values }` of a message given as a key or as a Message. */
export function toMessage(ref: MessageRef): Message {
  return typeof ref === 'string' ? { key: ref } : ref;
}

/** The English sentence of a key (the template, unfilled); undefined for a string that is no key. */
export function englishTemplate(key: string): string | undefined {
  const at = key.indexOf('.');
  if (at <= 0) return undefined;
  const group = (MESSAGE_GROUPS as Record<string, Record<string, unknown>>)[key.slice(0, at)];
  const text = group && Object.hasOwn(group, key.slice(at + 1)) ? group[key.slice(at + 1)] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** True when `text` is a key of the table (a shared schema's zod message is one). */
export function isMessageKey(text: string): text is MessageKey {
  return englishTemplate(text) !== undefined;
}

/**
 * The English sentence of a message, its template filled with its values: the envelope's `message` for API
 * clients and the server log. `englishMessage('claims.notFound')` → 'Claim not found.'.
 */
export function englishMessage(ref: MessageRef): string {
  const { key, values } = toMessage(ref);
  const template = englishTemplate(key) ?? key;
  return values ? fillTemplate(template, values) : template;
}
