import { EMERGENCY_CARD_MEDICINES, shortMedicine, todayIn, type EmergencyCard } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { listEmergencyContacts } from '../emergency-contacts/index.js';
import { listPrescriptions } from '../medical-records/index.js';
import { currentMedicineLines } from '../medicines/index.js';
import { cardCoverage } from './card-coverage.js';
import { findCardProfile } from './emergency-card.repository.js';

/** Whole years from `birth` to `today` (both `yyyy-MM-dd`), or null before birth. */
export function ageOn(birth: string, today: string): number | null {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * The patient's emergency card (GET /api/emergency-card): profile facts, the
 * current medicines of the medicine list (at most EMERGENCY_CARD_MEDICINES, each with its start date:
 * docs/decisions/054-medicines.md) or, when the list has none today, the newest
 * EMERGENCY_CARD_MEDICINES records with medications (the one non-blank
 * medications rule of the prescriptions list and the dashboard), and the
 * emergency contacts, primary first, and the policy and scheme cards the patient chose to show. Age from the date of birth on today's
 * date in the patient's `timeZone`, else the age the patient entered. Not found without a profile.
 */
export async function getEmergencyCard(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<EmergencyCard> {
  const profile = await findCardProfile(db, userId);
  if (!profile) throw notFound('profile.notFound');
  const today = todayIn(timeZone, now);
  const [current, prescriptions, contacts, coverage] = await Promise.all([
    currentMedicineLines(db, userId, today, EMERGENCY_CARD_MEDICINES),
    listPrescriptions(db, userId, { page: 1, page_size: EMERGENCY_CARD_MEDICINES }),
    listEmergencyContacts(db, userId),
    cardCoverage(db, userId, profile, timeZone, now),
  ]);
  const medicines =
    current.length > 0
      ? current.map(({ line, since }) => ({ medications: shortMedicine(line), record_date: since }))
      : prescriptions.items.map((record) => ({
          medications: shortMedicine(record.prescribed_medications),
          record_date: record.record_date,
        }));
  return {
    ...coverage,
    name: profile.displayName?.trim() || profile.fullName?.trim() || null,
    patient_id: profile.patientId,
    age: profile.dateOfBirth ? ageOn(profile.dateOfBirth, today) : profile.age,
    blood_group: profile.bloodGroup,
    allergies: profile.allergies,
    chronic_conditions: profile.chronicConditions,
    medicines,
    contacts: contacts.items.map(({ name, relationship, phone, is_primary }) => ({
      name,
      relationship,
      phone,
      is_primary,
    })),
    abha_number: profile.abhaNumber,
    abha_address: profile.abhaAddress,
    generated_on: today,
  };
}
