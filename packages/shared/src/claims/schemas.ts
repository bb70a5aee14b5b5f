import { z } from '../zod.js';
import { isoDateString } from '../calendar-date-schema.js';
import { messageKey } from '../message-key.js';
import { CLAIM_TYPES } from '../constants.js';
import { pageQuerySchema, pageSchema } from '../pagination.js';
import { phi } from '../phi.js';
import { isCityOf, isStateName } from '../places/index.js';
import { fileDispositionSchema } from '../signed-link.js';
import {
  CLAIM_HOSPITAL_MAX_LENGTH,
  CLAIM_AMOUNT_PATTERN,
  CLAIM_AMOUNT_MIN,
  CLAIM_AMOUNT_MAX,
  CLAIM_POLICY_NUMBER_MAX_LENGTH,
  CLAIM_TEXT_MAX_LENGTH,
  claimFormToFields,
  OTHER_HOSPITAL_VALUE,
} from './rules.js';

/**
 * One insurance claim as the API answers it (docs/product.md#insurance-claims).
 * Amounts in ₹ (numbers with 2 decimals), `claim_date` `yyyy-MM-dd`,
 * `created_at` an ISO instant. The stored file names stay on the server:
 * `has_receipt` / `has_approved_receipt` tell whether a file exists, and
 * GET /api/claims/:id/receipt gives a signed link to it.
 */
export const claimSchema = z.object({
  id: z.string(),
  claim_id: z.string(),
  claim_type: z.string(),
  hospital_name: phi(z.string()),
  state: z.string().nullable(),
  city: z.string().nullable(),
  amount: phi(z.number()),
  approved_amount: phi(z.number().nullable()),
  claim_date: phi(z.string()),
  description: phi(z.string().nullable()),
  policy_number: phi(z.string().nullable()),
  diagnosis: phi(z.string().nullable()),
  treatment_details: phi(z.string().nullable()),
  status: z.string(),
  has_receipt: z.boolean(),
  has_approved_receipt: z.boolean(),
  /** The insurance policy period the claim is made under (docs/decisions/053-insurance-policies.md), or null. */
  policy_id: z.string().nullable(),
  created_at: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** `?page=&page_size=` of GET /api/claims (page from 1, page_size 1–100, default 20). */
export const claimListQuerySchema = pageQuerySchema;

/** GET /api/claims answer `{ items, total, page, page_size }`: the patient's claims, claim_date newest first (docs/product.md#data-calls). */
export const claimListSchema = pageSchema(claimSchema);
export type ClaimList = z.infer<typeof claimListSchema>;

/** `:id` of /api/claims/:id — the row's uuid. */
export const claimParamsSchema = z.object({ id: z.uuid({ error: messageKey('claims.notFound') }) });

/**
 * GET /api/claims/:id/receipt query (answered with a signedLinkSchema): which
 * file, and whether to open it in a tab (inline, the default) or download it.
 */
export const receiptQuerySchema = z.object({
  kind: z.enum(['receipt', 'approved']).default('receipt'),
  disposition: fileDispositionSchema.default('inline'),
});
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;

const optionalText = (max: number) =>
  z
    .string({ error: messageKey('claims.textTooLong') })
    .trim()
    .max(max, messageKey('claims.textTooLong'))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * POST /api/claims text fields (multipart, docs/product.md#claim-form, docs/product.md#data-calls insert).
 * Required: claim_type (CLAIM_TYPES), state (one of the 36), city (of that
 * state), hospital_name, amount ('1234.5' → 1234.5; ₹0.01–9,999,999,999.99,
 * at most 2 decimals), claim_date (a real `yyyy-MM-dd`). Optional texts
 * (policy_number, diagnosis, treatment_details, description) become null when
 * empty; policy_id optional (a uuid of one of the patient's policies, '' → none).
 * Any other field is ignored.
 */
export const createClaimFieldsSchema = z
  .object({
    claim_type: z.enum(CLAIM_TYPES, { error: messageKey('claims.claimTypeRequired') }),
    state: z
      .string({ error: messageKey('claims.stateRequired') })
      .trim()
      .min(1, messageKey('claims.stateRequired')),
    city: z
      .string({ error: messageKey('claims.cityRequired') })
      .trim()
      .min(1, messageKey('claims.cityRequired')),
    hospital_name: phi(
      z
        .string({ error: messageKey('claims.hospitalRequired') })
        .trim()
        .min(1, messageKey('claims.hospitalRequired'))
        .max(CLAIM_HOSPITAL_MAX_LENGTH, messageKey('claims.textTooLong')),
    ),
    amount: phi(
      z
        .string({ error: messageKey('claims.amountRequired') })
        .trim()
        .min(1, messageKey('claims.amountRequired'))
        .regex(CLAIM_AMOUNT_PATTERN, messageKey('claims.invalidAmount'))
        .transform(Number)
        .refine((v) => v >= CLAIM_AMOUNT_MIN && v <= CLAIM_AMOUNT_MAX, messageKey('claims.invalidAmount')),
    ),
    claim_date: phi(
      z
        .string({ error: messageKey('claims.claimDateRequired') })
        .trim()
        .min(1, messageKey('claims.claimDateRequired'))
        .pipe(isoDateString(messageKey('claims.invalidClaimDate'))),
    ),
    policy_number: phi(optionalText(CLAIM_POLICY_NUMBER_MAX_LENGTH)),
    diagnosis: phi(optionalText(CLAIM_TEXT_MAX_LENGTH)),
    treatment_details: phi(optionalText(CLAIM_TEXT_MAX_LENGTH)),
    description: phi(optionalText(CLAIM_TEXT_MAX_LENGTH)),
    /** One of the patient's policies (uuid), checked by the service; empty → none. */
    policy_id: z
      .union([z.uuid(), z.literal('')], { error: messageKey('insurancePolicies.unknownPolicy') })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (!isStateName(v.state))
      ctx.addIssue({ code: 'custom', message: messageKey('claims.unknownState'), path: ['state'] });
    else if (!isCityOf(v.state, v.city))
      ctx.addIssue({ code: 'custom', message: messageKey('claims.unknownCity'), path: ['city'] });
  });
export type CreateClaimFields = z.infer<typeof createClaimFieldsSchema>;

/** The add-claim form's raw values (all text; the receipt travels separately). */
const claimFormSchema = z.object({
  claim_type: z.string(),
  state: z.string(),
  city: z.string(),
  hospital_choice: phi(z.string()),
  hospital_other: phi(z.string()),
  amount: phi(z.string()),
  claim_date: phi(z.string()),
  policy_number: phi(z.string()),
  diagnosis: phi(z.string()),
  treatment_details: phi(z.string()),
  description: phi(z.string()),
  policy_id: z.string(),
});
export type ClaimForm = z.infer<typeof claimFormSchema>;

/**
 * The form checked with the server's own rules, errors mapped back onto the
 * form's fields (hospital_name → hospital_other when 'Other' is chosen, else
 * hospital_choice).
 */
export const claimFormToFieldsSchema = claimFormSchema.transform((form, ctx) => {
  const parsed = createClaimFieldsSchema.safeParse(claimFormToFields(form));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    let field = String(issue.path[0] ?? 'claim_type');
    if (field === 'hospital_name')
      field = form.hospital_choice === OTHER_HOSPITAL_VALUE ? 'hospital_other' : 'hospital_choice';
    ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
  }
  return z.NEVER;
});
