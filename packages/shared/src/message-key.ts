import type { Message, MessageKey } from './message-catalogue.js';

/**
 * A key of the shared table, checked by the compiler: a shared schema's zod message is one, so a refusal
 * carries the key of its message to the API's envelope and to the form (the screen shows it translated).
 */
export function messageKey<K extends MessageKey>(key: K): K {
  return key;
}

/**
 * A zod issue's `message` and `params` for a message with values: the key as the message and the values in
 * `params.values` (zod keeps `params` on a custom issue: `refine`, `addIssue`). The API's envelope and a form
 * read them back as `{ key, values }`.
 */
export function keyedIssue(message: Message): {
  message: MessageKey;
  params?: { values: Message['values'] };
} {
  return message.values
    ? { message: message.key, params: { values: message.values } }
    : { message: message.key };
}
