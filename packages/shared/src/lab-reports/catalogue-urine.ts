import { labPanel, panelTests } from './catalogue-types.js';

/**
 * Urine routine and microscopy. Dipstick results and cell counts per high
 * power field are recorded as the lab prints them ('Nil', 'Trace', '1+',
 * '2-4'), so they are text tests with the usual normal finding beside them;
 * pH and specific gravity are numeric. Sources in `catalogue.ts`.
 */
export const URINE_TESTS = panelTests(labPanel('urine'), [
  {
    code: 'urine-colour',
    name: 'Urine Colour',
    loinc: '5778-6',
    unit: '',
    kind: 'text',
    normalText: 'Pale yellow',
    hintHi: 'पेशाब का रंग',
  },
  {
    code: 'urine-appearance',
    name: 'Urine Appearance',
    loinc: '5767-9',
    unit: '',
    kind: 'text',
    normalText: 'Clear',
    hintHi: 'पेशाब साफ़ है या धुंधला',
  },
  {
    code: 'urine-ph',
    name: 'Urine pH',
    loinc: '5803-2',
    unit: '',
    kind: 'numeric',
    range: { low: 4.5, high: 8 },
    hintHi: 'पेशाब में एसिड कितना है (कितना खट्टा है)',
  },
  {
    code: 'urine-specific-gravity',
    name: 'Urine Specific Gravity',
    loinc: '5811-5',
    unit: '',
    kind: 'numeric',
    range: { low: 1.005, high: 1.03 },
    hintHi: 'पेशाब कितना गाढ़ा है; पानी कम पीने पर बढ़ता है',
  },
  {
    code: 'urine-protein',
    name: 'Urine Protein (Albumin)',
    loinc: '20454-5',
    unit: '',
    kind: 'text',
    normalText: 'Nil',
    hintHi: 'पेशाब में प्रोटीन; आम तौर पर नहीं होना चाहिए, किडनी की जाँच',
  },
  {
    code: 'urine-glucose',
    name: 'Urine Glucose (Sugar)',
    loinc: '25428-4',
    unit: '',
    kind: 'text',
    normalText: 'Nil',
    hintHi: 'पेशाब में शुगर; आम तौर पर नहीं होनी चाहिए',
  },
  {
    code: 'urine-ketones',
    name: 'Urine Ketones',
    loinc: '2514-8',
    unit: '',
    kind: 'text',
    normalText: 'Nil',
    hintHi: 'पेशाब में कीटोन; बेकाबू शुगर या लंबे उपवास में आते हैं',
  },
  {
    code: 'urine-pus-cells',
    name: 'Urine Pus Cells (WBC)',
    loinc: '5821-4',
    unit: '/hpf',
    kind: 'text',
    normalText: '0-5',
    hintHi: 'पेशाब में पस सेल; ज़्यादा हों तो पेशाब में इन्फ़ेक्शन हो सकता है',
  },
  {
    code: 'urine-rbc',
    name: 'Urine RBCs',
    loinc: '13945-1',
    unit: '/hpf',
    kind: 'text',
    normalText: '0-2',
    hintHi: 'पेशाब में खून की लाल कोशिकाएँ; आम तौर पर नहीं के बराबर होती हैं',
  },
]);
