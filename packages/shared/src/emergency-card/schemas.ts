/**
 * The zod schemas of the emergency card contract. Its messages, limits and plain helpers are in `index.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { phi } from '../phi.js';

const cardContactSchema = z.object({
  name: phi(z.string()),
  relationship: phi(z.string()),
  phone: phi(z.string()),
  is_primary: z.boolean(),
});

const cardMedicineSchema = z.object({
  medications: phi(z.string()),
  record_date: phi(z.string()),
});

/**
 * The active insurance policy as the emergency card and a share link show it, when the patient chose to
 * (docs/decisions/056-government-schemes.md): insurer, policy number, TPA and its helpline (else the
 * insurer's).
 */
export const cardPolicySchema = z.object({
  insurer_name: z.string(),
  policy_number: phi(z.string()),
  tpa_name: z.string().nullable(),
  helpline: z.string().nullable(),
});
export type CardPolicy = z.infer<typeof cardPolicySchema>;

/** A scheme card's short name and number, when the patient chose to show them. */
export const cardSchemeSchema = z.object({ scheme_name: z.string(), card_number: phi(z.string()) });
export type CardScheme = z.infer<typeof cardSchemeSchema>;

/**
 * What the patient chose to add to the emergency card and share links (both off until chosen), and what
 * that adds: the active policy (null when not chosen or none runs today) and the scheme cards (empty
 * when not chosen).
 */
export const cardCoverageSchema = z.object({
  shows_policy: z.boolean(),
  shows_schemes: z.boolean(),
  policy: cardPolicySchema.nullable(),
  scheme_cards: z.array(cardSchemeSchema),
});
export type CardCoverage = z.infer<typeof cardCoverageSchema>;

/**
 * GET /api/emergency-card: name (display name, else full name), age (from the
 * date of birth in the patient's time zone, else the age they entered), blood
 * group, allergies, chronic conditions, current medicines (the newest records
 * with medications, at most 5, medications text ≤ 120 characters), emergency
 * contacts (primary first, phone E.164), self-declared ABHA number (14 digits)
 * and address, the patient ID, the day it was made (`yyyy-MM-dd`, IST), and the insurance and scheme
 * cards the patient chose to show (cardCoverageSchema).
 */
export const emergencyCardSchema = cardCoverageSchema.extend({
  name: phi(z.string().nullable()),
  patient_id: phi(z.string().nullable()),
  age: phi(z.number().int().nullable()),
  blood_group: phi(z.string().nullable()),
  allergies: phi(z.array(z.string())),
  chronic_conditions: phi(z.array(z.string())),
  medicines: z.array(cardMedicineSchema),
  contacts: z.array(cardContactSchema),
  abha_number: phi(z.string().nullable()),
  abha_address: phi(z.string().nullable()),
  generated_on: z.string(),
});
export type EmergencyCard = z.infer<typeof emergencyCardSchema>;
