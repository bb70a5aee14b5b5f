import { z } from '../zod.js';
import { isRealIsoDate } from '../calendar-date.js';
import { claimSchema } from '../claims/schemas.js';
import { isPatientIdShape, RELATIONSHIPS } from '../family/rules.js';
import { messageKey } from '../message-key.js';
import { phi } from '../phi.js';
import { fileDispositionSchema } from '../signed-link.js';
import { INSURER_CODES, OTHER_PAYER, TPA_CODES } from './insurers.js';
import {
  HELPLINE_PATTERN,
  MAX_COVERED_MEMBERS,
  POLICY_LIMITS,
  POLICY_TYPES,
  SUM_INSURED_MAX,
  SUM_INSURED_MIN,
  SUM_INSURED_PATTERN,
} from './rules.js';

/** '' and absent become null; otherwise the trimmed text, at most `max` characters. */
const optionalText = (max: number, message: Parameters<typeof messageKey>[0]) =>
  z
    .string({ error: messageKey(message) })
    .trim()
    .max(max, messageKey(message))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const helpline = z
  .string({ error: messageKey('insurancePolicies.helplineInvalid') })
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || (v.length <= POLICY_LIMITS.helpline && HELPLINE_PATTERN.test(v)),
    messageKey('insurancePolicies.helplineInvalid'),
  );

const calendarDate = (message: 'insurancePolicies.startDateInvalid' | 'insurancePolicies.endDateInvalid') =>
  phi(
    z
      .string({ error: messageKey(message) })
      .trim()
      .refine(isRealIsoDate, messageKey(message)),
  );

/**
 * The policy form's fields, as strings (POST /api/insurance-policies and POST …/:id/renew as multipart text
 * fields before the e-card; PUT …/:id as JSON). insurer: a code of INSURERS or 'other' with `insurer_other`;
 * tpa: optional, a code of TPAS or 'other' with `tpa_other`; policy_number ≤ 40 characters, trimmed;
 * policy_type one of POLICY_TYPES; sum_insured whole ₹ as digits, 1 to 1,00,00,00,000 (₹100 crore);
 * start_date and end_date real `yyyy-MM-dd`, the end after the start; member_ids comma-separated patient ids
 * (empty → the patient alone; the service checks each is in the family); helplines optional. Any other field
 * is ignored.
 */
export const policyFieldsSchema = z
  .object({
    insurer: z.enum(INSURER_CODES, { error: messageKey('insurancePolicies.insurerRequired') }),
    insurer_other: optionalText(POLICY_LIMITS.otherName, 'insurancePolicies.otherNameTooLong'),
    tpa: z
      .union([z.enum(TPA_CODES), z.literal('')], { error: messageKey('insurancePolicies.tpaInvalid') })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    tpa_other: optionalText(POLICY_LIMITS.otherName, 'insurancePolicies.otherNameTooLong'),
    policy_number: phi(
      z
        .string({ error: messageKey('insurancePolicies.policyNumberRequired') })
        .trim()
        .min(1, messageKey('insurancePolicies.policyNumberRequired'))
        .max(POLICY_LIMITS.policyNumber, messageKey('insurancePolicies.policyNumberTooLong')),
    ),
    plan_name: optionalText(POLICY_LIMITS.planName, 'insurancePolicies.planNameTooLong'),
    policy_type: z.enum(POLICY_TYPES, { error: messageKey('insurancePolicies.typeRequired') }),
    sum_insured: phi(
      z
        .string({ error: messageKey('insurancePolicies.sumInsuredRequired') })
        .trim()
        .min(1, messageKey('insurancePolicies.sumInsuredRequired'))
        .regex(SUM_INSURED_PATTERN, messageKey('insurancePolicies.sumInsuredInvalid'))
        .transform(Number)
        .refine(
          (v) => v >= SUM_INSURED_MIN && v <= SUM_INSURED_MAX,
          messageKey('insurancePolicies.sumInsuredInvalid'),
        ),
    ),
    start_date: calendarDate('insurancePolicies.startDateInvalid'),
    end_date: calendarDate('insurancePolicies.endDateInvalid'),
    member_ids: z
      .string({ error: messageKey('insurancePolicies.membersInvalid') })
      .optional()
      .transform((v) => [
        ...new Set(
          (v ?? '')
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .refine(
        (ids) => ids.length <= MAX_COVERED_MEMBERS && ids.every(isPatientIdShape),
        messageKey('insurancePolicies.membersInvalid'),
      ),
    insurer_helpline: helpline,
    tpa_helpline: helpline,
  })
  .superRefine((v, ctx) => {
    if (v.insurer === OTHER_PAYER && !v.insurer_other)
      ctx.addIssue({
        code: 'custom',
        message: messageKey('insurancePolicies.insurerOtherRequired'),
        path: ['insurer_other'],
      });
    if (v.tpa === OTHER_PAYER && !v.tpa_other)
      ctx.addIssue({
        code: 'custom',
        message: messageKey('insurancePolicies.tpaOtherRequired'),
        path: ['tpa_other'],
      });
    if (v.end_date <= v.start_date)
      ctx.addIssue({
        code: 'custom',
        message: messageKey('insurancePolicies.endBeforeStart'),
        path: ['end_date'],
      });
  });
export type PolicyFieldsInput = z.input<typeof policyFieldsSchema>;
export type PolicyFields = z.output<typeof policyFieldsSchema>;

/** The policy form's raw values, all text (the e-card travels separately). */
const policyFormSchema = z.object({
  insurer: z.string(),
  insurer_other: z.string(),
  tpa: z.string(),
  tpa_other: z.string(),
  policy_number: phi(z.string()),
  plan_name: z.string(),
  policy_type: z.string(),
  sum_insured: phi(z.string()),
  start_date: phi(z.string()),
  end_date: phi(z.string()),
  member_ids: z.string(),
  insurer_helpline: z.string(),
  tpa_helpline: z.string(),
});
export type PolicyForm = z.infer<typeof policyFormSchema>;

/** The form checked with the server's own rules; errors stay on the form's fields (same names). */
export const policyFormToFieldsSchema = policyFormSchema.transform((form, ctx) => {
  const parsed = policyFieldsSchema.safeParse(form);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'insurer')] });
  return z.NEVER;
});

