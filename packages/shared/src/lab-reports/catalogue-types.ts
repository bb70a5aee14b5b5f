import type { CatalogueRange } from './flags.js';

/** The panels of the catalogue, in the order the form offers them. */
export const LAB_PANELS = [
  { code: 'cbc', name: 'Complete Blood Count (CBC)' },
  { code: 'lipid', name: 'Lipid Profile' },
  { code: 'lft', name: 'Liver Function Test (LFT)' },
  { code: 'kft', name: 'Kidney Function Test (KFT/RFT)' },
  { code: 'diabetes', name: 'Blood Sugar and HbA1c' },
  { code: 'thyroid', name: 'Thyroid Profile' },
  { code: 'vitamins', name: 'Vitamins' },
  { code: 'urine', name: 'Urine Routine and Microscopy' },
] as const;
export type LabPanel = (typeof LAB_PANELS)[number];
export type LabPanelCode = LabPanel['code'];

/** 'numeric' results are numbers checked against a range; 'text' results are words or counts ('Nil', '2-4'). */
type LabTestKind = 'numeric' | 'text';

/** One test as the catalogue file writes it; its panel is added by `panelTests`. */
export interface LabTestDefinition {
  /** Stable kebab-case slug stored with each result ('hba1c'); never renamed. */
  code: string;
  /** The standard English name as Indian labs print it ('SGPT (ALT)'). */
  name: string;
  /** LOINC code of the observation (loinc.org), e.g. '4548-4'. */
  loinc: string;
  /** The usual unit in India; '' only for dimensionless results (pH, specific gravity, ratios, urine colour). */
  unit: string;
  kind: LabTestKind;
  /** Adult reference range for flagging (numeric tests); see the source notes in `catalogue.ts`. */
  range?: CatalogueRange;
  /** What a lab prints as normal for a text test ('Nil', '0-5'), shown beside the value; never used to flag. */
  normalText?: string;
  /** A short everyday-Hindi explanation of what the test measures (docs/decisions/029-languages.md). */
  hintHi: string;
}

/** A catalogue test with its panel. */
export interface LabTest extends LabTestDefinition {
  panel: LabPanelCode;
  panelName: string;
}

/** Stamps the panel's code and name on each of its tests. */
export function panelTests(panel: LabPanel, tests: readonly LabTestDefinition[]): LabTest[] {
  return tests.map((test) => ({ ...test, panel: panel.code, panelName: panel.name }));
}

/** The panel with this code (the list is constant, so a known code always finds one). */
export function labPanel(code: LabPanelCode): LabPanel {
  return LAB_PANELS.find((panel) => panel.code === code) as LabPanel;
}
