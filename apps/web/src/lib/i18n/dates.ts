import { formatLongDate, formatShareInstant, formatShortDate } from '@sehat/shared';
import { patientTimeZone } from '../patient-today';
import { currentLanguage } from './i18n';

/**
 * Dates in the UI's language (docs/decisions/029-languages.md): 'Nov 23, 2026' or '23 नव॰ 2026' (Hindi month names, Western
 * digits). A component that shows one re-renders on a language switch through its `useTranslation`.
 */
export function shortDate(value: string): string {
  return formatShortDate(value, currentLanguage());
}

/** 'November 23, 2026' or '23 नवंबर 2026'. */
export function longDate(value: string): string {
  return formatLongDate(value, currentLanguage());
}

/** An ISO instant with its time, in the patient's time zone: '6 Mar 2026, 10:00 am' or '6 मार्च 2026, 10:00 am'. */
export function dateTime(iso: string): string {
  return formatShareInstant(iso, currentLanguage(), patientTimeZone());
}
