/**
 * How printed lab reports name, write and bound the catalogue's tests, for reading a report from a PDF or a
 * photo (docs/decisions/050-reading-documents.md). ONE table, next to the catalogue: for each catalogue code,
 * - `aliases`: names as Indian labs print them (matched after `normaliseTestName`: lower case, punctuation
 *   and brackets as spaces, OCR's 'l'/'I' for '1' in 'HbA1c'); the catalogue's own name always counts;
 * - `units`: unit spellings that mean exactly the catalogue's unit (after `normaliseUnit`); any other unit
 *   is kept as printed and the row is marked for checking (no conversion: the catalogue gives none);
 * - `plausible`: [min, max] a human value can take in the catalogue's unit; a value outside it is a misread
 *   (a lost decimal point) or a unit we do not convert, and is marked for checking.
 */
interface ReadingEntry {
  aliases: readonly string[];
  units?: readonly string[];
  plausible?: readonly [number, number];
}

const PER_CUMM_THOUSANDS = [
  '10^3/ul',
  'x10^3/ul',
  '10^3/µl',
  'x10^3/µl',
  'thou/mm3',
  'thou/cumm',
  '10^3/mm3',
];

export const LAB_READING_TABLE: Readonly<Record<string, ReadingEntry>> = {
  haemoglobin: {
    aliases: ['haemoglobin', 'hemoglobin', 'hb', 'hgb', 'haemoglobin hb'],
    units: ['g/dl', 'gm/dl', 'gm%'],
    plausible: [2, 25],
  },
  tlc: {
    aliases: [
      'total leucocyte count',
      'total leukocyte count',
      'tlc',
      'wbc count',
      'total wbc count',
      'wbc',
      'total count',
    ],
    units: PER_CUMM_THOUSANDS,
    plausible: [0.5, 200],
  },
  'rbc-count': {
    aliases: ['rbc count', 'red blood cell count', 'total rbc count', 'rbc'],
    units: ['10^6/ul', 'x10^6/ul', '10^6/µl', 'x10^6/µl', 'mill/mm3', 'mill/cumm', 'million/cumm'],
    plausible: [1, 9],
  },
  'platelet-count': {
    aliases: ['platelet count', 'platelets', 'plt'],
    units: PER_CUMM_THOUSANDS,
    plausible: [5, 1500],
  },
  pcv: {
    aliases: ['pcv', 'haematocrit', 'hematocrit', 'hct', 'packed cell volume'],
    units: ['%'],
    plausible: [10, 70],
  },
  mcv: { aliases: ['mcv', 'mean corpuscular volume'], units: ['fl'], plausible: [50, 130] },
  mch: {
    aliases: ['mch', 'mean corpuscular haemoglobin', 'mean corpuscular hemoglobin'],
    units: ['pg'],
    plausible: [15, 45],
  },
  mchc: {
    aliases: [
      'mchc',
      'mean corpuscular haemoglobin concentration',
      'mean corpuscular hemoglobin concentration',
    ],
    units: ['g/dl', 'gm/dl'],
    plausible: [25, 40],
  },
  'rdw-cv': { aliases: ['rdw cv', 'rdw', 'red cell distribution width'], units: ['%'], plausible: [8, 30] },
  neutrophils: { aliases: ['neutrophils', 'neutrophil', 'polymorphs'], units: ['%'], plausible: [0, 100] },
  lymphocytes: { aliases: ['lymphocytes', 'lymphocyte'], units: ['%'], plausible: [0, 100] },
  monocytes: { aliases: ['monocytes', 'monocyte'], units: ['%'], plausible: [0, 100] },
  eosinophils: { aliases: ['eosinophils', 'eosinophil'], units: ['%'], plausible: [0, 100] },
  basophils: { aliases: ['basophils', 'basophil'], units: ['%'], plausible: [0, 100] },
  esr: {
    aliases: ['esr', 'erythrocyte sedimentation rate'],
    units: ['mm/hr', 'mm/1st hr', 'mm/h'],
    plausible: [0, 150],
  },
  'total-cholesterol': {
    aliases: ['total cholesterol', 'cholesterol total', 'cholesterol', 's cholesterol', 'serum cholesterol'],
    units: ['mg/dl'],
    plausible: [50, 600],
  },
  triglycerides: {
    aliases: ['triglycerides', 'triglyceride', 'tg', 's triglycerides', 'serum triglycerides'],
    units: ['mg/dl'],
    plausible: [20, 3000],
  },
  'hdl-cholesterol': {
    aliases: ['hdl cholesterol', 'hdl', 'hdl c', 'cholesterol hdl', 'hdl cholesterol direct'],
    units: ['mg/dl'],
    plausible: [5, 150],
  },
  'ldl-cholesterol': {
    aliases: [
      'ldl cholesterol',
      'ldl',
      'ldl c',
      'cholesterol ldl',
      'ldl cholesterol calculated',
      'ldl cholesterol direct',
    ],
    units: ['mg/dl'],
    plausible: [5, 500],
  },
  'vldl-cholesterol': {
    aliases: ['vldl cholesterol', 'vldl', 'vldl c', 'cholesterol vldl'],
    units: ['mg/dl'],
    plausible: [2, 300],
  },
  'non-hdl-cholesterol': {
    aliases: ['non hdl cholesterol', 'non hdl', 'non hdl c'],
    units: ['mg/dl'],
    plausible: [20, 550],
  },
  'cholesterol-hdl-ratio': {
    aliases: ['cholesterol hdl ratio', 'total cholesterol hdl ratio', 'tc hdl ratio', 'chol hdl ratio'],
    units: ['', 'ratio'],
    plausible: [0.5, 20],
  },
  'bilirubin-total': {
    aliases: ['bilirubin total', 'total bilirubin', 's bilirubin total', 'serum bilirubin total'],
    units: ['mg/dl'],
    plausible: [0, 40],
  },
  'bilirubin-direct': {
    aliases: ['bilirubin direct', 'direct bilirubin', 'conjugated bilirubin'],
    units: ['mg/dl'],
    plausible: [0, 30],
  },
  'sgot-ast': {
    aliases: ['sgot', 'ast', 'sgot ast', 'ast sgot', 'aspartate aminotransferase'],
    units: ['u/l', 'iu/l'],
    plausible: [1, 5000],
  },
  'sgpt-alt': {
    aliases: ['sgpt', 'alt', 'sgpt alt', 'alt sgpt', 'alanine aminotransferase'],
    units: ['u/l', 'iu/l'],
    plausible: [1, 5000],
  },
  alp: {
    aliases: ['alkaline phosphatase', 'alp', 's alkaline phosphatase'],
    units: ['u/l', 'iu/l'],
    plausible: [10, 3000],
  },
  'total-protein': {
    aliases: ['total protein', 'total proteins', 'protein total', 's protein'],
    units: ['g/dl', 'gm/dl'],
    plausible: [2, 15],
  },
  albumin: {
    aliases: ['albumin', 's albumin', 'serum albumin'],
    units: ['g/dl', 'gm/dl'],
    plausible: [1, 8],
  },
  globulin: { aliases: ['globulin', 's globulin'], units: ['g/dl', 'gm/dl'], plausible: [0.5, 10] },
  urea: { aliases: ['urea', 'blood urea', 's urea', 'serum urea'], units: ['mg/dl'], plausible: [2, 400] },
  bun: { aliases: ['bun', 'blood urea nitrogen', 'urea nitrogen'], units: ['mg/dl'], plausible: [1, 200] },
  creatinine: {
    aliases: ['creatinine', 's creatinine', 'serum creatinine', 'creatinine serum'],
    units: ['mg/dl'],
    plausible: [0.1, 20],
  },
  'uric-acid': {
    aliases: ['uric acid', 's uric acid', 'serum uric acid'],
    units: ['mg/dl'],
    plausible: [0.5, 20],
  },
  sodium: {
    aliases: ['sodium', 'na', 's sodium', 'serum sodium', 'sodium na'],
    units: ['mmol/l', 'meq/l'],
    plausible: [100, 180],
  },
  potassium: {
    aliases: ['potassium', 'k', 's potassium', 'serum potassium', 'potassium k'],
    units: ['mmol/l', 'meq/l'],
    plausible: [1, 10],
  },
  chloride: {
    aliases: ['chloride', 'cl', 's chloride', 'serum chloride', 'chloride cl'],
    units: ['mmol/l', 'meq/l'],
    plausible: [60, 140],
  },
  hba1c: {
    aliases: [
      'hba1c',
      'glycated haemoglobin',
      'glycated hemoglobin',
      'glycosylated haemoglobin',
      'glycosylated hemoglobin',
      'glycosylated hb',
      'glycated hb',
      'a1c',
      'hb a1c',
    ],
    units: ['%'],
    plausible: [3, 20],
  },
  'fasting-glucose': {
    aliases: [
      'fasting blood sugar',
      'fbs',
      'glucose fasting',
      'fasting glucose',
      'fasting plasma glucose',
      'fpg',
      'blood sugar fasting',
      'plasma glucose fasting',
    ],
    units: ['mg/dl'],
    plausible: [20, 800],
  },
  'pp-glucose': {
    aliases: [
      'post prandial blood sugar',
      'ppbs',
      'glucose pp',
      'glucose post prandial',
      'postprandial glucose',
      'blood sugar pp',
      'plasma glucose pp',
      'pp blood sugar',
    ],
    units: ['mg/dl'],
    plausible: [20, 900],
  },
  'random-glucose': {
    aliases: ['random blood sugar', 'rbs', 'glucose random', 'random glucose', 'blood sugar random'],
    units: ['mg/dl'],
    plausible: [20, 900],
  },
  tsh: {
    aliases: ['tsh', 'thyroid stimulating hormone', 'tsh ultrasensitive', 'ultrasensitive tsh', 's tsh'],
    units: ['µiu/ml', 'uiu/ml', 'miu/l', 'μiu/ml'],
    plausible: [0.005, 150],
  },
  't3-total': {
    aliases: ['t3', 't3 total', 'total t3', 'triiodothyronine', 'total triiodothyronine'],
    units: ['ng/dl'],
    plausible: [20, 700],
  },
  't4-total': {
    aliases: ['t4', 't4 total', 'total t4', 'thyroxine', 'total thyroxine'],
    units: ['µg/dl', 'ug/dl', 'mcg/dl', 'μg/dl'],
    plausible: [0.5, 30],
  },
  'free-t3': { aliases: ['free t3', 'ft3', 't3 free'], units: ['pg/ml'], plausible: [0.5, 30] },
  'free-t4': { aliases: ['free t4', 'ft4', 't4 free'], units: ['ng/dl'], plausible: [0.1, 10] },
  'vitamin-d-25oh': {
    aliases: [
      'vitamin d 25 hydroxy',
      '25 hydroxy vitamin d',
      '25 oh vitamin d',
      'oh vitamin d',
      'vitamin d',
      'vitamin d total',
      'hydroxy vitamin d',
      'vitamin d3',
      '25 hydroxy cholecalciferol',
    ],
    units: ['ng/ml'],
    plausible: [2, 200],
  },
  'vitamin-b12': {
    aliases: ['vitamin b12', 'vit b12', 'b12', 'cyanocobalamin', 'cobalamin'],
    units: ['pg/ml'],
    plausible: [50, 3000],
  },
  'urine-ph': { aliases: ['ph', 'urine ph', 'reaction ph'], units: [''], plausible: [4, 9.5] },
  'urine-specific-gravity': {
    aliases: ['specific gravity', 'sp gravity', 'urine specific gravity'],
    units: [''],
    plausible: [1, 1.04],
  },
};
