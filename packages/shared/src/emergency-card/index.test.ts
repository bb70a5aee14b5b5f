import { describe, expect, it } from 'vitest';
import { EMERGENCY_CARD_QR_MAX_BYTES, emergencyCardText } from './index.js';
import type { EmergencyCard } from './schemas.js';

const card: EmergencyCard = {
  name: 'Asha Verma',
  patient_id: 'SEH-AB12CD34',
  age: 37,
  blood_group: 'B+',
  allergies: ['Peanuts', 'Penicillin'],
  chronic_conditions: ['Asthma'],
  medicines: [{ medications: 'Salbutamol inhaler\n2 puffs when needed', record_date: '2026-10-01' }],
  contacts: [
    { name: 'Sunita Verma', relationship: 'Mother', phone: '+919876543210', is_primary: true },
    { name: 'Rohan Verma', relationship: 'Brother', phone: '+919123456789', is_primary: false },
  ],
  abha_number: '91234567890123',
  abha_address: 'asha.verma@abdm',
  generated_on: '2026-11-23',
  shows_policy: false,
  shows_schemes: false,
  policy: null,
  scheme_cards: [],
};

describe('emergencyCardText (what the QR code carries)', () => {
  it('writes one fact a line, contacts and ABHA formatted', () => {
    expect(emergencyCardText(card)).toBe(
      [
        'EMERGENCY CARD',
        'Name: Asha Verma',
        'Age: 37',
        'Blood group: B+',
        'Allergies: Peanuts; Penicillin',
        'Conditions: Asthma',
        'Emergency contacts:',
        '1. Sunita Verma (Mother) +91 98765 43210 - primary',
        '2. Rohan Verma (Brother) +91 91234 56789',
        'ABHA number: 91-2345-6789-0123 (self-declared)',
        'ABHA address: asha.verma@abdm',
        'Patient ID: SEH-AB12CD34',
        'Current medicines:',
        '- Salbutamol inhaler 2 puffs when needed (2026-10-01)',
        'Made on 2026-11-23 with Sehat',
      ].join('\n'),
    );
  });

  it('adds the policy and scheme cards the patient chose to show, before the medicines', () => {
    const text = emergencyCardText({
      ...card,
      shows_policy: true,
      shows_schemes: true,
      policy: {
        insurer_name: 'Star Health and Allied Insurance Co. Ltd.',
        policy_number: 'P/161117/01/2026/004512',
        tpa_name: null,
        helpline: '1800-425-2255',
      },
      scheme_cards: [{ scheme_name: 'Ayushman card (PM-JAY)', card_number: 'PMJ4K72X9Q1' }],
    });
    expect(text).toContain(
      'Patient ID: SEH-AB12CD34\n' +
        'Insurance: Star Health and Allied Insurance Co. Ltd., policy P/161117/01/2026/004512, helpline 1800-425-2255\n' +
        'Ayushman card (PM-JAY): PMJ4K72X9Q1\nCurrent medicines:',
    );
  });

  it('says what is missing rather than leaving blanks', () => {
    const text = emergencyCardText({
      ...card,
      age: null,
      blood_group: null,
      allergies: [],
      contacts: [],
      medicines: [],
      abha_number: null,
      abha_address: null,
    });
    expect(text).toContain('Age: Not recorded');
    expect(text).toContain('Allergies: None recorded');
    expect(text).toContain('Emergency contacts:\nNone recorded');
    expect(text).toContain('ABHA number: Not recorded');
    expect(text).not.toContain('ABHA address');
  });

  it('fits a QR code however long the medicines, cutting them last', () => {
    const long = {
      ...card,
      name: 'आशा वर्मा'.repeat(10),
      allergies: Array.from({ length: 20 }, (_, i) => `एलर्जी ${i} `.padEnd(60, 'क')),
      medicines: Array.from({ length: 5 }, () => ({
        medications: 'x'.repeat(500),
        record_date: '2026-01-01',
      })),
    };
    const text = emergencyCardText(long);
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(EMERGENCY_CARD_QR_MAX_BYTES);
    expect(text.endsWith('…')).toBe(true);
    expect(text.startsWith('EMERGENCY CARD\nName: आशा')).toBe(true);
  });
});