/** A person a policy covers: the patient or a family member of the same account. */
export const coveredMemberSchema = z.object({
  id: z.string(),
  name: phi(z.string()),
  relationship: z.enum(RELATIONSHIPS),
});

/**
 * One policy period as the API answers it. `insurer_name` / `tpa_name` are the listed name or the typed one;
 * `sum_insured` whole ₹; dates `yyyy-MM-dd`; `previous_id` the period it renewed, `renewed_by_id` the period
 * that renewed it; `has_e_card` whether an e-card is stored (GET …/:id/e-card gives a signed link).
 */
export const insurancePolicySchema = z.object({
  id: z.string(),
  insurer: z.string(),
  insurer_other: z.string().nullable(),
  insurer_name: z.string(),
  tpa: z.string().nullable(),
  tpa_other: z.string().nullable(),
  tpa_name: z.string().nullable(),
  policy_number: phi(z.string()),
  plan_name: z.string().nullable(),
  policy_type: z.enum(POLICY_TYPES),
  sum_insured: phi(z.number()),
  start_date: phi(z.string()),
  end_date: phi(z.string()),
  members: z.array(coveredMemberSchema),
  insurer_helpline: z.string().nullable(),
  tpa_helpline: z.string().nullable(),
  has_e_card: z.boolean(),
  e_card_name: z.string().nullable(),
  previous_id: z.string().nullable(),
  renewed_by_id: z.string().nullable(),
  created_at: z.string(),
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;

/** GET /api/insurance-policies: every period of the patient's policies, the latest end date first. */
export const insurancePolicyListSchema = z.object({ items: z.array(insurancePolicySchema) });
export type InsurancePolicyList = z.infer<typeof insurancePolicyListSchema>;

/**
 * GET /api/insurance-policies/:id: the period, the claims made under it, and the totals claimed and approved
 * in ₹ as the patient entered them (no live balance from the insurer).
 */
export const insurancePolicyDetailSchema = insurancePolicySchema.extend({
  claims: z.array(claimSchema),
  claimed_total: phi(z.number()),
  approved_total: phi(z.number()),
});
export type InsurancePolicyDetail = z.infer<typeof insurancePolicyDetailSchema>;

/** `:id` of /api/insurance-policies/:id — the row's uuid; a malformed one is a 404. */
export const policyParamsSchema = z.object({
  id: z.uuid({ error: messageKey('insurancePolicies.notFound') }),
});

/** GET …/:id/e-card query: open in a tab (inline, the default) or download. */
export const eCardQuerySchema = z.object({ disposition: fileDispositionSchema.default('inline') });

/** PUT /api/claims/:id/policy body: the policy a claim is made under, or null to unlink it. */
export const claimPolicyLinkSchema = z.object({
  policy_id: z.uuid({ error: messageKey('insurancePolicies.unknownPolicy') }).nullable(),
});
export type ClaimPolicyLink = z.infer<typeof claimPolicyLinkSchema>;

/**
 * The dashboard card's active policy (docs/decisions/037-screen-data-with-the-shell.md: in the dashboard's one
 * request): the period running today, the one ending soonest if several; null when none runs.
 */
export const activePolicySchema = z
  .object({
    id: z.string(),
    insurer_name: z.string(),
    policy_number: phi(z.string()),
    plan_name: z.string().nullable(),
    sum_insured: phi(z.number()),
    end_date: phi(z.string()),
    days_to_expiry: z.number(),
    has_e_card: z.boolean(),
  })
  .nullable();
export type ActivePolicy = z.infer<typeof activePolicySchema>;
