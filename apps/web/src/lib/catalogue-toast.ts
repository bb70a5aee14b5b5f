import { toastParts } from '@sehat/shared';
import { toast } from './toast';

/**
 * A catalogue message of docs/product.md#messages written 'Title: description' ('Upload failed: Failed to upload
 * files. Please try again.') as a toast's title and description; a message without ': ' is all title.
 */
export function catalogueParts(message: string): { title: string; description?: string } {
  const { title, description } = toastParts(message);
  return description ? { title, description } : { title };
}

/** Shows a catalogue message as a destructive toast. */
export function toastError(message: string): void {
  const { title, description } = catalogueParts(message);
  toast.error(title, description === undefined ? undefined : { description });
}

/** Shows a catalogue message as a success toast. */
export function toastSuccess(message: string): void {
  const { title, description } = catalogueParts(message);
  toast.success(title, description === undefined ? undefined : { description });
}
