import type { Language } from '@sehat/shared';

/** Every fixed text of the health summary PDF, in one language. */
export interface SummaryText {
  title: (name: string) => string;
  heading: string;
  generatedOn: (name: string, date: string) => string;
  notRecorded: string;
  none: string;
  primary: (name: string) => string;
  years: (age: number) => string;
  flags: Record<string, string>;
  sections: {
    profile: string;
    emergency: string;
    medicines: string;
    records: string;
    lab: string;
    claims: string;
  };
  facts: {
    name: string;
    patientId: string;
    dateOfBirth: string;
    age: string;
    bloodGroup: string;
    abhaNumber: string;
    abhaAddress: string;
    mobile: string;
    email: string;
    allergies: string;
    chronicConditions: string;
  };
  empty: { contacts: string; medicines: string; records: string; lab: string };
  columns: {
    contacts: [string, string, string];
    medicines: [string, string, string];
    records: [string, string, string, string, string, string];
    lab: [string, string, string, string, string];
    claims: [string, string, string, string, string];
  };
  footnote: string;
}

/**
 * The summary's texts in the patient's language (docs/decisions/029-languages.md: "every … in that language"); the patient's own
 * entries, test names and codes stay as written. Hindi as a patient reads it, medical words as Indian
 * doctors and labs write them.
 */
export const SUMMARY_TEXTS: Record<Language, SummaryText> = {
  en: {
    title: (name) => `Health summary of ${name}`,
    heading: 'Sehat health summary',
    generatedOn: (name, date) => `${name} · generated on ${date}`,
    notRecorded: 'Not recorded',
    none: 'None',
    primary: (name) => `${name} (primary)`,
    years: (age) => `${age} years`,
    flags: { high: 'High', low: 'Low', normal: 'Normal' },
    sections: {
      profile: 'Profile',
      emergency: 'Emergency card',
      medicines: 'Current medicines',
      records: 'Medical records',
      lab: 'Lab results',
      claims: 'Insurance claims',
    },
    facts: {
      name: 'Name',
      patientId: 'Patient ID',
      dateOfBirth: 'Date of birth',
      age: 'Age',
      bloodGroup: 'Blood group',
      abhaNumber: 'ABHA number',
      abhaAddress: 'ABHA address',
      mobile: 'Mobile',
      email: 'Email',
      allergies: 'Allergies',
      chronicConditions: 'Chronic conditions',
    },
    empty: {
      contacts: 'No emergency contacts.',
      medicines: 'No medicines recorded.',
      records: 'No medical records.',
      lab: 'No lab results.',
    },
    columns: {
      contacts: ['Emergency contact', 'Relationship', 'Phone'],
      medicines: ['Medicines', 'Prescribed', 'Doctor'],
      records: ['Visit date', 'Hospital', 'Doctor', 'Diagnosis', 'Medicines', 'Follow-up'],
      lab: ['Test', 'Unit', 'Date', 'Value', 'Flag'],
      claims: ['Claim ID', 'Date', 'Hospital', 'Amount', 'Status'],
    },
    footnote: 'Self-reported by the patient in Sehat. Not a substitute for the original medical documents.',
  },
  hi: {
    title: (name) => `${name} का हेल्थ सारांश`,
    heading: 'Sehat हेल्थ सारांश',
    generatedOn: (name, date) => `${name} · ${date} को बना`,
    notRecorded: 'दर्ज नहीं',
    none: 'कोई नहीं',
    primary: (name) => `${name} (मुख्य)`,
    years: (age) => `${age} साल`,
    flags: { high: 'ज़्यादा', low: 'कम', normal: 'सामान्य' },
    sections: {
      profile: 'प्रोफ़ाइल',
      emergency: 'इमरजेंसी कार्ड',
      medicines: 'अभी की दवाइयाँ',
      records: 'मेडिकल रिकॉर्ड',
      lab: 'लैब के नतीजे',
      claims: 'इंश्योरेंस क्लेम',
    },
    facts: {
      name: 'नाम',
      patientId: 'मरीज़ ID',
      dateOfBirth: 'जन्म तिथि',
      age: 'उम्र',
      bloodGroup: 'ब्लड ग्रुप',
      abhaNumber: 'ABHA नंबर',
      abhaAddress: 'ABHA पता',
      mobile: 'मोबाइल',
      email: 'ई-मेल',
      allergies: 'एलर्जी',
      chronicConditions: 'पुरानी बीमारियाँ',
    },
    empty: {
      contacts: 'कोई इमरजेंसी संपर्क नहीं।',
      medicines: 'कोई दवा दर्ज नहीं।',
      records: 'कोई मेडिकल रिकॉर्ड नहीं।',
      lab: 'लैब का कोई नतीजा नहीं।',
    },
    columns: {
      contacts: ['इमरजेंसी संपर्क', 'रिश्ता', 'फ़ोन'],
      medicines: ['दवाइयाँ', 'लिखी गईं', 'डॉक्टर'],
      records: ['विज़िट की तारीख़', 'अस्पताल', 'डॉक्टर', 'निदान', 'दवाइयाँ', 'फ़ॉलो-अप'],
      lab: ['टेस्ट', 'यूनिट', 'तारीख़', 'नतीजा', 'फ़्लैग'],
      claims: ['क्लेम ID', 'तारीख़', 'अस्पताल', 'रकम', 'स्थिति'],
    },
    footnote: 'यह जानकारी मरीज़ ने ख़ुद Sehat में दर्ज की है। यह असली मेडिकल दस्तावेज़ों की जगह नहीं ले सकती।',
  },
};
