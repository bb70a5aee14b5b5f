import { zodResolver } from '@hookform/resolvers/zod';
import {
  createMedicalRecordSchema,
  recordDateProblem,
  MEDICAL_HISTORY_MESSAGES,
  MEDICAL_RECORD_API_MESSAGES,
} from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';
import { patientToday } from '@/lib/patient-today';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);
messageGroup('medicalRecords', MEDICAL_RECORD_API_MESSAGES);

/*
 * The medical-history form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** The shared schema plus the rule that needs today's date, as the server applies it (scope 5). */
export const medicalRecordResolver = zodResolver(
  createMedicalRecordSchema.superRefine((record, ctx) => {
    const problem = recordDateProblem(record.record_date, patientToday());
    if (problem) ctx.addIssue({ code: 'custom', path: ['record_date'], message: problem });
  }),
);
