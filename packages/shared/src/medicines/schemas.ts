/**
 * The zod schemas of the medicines contract (docs/decisions/054-medicines.md). The schedule's expansion,
 * adherence, refill and messages are in `index.ts`, which imports no zod.
 */
import { z } from '../zod.js';
import { isRealIsoDate } from '../calendar-date.js';
import { messageKey } from '../message-key.js';
import type { MessageKey } from '../message-catalogue.js';
import { phi } from '../phi.js';
import { DOSE_STATUSES } from './adherence.js';
import { MEDICINE_FORMS, MEDICINE_LIMITS } from './forms.js';
import { DOSE_SLOTS, patternDoses, type MedicineSchedule } from './schedule.js';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '' and absent become null; otherwise the trimmed text, at most `max` characters. */
const optionalText = (max: number, key: MessageKey) =>
  phi(
    z
      .string({ error: messageKey(key) })
      .trim()
      .max(max, messageKey(key))
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  );

const calendarDate = (key: MessageKey) =>
  z
    .string({ error: messageKey(key) })
    .trim()
    .refine(isRealIsoDate, messageKey(key));

const repeatSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('daily') }),
    z.object({
      kind: z.literal('every_n_days'),
      n: z
        .number({ error: messageKey('medicines.everyDaysInvalid') })
        .int(messageKey('medicines.everyDaysInvalid'))
        .min(2, messageKey('medicines.everyDaysInvalid'))
        .max(90, messageKey('medicines.everyDaysInvalid')),
    }),
    z.object({
      kind: z.literal('weekdays'),
      days: z
        .array(
          z
            .number({ error: messageKey('medicines.weekdaysInvalid') })
            .int(messageKey('medicines.weekdaysInvalid'))
            .min(1, messageKey('medicines.weekdaysInvalid'))
            .max(7, messageKey('medicines.weekdaysInvalid')),
          { error: messageKey('medicines.weekdaysInvalid') },
        )
        .min(1, messageKey('medicines.weekdaysInvalid'))
        .max(7, messageKey('medicines.weekdaysInvalid'))
        .transform((days) => [...new Set(days)].sort()),
    }),
  ],
  { error: messageKey('medicines.scheduleInvalid') },
);

const pattern = z.object({
  type: z.literal('pattern'),
  pattern: z
    .string({ error: messageKey('medicines.patternInvalid') })
    .trim()
    .max(24, messageKey('medicines.patternInvalid'))
    .refine((p) => patternDoses(p) !== null, messageKey('medicines.patternInvalid'))
    .refine((p) => (patternDoses(p) ?? []).length > 0, messageKey('medicines.scheduleNoDoses')),
  repeat: repeatSchema.default({ kind: 'daily' }),
});

const times = z.object({
  type: z.literal('times'),
  times: z
    .array(z.string().regex(TIME_OF_DAY, messageKey('medicines.timeInvalid')), {
      error: messageKey('medicines.timeInvalid'),
    })
    .min(1, messageKey('medicines.scheduleNoDoses'))
    .max(MEDICINE_LIMITS.times, messageKey('medicines.timeInvalid'))
    .transform((list) => [...new Set(list)].sort()),
  amount: z
    .number({ error: messageKey('medicines.amountInvalid') })
    .gt(0, messageKey('medicines.amountInvalid'))
    .max(20, messageKey('medicines.amountInvalid'))
    .default(1),
  repeat: repeatSchema.default({ kind: 'daily' }),
});

/**
 * A schedule: `{ type: 'pattern', pattern: '1-0-1', repeat }` (three amounts morning-afternoon-night, or
 * four with the evening; '½' and '1½' allowed), `{ type: 'times', times: ['08:00'], amount, repeat }`, or
 * `{ type: 'as_needed' }`; `repeat` daily (default), every `n` days (2–90) from the start date, or ISO
 * `weekdays` (1 Monday … 7 Sunday). A schedule with no dose ('0-0-0', no times, no weekday) is refused.
 */
export const medicineScheduleSchema: z.ZodType<MedicineSchedule, unknown> = z.discriminatedUnion(
  'type',
  [pattern, times, z.object({ type: z.literal('as_needed') })],
  { error: messageKey('medicines.scheduleInvalid') },
);

/**
 * POST /api/medicines and PUT /api/medicines/:id body. name (≤ 120), strength ('500 mg'), form, dose text
 * ('1 tablet after food'), schedule, start_date and end_date ('yyyy-MM-dd', end null: ongoing, not before
 * the start), medical_record_id (the record that prescribed it: the same patient's, else 404), stock_count
 * (units in hand now, 0–10,000, null: not counted) and units_per_dose (units an amount of 1 uses, default 1).
 */
