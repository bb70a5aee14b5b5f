import { DEFAULT_TIME_ZONE } from '../constants.js';

const instant = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
});

/** An ISO instant in the patient's time zone: '6 Mar 2026, 10:00 am' (share expiry and opens). */
export function formatShareInstant(iso: string): string {
  return instant.format(new Date(iso));
}

/** The public page's banner: 'Shared by Asha Rani Verma until 6 Mar 2026, 10:00 am'. */
export function sharedByMessage(name: string, expiresAt: string): string {
  return `Shared by ${name} until ${formatShareInstant(expiresAt)}`;
}

/** A scope in a few words: 'Everything', or '2 records, 1 lab report, 1 file'. */
export function describeShareScope(
  scope:
    | { type: 'all' }
    | { type: 'items'; medical_record_ids: string[]; lab_report_ids: string[]; file_ids: string[] },
): string {
  if (scope.type === 'all') return 'Everything';
  const part = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);
  return [
    part(scope.medical_record_ids.length, 'record', 'records'),
    part(scope.lab_report_ids.length, 'lab report', 'lab reports'),
    part(scope.file_ids.length, 'file', 'files'),
  ]
    .filter(Boolean)
    .join(', ');
}
