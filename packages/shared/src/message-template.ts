import type { Message, MessageKey } from './message-catalogue.js';

/**
 * A placeholder of a message template (`{{count}}`, `{{test}}`): a sentence of the shared table that holds
 * values. The table keeps the template, a translation keeps the placeholders, and the sentence is filled
 * where it is said (the API, or the web app in the patient's language).
 */
export const TEMPLATE_PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** `template` with each `{{name}}` replaced by `values[name]`. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(TEMPLATE_PLACEHOLDER, (_, name: string) => String(values[name]));
}

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
