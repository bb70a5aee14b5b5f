import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env.js';

/** Health fields of spec §3, in both the API's snake_case and camelCase. */
const HEALTH_FIELDS = [
  'diagnosis',
  'symptoms',
  'prescribed_medications',
  'prescribedMedications',
  'treatment_plan',
  'treatmentPlan',
  'treatment_details',
  'treatmentDetails',
  'notes',
  'additional_notes',
  'additionalNotes',
  'summary_previous_visits',
  'summaryPreviousVisits',
  'blood_group',
  'bloodGroup',
  'date_of_birth',
  'dateOfBirth',
  'height_cm',
  'weight_kg',
];
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'confirmPassword', 'token'];

/**
 * Pino options for Fastify's logger (ARCHITECTURE.md decision 8): cookies,
 * auth headers, Set-Cookie, passwords, tokens and health fields are redacted
 * wherever they appear at the top level or one level down.
 */
export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  const fields = [...SECRET_FIELDS, ...HEALTH_FIELDS];
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        ...fields,
        ...fields.map((field) => `*.${field}`),
      ],
      censor: '[redacted]',
    },
  };
}
