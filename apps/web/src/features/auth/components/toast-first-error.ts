import { GENERAL_MESSAGES } from '@sehat/shared';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { i18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { fieldErrorText, messageGroup } from '@/lib/i18n/messages';

const generalMessages = messageGroup('general', GENERAL_MESSAGES);

/**
 * Shows the form's one validation message as the product's destructive toast
 * titled 'Error' (docs/product.md#validation-rules: "All landing-page form errors appear as a
 * destructive toast titled Error"). The shared schemas report one issue at a time.
 */
export function toastFirstError<T extends FieldValues>(errors: FieldErrors<T>): void {
  const first = Object.values(errors).find((error) => typeof error?.message === 'string');
  const description =
    typeof first?.message === 'string' ? fieldErrorText(first.message) : i18n.t('formErrors.checkTheForm');
  toast.error(generalMessages.errorTitle, { description });
}
