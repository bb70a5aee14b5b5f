/**
 * The lab test catalogue: the common Indian panels (CBC, lipid profile, LFT,
 * KFT/RFT, blood sugar and HbA1c, thyroid, vitamin D and B12, urine routine),
 * each test with a stable code, the name Indian labs print, its LOINC code
 * (loinc.org), its usual unit in India, an adult reference range and a short
 * Hindi hint (docs/product.md#screens-added-since-the-first-version "Lab reports", docs/decisions/029-languages.md).
 *
 * Sources of the reference ranges (adults; used ONLY to flag values High/Low):
 * - HbA1c and plasma glucose: American Diabetes Association, Standards of Care
 *   in Diabetes 2024, docs/product.md#screens-and-routes "Diagnosis and Classification" (normal HbA1c < 5.7 %,
 *   fasting < 100 mg/dL, 2-h < 140 mg/dL); 70 mg/dL as the floor is the ADA's
 *   level 1 hypoglycaemia threshold (docs/product.md#roles-and-access).
 * - Lipids: NCEP ATP III (2002) desirable/optimal levels: total cholesterol
 *   < 200, LDL < 100, triglycerides < 150, non-HDL < 130 mg/dL; HDL 'low'
 *   below 40 mg/dL in men and 50 mg/dL in women (ATP III metabolic-syndrome
 *   criteria).
 * - 25-OH vitamin D: Endocrine Society Clinical Practice Guideline 2011
 *   (Holick et al.): deficiency < 20, insufficiency 21–29, sufficiency
 *   30–100 ng/mL.
 * - Everything else (CBC, LFT, KFT, electrolytes, thyroid, B12, urine pH and
 *   specific gravity, VLDL, cholesterol/HDL ratio): the adult ranges printed
 *   by typical Indian reference laboratories for the usual automated analysers
 *   and immunoassays.
 *
 * Ranges are written as inclusive bounds. A guideline's strict '< X' for a
 * result labs print in whole numbers (cholesterol, glucose) is stored as
 * X − 1, and HbA1c's '< 5.7' as 5.6, so the boundary value itself is flagged
 * as the guideline says. The lab's own printed range always overrides the
 * catalogue's: the patient may type it on the result row.
 */
import { CBC_TESTS } from './catalogue-blood.js';
import { KFT_TESTS, LFT_TESTS, LIPID_TESTS } from './catalogue-chemistry.js';
import { DIABETES_TESTS, THYROID_TESTS, VITAMIN_TESTS } from './catalogue-hormones.js';
import type { LabPanelCode, LabTest } from './catalogue-types.js';
import { URINE_TESTS } from './catalogue-urine.js';

export * from './catalogue-types.js';

/** Every catalogue test, grouped by panel in `LAB_PANELS` order. */
export const LAB_TESTS: readonly LabTest[] = [
  ...CBC_TESTS,
  ...LIPID_TESTS,
  ...LFT_TESTS,
  ...KFT_TESTS,
  ...DIABETES_TESTS,
  ...THYROID_TESTS,
  ...VITAMIN_TESTS,
  ...URINE_TESTS,
];

const BY_CODE = new Map(LAB_TESTS.map((test) => [test.code, test]));

/** The catalogue test with this code, or undefined for a code the catalogue does not know. */
export function findLabTest(code: string): LabTest | undefined {
  return BY_CODE.get(code);
}

/** True when `code` names a catalogue test. */
export function isLabTestCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** The tests of one panel, in catalogue order. */
export function labTestsOfPanel(panel: LabPanelCode): LabTest[] {
  return LAB_TESTS.filter((test) => test.panel === panel);
}
