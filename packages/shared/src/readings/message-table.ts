/**
 * Sentences of the Readings page and its API (docs/decisions/052-readings.md): a table-only file, registered
 * in `message-catalogue.ts` as the `readings` group; the web's Hindi `messages` namespace has the same keys.
 */
export const READING_MESSAGES = {
  kindInvalid: 'Choose what you measured: blood pressure, sugar, weight, SpO₂, temperature or heart rate.',
  takenAtInvalid: 'Enter the date and time of the reading.',
  takenAtFuture: 'A reading cannot be dated in the future.',
  valueNotNumber: 'Enter the reading as a number.',
  systolicOutOfRange: 'The upper (systolic) number must be between 50 and 280 mmHg.',
  diastolicOutOfRange: 'The lower (diastolic) number must be between 30 and 200 mmHg.',
  diastolicNotBelowSystolic: 'The lower (diastolic) number must be below the upper (systolic) one.',
  pulseOutOfRange: 'The pulse must be between 20 and 250 per minute.',
  glucoseOutOfRange: 'Blood sugar must be between 20 and 1000 mg/dL.',
  glucoseContextInvalid:
    'Choose when the sugar was measured: fasting, before a meal, after a meal or random.',
  weightOutOfRange: 'Weight must be between 0.5 and 350 kg.',
  spo2OutOfRange: 'SpO₂ must be between 50 and 100 %.',
  temperatureOutOfRange: 'Temperature must be between 30 and 45 °C (86 and 113 °F).',
  temperatureUnitInvalid: 'Choose °C or °F.',
  heartRateOutOfRange: 'Heart rate must be between 20 and 250 per minute.',
  rangeInvalid: 'The start of the period must be before its end.',
  csvEmpty: 'The file holds no readings: a header row and at least one reading are needed.',
  csvWrongColumns:
    'The file’s columns must be date, time, systolic, diastolic and pulse, or date, time, glucose and context.',
  csvTooManyRows: 'A file can hold at most {{max}} readings. Please split it.',
  csvFormula: 'Row {{row}} holds a formula. Only dates, times and numbers can be imported.',
  csvRowInvalid: 'Row {{row}}: please check its date (yyyy-MM-dd), time (HH:mm) and numbers.',
  csvTooLarge: 'The file must be smaller than 10 MB.',
  imported: '{{count}} readings imported.',
  importFailed: 'Failed to import the file. Please try again.',
  notFound: 'Reading not found.',
  saved: 'Reading saved.',
  deleted: 'Reading deleted.',
  loadFailed: 'Couldn’t load your readings.',
  saveFailed: 'Failed to save the reading. Please try again.',
  deleteFailed: 'Failed to delete the reading. Please try again.',
} as const;
