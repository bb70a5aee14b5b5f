import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  careGrants,
  clinics,
  emergencyContacts,
  immunizations,
  insuranceClaims,
  insurancePolicies,
  insurancePolicyMembers,
  schemeCards,
  labReports,
  labResults,
  medicalRecords,
  medicationDoses,
  medicines,
  patients,
  profiles,
  readings,
  storedFiles,
  user,
  visits,
} from '../../db/schema/index.js';

/**
 * Every row Sehat holds about one patient, read for the data export (DPDP Act 2023 s.11, right of access).
 * Each query is scoped by `userId`; rows come oldest first so that two exports of the same data agree.
 * Returns null for an unknown patient. `account` is the managing account's name and e-mail (the patient's own
 * for the account's own patient; a family member's Bundle names them by their profile: fhir-patient.ts).
 */
export async function readPatientRows(db: Db, userId: string) {
  const [account] = await db
    .select({ name: user.name, email: user.email, sex: patients.sex, profile: profiles })
    .from(patients)
    .innerJoin(user, eq(user.id, patients.accountId))
    .leftJoin(profiles, eq(profiles.userId, patients.id))
    .where(eq(patients.id, userId));
  if (!account) return null;
  const [
    records,
    reports,
    results,
    appointments,
    claims,
    ownClinics,
    contacts,
    files,
    caregivers,
    policies,
    homeReadings,
    medicineRows,
    doseRows,
    doses,
    cards,
    members,
  ] = await Promise.all([
    db
      .select()
      .from(medicalRecords)
      .where(eq(medicalRecords.patientId, userId))
      .orderBy(asc(medicalRecords.recordDate), asc(medicalRecords.createdAt)),
    db
      .select()
      .from(labReports)
      .where(eq(labReports.patientId, userId))
      .orderBy(asc(labReports.reportDate), asc(labReports.createdAt)),
    db
      .select()
      .from(labResults)
      .where(eq(labResults.patientId, userId))
      .orderBy(asc(labResults.testDate), asc(labResults.position)),
    db
      .select()
      .from(visits)
      .where(eq(visits.patientId, userId))
      .orderBy(asc(visits.visitDate), asc(visits.createdAt)),
    db
      .select()
      .from(insuranceClaims)
      .where(eq(insuranceClaims.patientId, userId))
      .orderBy(asc(insuranceClaims.claimDate), asc(insuranceClaims.createdAt)),
    db.select().from(clinics).where(eq(clinics.patientId, userId)).orderBy(asc(clinics.createdAt)),
    db
      .select()
      .from(emergencyContacts)
      .where(eq(emergencyContacts.patientId, userId))
      .orderBy(asc(emergencyContacts.position)),
    db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.patientId, userId))
      .orderBy(asc(storedFiles.createdAt), asc(storedFiles.key)),
    // The caregivers whose grants are not revoked (docs/decisions/051-caregivers.md), expired ones too.
    db
      .select({
        id: careGrants.id,
        name: user.name,
        email: user.email,
        role: careGrants.role,
        startsAt: careGrants.startsAt,
        expiresAt: careGrants.expiresAt,
      })
      .from(careGrants)
      .innerJoin(user, eq(user.id, careGrants.accountId))
      .where(and(eq(careGrants.patientId, userId), isNull(careGrants.revokedAt)))
      .orderBy(asc(careGrants.createdAt)),
    db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.patientId, userId))
      .orderBy(asc(insurancePolicies.startDate), asc(insurancePolicies.createdAt)),
    db
      .select()
      .from(readings)
      .where(eq(readings.patientId, userId))
      .orderBy(asc(readings.takenAt), asc(readings.id)),
    db
      .select()
      .from(medicines)
      .where(eq(medicines.patientId, userId))
      .orderBy(asc(medicines.startDate), asc(medicines.createdAt), asc(medicines.id)),
    db
      .select()
      .from(medicationDoses)
      .where(eq(medicationDoses.patientId, userId))
      .orderBy(asc(medicationDoses.scheduledAt), asc(medicationDoses.id)),
    db
      .select()
      .from(immunizations)
      .where(eq(immunizations.patientId, userId))
      .orderBy(asc(immunizations.givenOn), asc(immunizations.createdAt)),
    db
      .select()
      .from(schemeCards)
      .where(eq(schemeCards.patientId, userId))
      .orderBy(asc(schemeCards.createdAt), asc(schemeCards.id)),
    db
      .select({
        policyId: insurancePolicyMembers.policyId,
        name: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.fullName})`,
        birthDate: profiles.dateOfBirth,
      })
      .from(insurancePolicyMembers)
      .innerJoin(insurancePolicies, eq(insurancePolicies.id, insurancePolicyMembers.policyId))
      .innerJoin(patients, eq(patients.id, insurancePolicyMembers.patientId))
      .leftJoin(profiles, eq(profiles.userId, patients.id))
      .where(and(eq(insurancePolicies.patientId, userId), ne(insurancePolicyMembers.patientId, userId)))
      .orderBy(asc(patients.createdAt), asc(patients.id)),
  ]);
  return {
    account: { name: account.name, email: account.email },
    /** FHIR administrative-gender of the patient (docs/decisions/049-patients-apart-from-accounts.md). */
    sex: account.sex,
    profile: account.profile,
    records,
    reports,
    results,
    appointments,
    claims,
    /** Insurance policy periods (docs/decisions/053-insurance-policies.md). */
    policies,
    /** The other family members each policy period covers, by the name and birth date of their profiles. */
    policyMembers: members,
    /** Government scheme cards (docs/decisions/056-government-schemes.md). */
    schemeCards: cards,
    clinics: ownClinics,
    contacts,
    files,
    caregivers,
    /** Readings taken at home (docs/decisions/052-readings.md), oldest first. */
    readings: homeReadings,
    /** The medicine list and the doses marked (docs/decisions/054-medicines.md), oldest first. */
    medicines: medicineRows,
    doses: doseRows,
    /** Vaccine doses given (docs/decisions/055-vaccinations.md), oldest first. */
    immunizations: doses,
  };
}

/** What `readPatientRows` returns for an existing patient. */
export type PatientRows = NonNullable<Awaited<ReturnType<typeof readPatientRows>>>;
