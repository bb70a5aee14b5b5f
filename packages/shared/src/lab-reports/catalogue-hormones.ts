import { labPanel, panelTests } from './catalogue-types.js';

/**
 * Blood sugar (ADA Standards of Care in Diabetes 2024, docs/product.md#screens-and-routes: normal HbA1c
 * < 5.7 %, fasting plasma glucose < 100 mg/dL, 2-h glucose < 140 mg/dL;
 * below 70 mg/dL is hypoglycaemia), thyroid (typical Indian reference
 * laboratories' printed ranges for immunoassays) and vitamins (Endocrine
 * Society 2011 for 25-OH vitamin D). Sources in `catalogue.ts`.
 */
export const DIABETES_TESTS = panelTests(labPanel('diabetes'), [
  {
    code: 'hba1c',
    name: 'HbA1c (Glycated haemoglobin)',
    loinc: '4548-4',
    unit: '%',
    kind: 'numeric',
    range: { high: 5.6 },
    hintHi: 'पिछले 2-3 महीनों की औसत शुगर',
  },
  {
    code: 'fasting-glucose',
    name: 'Fasting Plasma Glucose (FBS)',
    loinc: '1558-6',
    unit: 'mg/dL',
    kind: 'numeric',
    range: { low: 70, high: 99 },
    hintHi: 'खाली पेट (8-10 घंटे कुछ न खाने के बाद) खून में शुगर',
  },
  {
    code: 'pp-glucose',
    name: 'Post-Prandial Plasma Glucose (2-h PP)',
    loinc: '1521-4',
    unit: 'mg/dL',
    kind: 'numeric',
    range: { low: 70, high: 139 },
    hintHi: 'खाना खाने के 2 घंटे बाद खून में शुगर',
  },
  {
    code: 'random-glucose',
    name: 'Random Plasma Glucose (RBS)',
    loinc: '2345-7',
    unit: 'mg/dL',
    kind: 'numeric',
    range: { low: 70, high: 139 },
    hintHi: 'दिन में किसी भी समय खून में शुगर',
  },
]);

export const THYROID_TESTS = panelTests(labPanel('thyroid'), [
  {
    code: 'tsh',
    name: 'TSH (Thyroid Stimulating Hormone)',
    loinc: '3016-3',
    unit: 'µIU/mL',
    kind: 'numeric',
    range: { low: 0.27, high: 4.2 },
    hintHi: 'थायरॉइड को चलाने वाला हार्मोन; ज़्यादा हो तो अक्सर थायरॉइड कम काम कर रहा होता है',
  },
  {
    code: 't3-total',
    name: 'Total T3 (Triiodothyronine)',
    loinc: '3053-6',
    unit: 'ng/dL',
    kind: 'numeric',
    range: { low: 80, high: 200 },
    hintHi: 'थायरॉइड का हार्मोन T3 (कुल मात्रा)',
  },
  {
    code: 't4-total',
    name: 'Total T4 (Thyroxine)',
    loinc: '3026-2',
    unit: 'µg/dL',
    kind: 'numeric',
    range: { low: 5.1, high: 14.1 },
    hintHi: 'थायरॉइड का हार्मोन T4 (कुल मात्रा)',
  },
  {
    code: 'free-t3',
    name: 'Free T3 (FT3)',
    loinc: '3051-0',
    unit: 'pg/mL',
    kind: 'numeric',
    range: { low: 2, high: 4.4 },
    hintHi: 'खून में खुला (फ़्री) T3 हार्मोन, जो सीधे काम आता है',
  },
  {
    code: 'free-t4',
    name: 'Free T4 (FT4)',
    loinc: '3024-7',
    unit: 'ng/dL',
    kind: 'numeric',
    range: { low: 0.93, high: 1.7 },
    hintHi: 'खून में खुला (फ़्री) T4 हार्मोन, जो सीधे काम आता है',
  },
]);

export const VITAMIN_TESTS = panelTests(labPanel('vitamins'), [
  {
    code: 'vitamin-d-25oh',
    name: 'Vitamin D (25-OH)',
    loinc: '62292-8',
    unit: 'ng/mL',
    kind: 'numeric',
    range: { low: 30, high: 100 },
    hintHi: 'विटामिन D; हड्डियों की मज़बूती के लिए ज़रूरी, धूप से बनता है',
  },
  {
    code: 'vitamin-b12',
    name: 'Vitamin B12',
    loinc: '2132-9',
    unit: 'pg/mL',
    kind: 'numeric',
    range: { low: 197, high: 771 },
    hintHi: 'विटामिन B12; नसों और खून बनने के लिए ज़रूरी, शाकाहारियों में अक्सर कम',
  },
]);
