import { z } from '../zod.js';
import { EMERGENCY_CONTACT_LIMITS, normalizeIndianMobile } from './rules.js';
import { messageKey } from '../message-key.js';

/** POST /api/emergency-contacts and PUT /api/emergency-contacts/:id body. */
export const emergencyContactInputSchema = z.object({
  name: z
    .string({ error: messageKey('emergencyContacts.nameRequired') })
    .trim()
    .min(1, messageKey('emergencyContacts.nameRequired'))
    .max(EMERGENCY_CONTACT_LIMITS.name, `At most ${EMERGENCY_CONTACT_LIMITS.name} characters`),
  relationship: z
    .string({ error: messageKey('emergencyContacts.relationshipRequired') })
    .trim()
    .min(1, messageKey('emergencyContacts.relationshipRequired'))
    .max(
      EMERGENCY_CONTACT_LIMITS.relationship,
      `At most ${EMERGENCY_CONTACT_LIMITS.relationship} characters`,
    ),
  phone: z
    .string({ error: messageKey('emergencyContacts.invalidPhone') })
    .max(30, messageKey('emergencyContacts.invalidPhone'))
    .transform((value, ctx) => {
      const e164 = normalizeIndianMobile(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: messageKey('emergencyContacts.invalidPhone') });
        return z.NEVER;
      }
      return e164;
    }),
  email: z
    .string()
    .trim()
    .max(EMERGENCY_CONTACT_LIMITS.email)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(z.email(messageKey('emergencyContacts.invalidEmail')).nullable()),
});
export type EmergencyContactFields = z.output<typeof emergencyContactInputSchema>;

/** One contact as the API shows it; `phone` in E.164; `is_primary` for the first in order. */
export const emergencyContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  is_primary: z.boolean(),
  created_at: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** GET /api/emergency-contacts: every contact, the primary first (at most 5, so not paginated). */
export const emergencyContactListSchema = z.object({ items: z.array(emergencyContactSchema) });
export type EmergencyContactList = z.infer<typeof emergencyContactListSchema>;

/** `:id` of the contact routes. */
export const emergencyContactParamsSchema = z.object({
  id: z.uuid({ error: messageKey('emergencyContacts.notFound') }),
});
