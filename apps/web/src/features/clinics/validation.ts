import { zodResolver } from '@hookform/resolvers/zod';
import {
  createClinicSchema,
  parseRating,
  type CreateClinic,
  CLINIC_MESSAGES,
  REQUEST_MESSAGES,
} from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';
import type { Resolver, ResolverResult } from 'react-hook-form';
import type { ClinicFormValues } from './api/create-clinic';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('clinics', CLINIC_MESSAGES);
messageGroup('request', REQUEST_MESSAGES);

/*
 * The clinic form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

const clinicResolver = zodResolver(createClinicSchema);

/**
 * The form checked by the server's own schema (`createClinicSchema`, docs/product.md#clinic-fields); the
 * rating text becomes a number first, non-numeric or empty as 0 (`parseRating`). The errors are
 * keyed by the same field names, so the schema's result is the form's.
 */
export const clinicFormResolver: Resolver<ClinicFormValues, unknown, CreateClinic> = async (
  values,
  context,
  options,
) => {
  const result = await clinicResolver(
    { ...values, rating: parseRating(values.rating) },
    context,
    options as unknown as Parameters<typeof clinicResolver>[2],
  );
  return result as ResolverResult<ClinicFormValues, CreateClinic>;
};
