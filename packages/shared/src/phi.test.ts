import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import * as contracts from './index.js';
import { isPhi, phi, phiFieldNames } from './phi.js';

const tagged = phiFieldNames(Object.values(contracts));

describe('PHI tags', () => {
  it('tag the health fields and personal identifiers of every contract (docs/product.md#data-kept)', () => {
    expect(tagged).toEqual(
      expect.arrayContaining([
        // medical records
        'primary_reason',
        'symptoms',
        'doctor_name',
        'hospital_name',
        'diagnosis',
        'treatment_plan',
        'prescribed_medications',
        'additional_notes',
        'summary_previous_visits',
        'record_date',
        'follow_up_date',
        // claims
        'treatment_details',
        'description',
        'policy_number',
        'amount',
        // visits and bookings
        'purpose',
        'notes',
        'details',
        // the patient
        'blood_group',
        'allergies',
        'chronic_conditions',
        'abha_number',
        'abha_address',
        'date_of_birth',
        'age',
        'height_cm',
        'weight_kg',
        'father_name',
        'mother_name',
        'first_name',
        'last_name',
        'full_name',
        'display_name',
        'name',
        'fullName',
        'email',
        'mobile_number',
        'patient_id',
        'profile_picture_url',
        'lat',
        'lon',
      ]),
    );
  });

  it('leave ids, statuses, limits and secrets untagged', () => {
    for (const name of ['id', 'user_id', 'status', 'created_at', 'page', 'password', 'newPassword', 'token'])
      expect(tagged).not.toContain(name);
  });

  it('survive derivation: picked and extended schemas keep their fields tagged', () => {
    expect(isPhi(contracts.personalInfoSchema.shape.blood_group)).toBe(true);
    expect(isPhi(contracts.headerProfileSchema.shape.email)).toBe(true);
    expect(isPhi(contracts.medicalRecordListItemSchema.shape.primary_reason)).toBe(true);
    expect(isPhi(contracts.medicalRecordListItemSchema.shape.id)).toBe(false);
  });

  it('pick up a newly tagged field wherever it sits, through wrappers, arrays, unions and pipes', () => {
    const future = z.object({
      plain: z.string(),
      allergy_notes: phi(z.string().trim()).nullable().optional().default(null),
      nested: z.array(z.object({ lab_result: phi(z.number()) })),
      either: z.union([z.object({ vaccine: phi(z.string()) }), z.null()]),
      piped: z.string().transform((v) => ({ v })),
    });
    expect(phiFieldNames([future, 'not a schema', 42])).toEqual(['allergy_notes', 'lab_result', 'vaccine']);
    expect(phiFieldNames([...Object.values(contracts), future])).toEqual(
      [...tagged, 'allergy_notes', 'lab_result', 'vaccine'].sort(),
    );
  });
});
