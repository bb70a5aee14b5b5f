import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env.js';
import { LOG_SERIALIZERS, truncateMessageArguments, truncateStrings } from './log-serializers.js';

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
 * wherever they appear at the top level or one level down. `stream` replaces
 * stdout (tests capture the log to search it).
 */
export function loggerOptions(
  env: Env,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const fields = [...SECRET_FIELDS, ...HEALTH_FIELDS];
  return {
    level: env.LOG_LEVEL,
    // No query values, no live tokens, no string over 1 KB: plugins/log-serializers.ts.
    serializers: LOG_SERIALIZERS,
    formatters: { log: (object) => truncateStrings(object) as Record<string, unknown> },
    hooks: { logMethod: truncateMessageArguments },
    ...(stream ? { stream } : {}),
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
