import { z } from '../zod.js';
import { isRealIsoDate } from '../calendar-date.js';
import { messageKey } from '../message-key.js';
import { phi } from '../phi.js';
import { isStateName } from '../places/states.js';
import { fileDispositionSchema } from '../signed-link.js';
import {
  SCHEME_CODES,
  SCHEME_LIMITS,
  SCHEME_NUMBER_PATTERNS,
  isSchemeNumber,
  normalizeSchemeNumber,
  schemeFields,
} from './rules.js';

/** '' and absent become null; otherwise the trimmed text. */
const blankToNull = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/**
 * The scheme card form's fields, as strings (POST /api/government-schemes and PUT …/:id as multipart text
 * fields before the card file). scheme: one of SCHEME_CODES; state: a state or UT of the list, required
 * for `state` (optional otherwise: where the card was issued); card_number: the card's main number
 * (a CGHS beneficiary ID for `cghs`), spaces and hyphens dropped, upper-cased, checked by
 * SCHEME_NUMBER_PATTERNS; family_id and beneficiary_id (PM-JAY, Vay Vandana, a state's), city and
 * wellness_centre (CGHS, ECHS): optional, and a field the scheme's card does not carry is dropped;
 * valid_till: optional real `yyyy-MM-dd`. Any other field is ignored.
 */
export const schemeCardFieldsSchema = z
  .object({
    scheme: z.enum(SCHEME_CODES, { error: messageKey('governmentSchemes.schemeRequired') }),
    state: blankToNull.refine(
      (v) => v === null || isStateName(v),
      messageKey('governmentSchemes.stateRequired'),
    ),
    card_number: phi(
      z
        .string({ error: messageKey('governmentSchemes.cardNumberRequired') })
        .transform(normalizeSchemeNumber)
        .refine((v) => v.length > 0, messageKey('governmentSchemes.cardNumberRequired')),
    ),
    family_id: phi(blankToNull.transform((v) => (v === null ? null : normalizeSchemeNumber(v)))),
    beneficiary_id: phi(blankToNull.transform((v) => (v === null ? null : normalizeSchemeNumber(v)))),
    city: blankToNull.refine(
      (v) => v === null || v.length <= SCHEME_LIMITS.city,
      messageKey('governmentSchemes.cityTooLong'),
    ),
    wellness_centre: blankToNull.refine(
      (v) => v === null || v.length <= SCHEME_LIMITS.wellnessCentre,
      messageKey('governmentSchemes.wellnessCentreTooLong'),
    ),
    valid_till: phi(
      blankToNull.refine(
        (v) => v === null || isRealIsoDate(v),
        messageKey('governmentSchemes.validTillInvalid'),
      ),
    ),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, key: Parameters<typeof messageKey>[0]) =>
      ctx.addIssue({ code: 'custom', message: messageKey(key), path: [path] });
    if (v.scheme === 'state' && !v.state) issue('state', 'governmentSchemes.stateRequired');
    if (!isSchemeNumber(v.card_number))
      issue(
        'card_number',
        v.scheme === 'cghs' ? 'governmentSchemes.cghsIdInvalid' : 'governmentSchemes.cardNumberInvalid',
      );
    const fields = schemeFields(v.scheme);
    if (fields.includes('family_id') && v.family_id && !SCHEME_NUMBER_PATTERNS.familyId.test(v.family_id))
      issue('family_id', 'governmentSchemes.familyIdInvalid');
    if (
      fields.includes('beneficiary_id') &&
      v.beneficiary_id &&
      !SCHEME_NUMBER_PATTERNS.beneficiaryId.test(v.beneficiary_id)
    )
      issue('beneficiary_id', 'governmentSchemes.beneficiaryIdInvalid');
  })
  .transform((v) => {
    const fields = schemeFields(v.scheme);
    const keep = <K extends 'family_id' | 'beneficiary_id' | 'city' | 'wellness_centre'>(key: K) =>
      fields.includes(key) ? v[key] : null;
    return {
      ...v,
      family_id: keep('family_id'),
      beneficiary_id: keep('beneficiary_id'),
      city: keep('city'),
      wellness_centre: keep('wellness_centre'),
    };
  });
export type SchemeCardFieldsInput = z.input<typeof schemeCardFieldsSchema>;
export type SchemeCardFields = z.output<typeof schemeCardFieldsSchema>;

/**
 * One scheme card as the API answers it: `scheme_name` the scheme's short name (the state scheme's for
 * `state`); numbers as stored (upper case, no spaces); `valid_till` `yyyy-MM-dd` or null; `has_card_file`
 * whether a file is kept (GET …/:id/card-file gives a signed link).
 */
export const schemeCardSchema = z.object({
  id: z.string(),
  scheme: z.enum(SCHEME_CODES),
  scheme_name: z.string(),
  state: z.string().nullable(),
  card_number: phi(z.string()),
  family_id: phi(z.string().nullable()),
  beneficiary_id: phi(z.string().nullable()),
  city: z.string().nullable(),
  wellness_centre: z.string().nullable(),
  valid_till: phi(z.string().nullable()),
  has_card_file: z.boolean(),
  created_at: z.string(),
});
export type SchemeCard = z.infer<typeof schemeCardSchema>;

/** GET /api/government-schemes: the patient's cards, oldest first (the order they were added). */
export const schemeCardListSchema = z.object({ items: z.array(schemeCardSchema) });
export type SchemeCardList = z.infer<typeof schemeCardListSchema>;

/** `:id` of /api/government-schemes/:id — the row's uuid; a malformed one is a 400 with the not-found words. */
export const schemeCardParamsSchema = z.object({
  id: z.uuid({ error: messageKey('governmentSchemes.notFound') }),
});

/** GET …/:id/card-file query: open in a tab (inline, the default) or download. */
export const schemeCardFileQuerySchema = z.object({ disposition: fileDispositionSchema.default('inline') });
