import { toastParts, type MessageRef, type ToastMessage } from '@sehat/shared';
import { messageText } from './i18n/messages';
import { localiseMessage } from './i18n/message-translator';
import { toast } from './toast';

/**
 * A catalogue message of docs/product.md#messages written 'Title: description' ('Upload failed: Failed to upload
 * files. Please try again.') as a toast's title and description; a message without ': ' is all title.
 */
export function catalogueParts(message: string): { title: string; description?: string } {
  const { title, description } = toastParts(message);
  return description ? { title, description } : { title };
}

/**
 * A toast's words in the UI's language, split into title and description at ': ' after translation: a key
 * with its values through `messageText`, a string through `localiseMessage` (a key, or an English sentence);
 * a title and description given apart stay apart.
 */
function toastWords(message: string | MessageRef | ToastMessage): { title: string; description?: string } {
  if (typeof message === 'object' && 'title' in message) {
    const title = messageText(message.title);
    return message.description ? { title, description: messageText(message.description) } : { title };
  }
  return catalogueParts(typeof message === 'string' ? localiseMessage(message) : messageText(message));
}

/** Shows a catalogue message (English text, a key, a key with values, or a title and description) as a destructive toast. */
export function toastError(message: string | MessageRef | ToastMessage): void {
  const { title, description } = toastWords(message);
  toast.error(title, description === undefined ? undefined : { description });
}

/** Shows a catalogue message as a success toast. */
export function toastSuccess(message: string | MessageRef | ToastMessage): void {
  const { title, description } = toastWords(message);
  toast.success(title, description === undefined ? undefined : { description });
}