export const medicineInputSchema = z
  .object({
    name: phi(
      z
        .string({ error: messageKey('medicines.nameRequired') })
        .trim()
        .min(1, messageKey('medicines.nameRequired'))
        .max(MEDICINE_LIMITS.name, messageKey('medicines.nameTooLong')),
    ),
    strength: optionalText(MEDICINE_LIMITS.text, 'medicines.textTooLong'),
    form: z
      .enum(MEDICINE_FORMS, { error: messageKey('medicines.formInvalid') })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    dose: optionalText(MEDICINE_LIMITS.text, 'medicines.textTooLong'),
    schedule: medicineScheduleSchema,
    start_date: calendarDate('medicines.startDateInvalid'),
    end_date: calendarDate('medicines.endDateInvalid')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    medical_record_id: z
      .uuid({ error: messageKey('medicines.recordNotFound') })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    stock_count: z
      .number({ error: messageKey('medicines.stockInvalid') })
      .min(0, messageKey('medicines.stockInvalid'))
      .max(MEDICINE_LIMITS.stock, messageKey('medicines.stockInvalid'))
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    units_per_dose: z
      .number({ error: messageKey('medicines.unitsPerDoseInvalid') })
      .gt(0, messageKey('medicines.unitsPerDoseInvalid'))
      .max(100, messageKey('medicines.unitsPerDoseInvalid'))
      .default(1),
  })
  .refine((m) => m.end_date === null || m.end_date >= m.start_date, {
    message: messageKey('medicines.endBeforeStart'),
    path: ['end_date'],
  });
export type MedicineInput = z.input<typeof medicineInputSchema>;
export type MedicineFields = z.output<typeof medicineInputSchema>;

/** `:id` of a medicine route: a uuid (anything else answers like another patient's id). */
export const medicineParamsSchema = z.object({ id: z.uuid({ error: messageKey('medicines.notFound') }) });

const adherenceSchema = z.object({
  taken: z.number().int(),
  due: z.number().int(),
  ratio: z.number().nullable(),
});

/**
 * A medicine as the API answers it: the input's fields, whether it is current today, adherence over the
 * last 7 and 30 days (null for as needed), the day its stock runs out (null: not counted, as needed, or it
 * lasts past its end or a year) and when the stock was counted.
 */
export const medicineSchema = z.object({
  id: z.uuid(),
  name: phi(z.string()),
  strength: phi(z.string().nullable()),
  form: z.enum(MEDICINE_FORMS).nullable(),
  dose: phi(z.string().nullable()),
  schedule: z.custom<MedicineSchedule>(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  medical_record_id: z.string().nullable(),
  stock_count: phi(z.number().nullable()),
  stock_counted_on: z.string().nullable(),
  units_per_dose: z.number(),
  current: z.boolean(),
  adherence_7d: adherenceSchema.nullable(),
  adherence_30d: adherenceSchema.nullable(),
  refill_on: z.string().nullable(),
  created_at: z.string(),
});
export type Medicine = z.infer<typeof medicineSchema>;

/** GET /api/medicines: every medicine of the patient, current ones first, then by name. */
export const medicineListSchema = z.object({ items: z.array(medicineSchema) });
export type MedicineList = z.infer<typeof medicineListSchema>;

/** GET /api/medicines/doses `?date=yyyy-MM-dd` (default: today in the patient's time zone). */
export const doseDayQuerySchema = z.object({
  date: calendarDate('medicines.dateInvalid').optional(),
});

/**
 * One dose of a day: the medicine, its wall-clock time ('HH:mm', patient's zone), the instant, the amount,
 * the status marked (null: not marked), and whether it is due (its time has come).
 */
export const doseSchema = z.object({
  medicine_id: z.uuid(),
  name: phi(z.string()),
  strength: phi(z.string().nullable()),
  time: z.string(),
  slot: z.enum(DOSE_SLOTS).nullable(),
  scheduled_at: z.string(),
  amount: z.number(),
  status: z.enum(DOSE_STATUSES).nullable(),
  due: z.boolean(),
});
export type Dose = z.infer<typeof doseSchema>;

/** GET /api/medicines/doses: the day's doses of every medicine, earliest first. */
export const doseDaySchema = z.object({ date: z.string(), items: z.array(doseSchema) });
export type DoseDay = z.infer<typeof doseDaySchema>;

/**
 * PUT /api/medicines/:id/doses body: the dose's scheduled instant (ISO 8601 with offset) and its status.
 * Marking the same dose again replaces its status (idempotent).
 */
export const doseMarkSchema = z.object({
  scheduled_at: z.iso.datetime({ offset: true, error: messageKey('medicines.scheduledAtInvalid') }),
  status: z.enum(DOSE_STATUSES, { error: messageKey('medicines.statusInvalid') }),
});
export type DoseMark = z.infer<typeof doseMarkSchema>;

/** A marked dose as the API answers it. */
export const markedDoseSchema = z.object({
  medicine_id: z.uuid(),
  scheduled_at: z.string(),
  status: z.enum(DOSE_STATUSES),
  recorded_at: z.string(),
});
export type MarkedDoseRecord = z.infer<typeof markedDoseSchema>;
