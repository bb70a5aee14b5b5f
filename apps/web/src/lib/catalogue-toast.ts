import type { ToastMessage } from '@sehat/shared';
import { shown } from './i18n/messages';
import { toast } from './toast';

/**
 * Shows a toast a shared function words as its title and description messages (`pickedFilesProblem`,
 * `filesUploadedMessage`) as the product's destructive toast. The module that calls it adds the groups
 * the messages belong to (`messageGroup`).
 */
export function toastError({ title, description }: ToastMessage): void {
  toast.error(shown(title), description === undefined ? undefined : { description: shown(description) });
}

/** Shows a toast of the shared table (title and description messages) as a success toast. */
export function toastSuccess({ title, description }: ToastMessage): void {
  toast.success(shown(title), description === undefined ? undefined : { description: shown(description) });
}
