import { zodResolver } from '@hookform/resolvers/zod';
import { createLabReportSchema, LAB_REPORT_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';
import type { Resolver } from 'react-hook-form';
import type { LabReportFormValues } from './api/lab-report-form-values';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('labReports', LAB_REPORT_MESSAGES);

/*
 * The lab report form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/**
 * The form checked with the shared `createLabReportSchema` for `today` (`yyyy-MM-dd`, India's time zone):
 * the report date may not come after it. The schema takes the typed text (numbers as strings), hence the cast.
 */
export function labReportResolver(today: string): Resolver<LabReportFormValues> {
  return zodResolver(createLabReportSchema(today)) as unknown as Resolver<LabReportFormValues>;
}
