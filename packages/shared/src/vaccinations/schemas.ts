/**
 * The zod schemas of the vaccinations contract (docs/decisions/055-vaccinations.md). The catalogue,
 * calculator and messages are in `index.ts`, which imports no zod.
 */
import { z } from '../zod.js';
import { isRealIsoDate } from '../calendar-date.js';
import { messageKey } from '../message-key.js';
import { phi } from '../phi.js';
import { VACCINES } from './catalogue.js';
import { VACCINE_DOSE_STATUSES } from './schedule.js';

/** The longest batch/lot number, place and note a given dose keeps. */
export const IMMUNIZATION_LIMITS = { name: 120, batch: 60, place: 120, notes: 500, maxDose: 20 } as const;

/** '' and absent become null; otherwise the trimmed text, at most `max` characters. */
const optionalText = (max: number) =>
  phi(
    z
      .string({ error: messageKey('vaccinations.textTooLong') })
      .trim()
      .max(max, messageKey('vaccinations.textTooLong'))
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  );

/**
 * POST /api/vaccinations and PUT /api/vaccinations/:id body: a catalogue `vaccine` (VACCINES) with its `dose`
 * number in the series (1–20), or `vaccine` null and `vaccine_name` for any other vaccine (dose optional);
 * `given_on` a real `yyyy-MM-dd` (not before the date of birth, not after today: the service checks);
 * `batch` (lot), `place` (clinic or where given) and `notes` optional text. A catalogue dose given twice is
 * a 409.
 */
export const immunizationInputSchema = z
  .object({
    vaccine: z
      .enum(VACCINES, { error: messageKey('vaccinations.vaccineInvalid') })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    vaccine_name: phi(
      z
        .string({ error: messageKey('vaccinations.nameInvalid') })
        .trim()
        .max(IMMUNIZATION_LIMITS.name, messageKey('vaccinations.nameInvalid'))
        .nullable()
        .optional()
        .transform((v) => (v ? v : null)),
    ),
    dose: z
      .number({ error: messageKey('vaccinations.doseInvalid') })
      .int(messageKey('vaccinations.doseInvalid'))
      .min(1, messageKey('vaccinations.doseInvalid'))
      .max(IMMUNIZATION_LIMITS.maxDose, messageKey('vaccinations.doseInvalid'))
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    given_on: phi(
      z
        .string({ error: messageKey('vaccinations.givenOnInvalid') })
        .trim()
        .refine(isRealIsoDate, messageKey('vaccinations.givenOnInvalid')),
    ),
    batch: optionalText(IMMUNIZATION_LIMITS.batch),
    place: optionalText(IMMUNIZATION_LIMITS.place),
    notes: optionalText(IMMUNIZATION_LIMITS.notes),
  })
  .refine((v) => v.vaccine !== null || v.vaccine_name !== null, {
    message: messageKey('vaccinations.vaccineInvalid'),
    path: ['vaccine'],
  })
  .refine((v) => v.vaccine === null || v.dose !== null, {
    message: messageKey('vaccinations.doseInvalid'),
    path: ['dose'],
  });
export type ImmunizationInput = z.input<typeof immunizationInputSchema>;
export type ImmunizationFields = z.output<typeof immunizationInputSchema>;

/** One given dose as the API answers it. */
export const immunizationSchema = z.object({
  id: z.uuid(),
  vaccine: z.enum(VACCINES).nullable(),
  vaccine_name: phi(z.string().nullable()),
  dose: z.number().int().nullable(),
  given_on: phi(z.string()),
  batch: phi(z.string().nullable()),
  place: phi(z.string().nullable()),
  notes: phi(z.string().nullable()),
  created_at: z.string(),
});
export type Immunization = z.infer<typeof immunizationSchema>;

/** `:id` of a vaccination route: a uuid (anything else answers like another patient's id). */
export const immunizationParamsSchema = z.object({
  id: z.uuid({ error: messageKey('vaccinations.notFound') }),
});

/** One line of the schedule (schedule.ts `ScheduleItem`). */
export const scheduleItemSchema = z.object({
  vaccine: z.enum(VACCINES),
  dose: z.number().int(),
  label: z.string(),
  audience: z.enum(['child', 'adult']),
  status: z.enum(VACCINE_DOSE_STATUSES),
  optional: z.boolean(),
  due_date: phi(z.string()),
  latest_date: phi(z.string().nullable()),
  remind_on: phi(z.string()),
  given_on: phi(z.string().nullable()),
  given_id: z.uuid().nullable(),
});

/**
 * A dose to attend to (shared `dosesToAttend`): the dashboard's "today" (docs/decisions/055-vaccinations.md)
 * and the bell.
 */
export const vaccineDueSchema = scheduleItemSchema.pick({
  vaccine: true,
  dose: true,
  label: true,
  status: true,
  due_date: true,
});
export type VaccineDue = z.infer<typeof vaccineDueSchema>;

/**
 * GET /api/vaccinations: the patient's date of birth (null: none on the profile, so no schedule), today in
 * their zone, the schedule computed on it, the sources of the child and adult lists, and every dose given
 * (newest first, the catalogue's and others).
 */
export const vaccinationsSchema = z.object({
  birth_date: phi(z.string().nullable()),
  today: z.string(),
  schedule: z.array(scheduleItemSchema),
  sources: z.object({
    child: z.object({ document: z.string(), checked: z.string() }),
    adult: z.object({ document: z.string(), checked: z.string() }),
  }),
  given: z.array(immunizationSchema),
});
export type Vaccinations = z.infer<typeof vaccinationsSchema>;
