import type { MESSAGE_GROUPS, Message, MessageRef, MessageValues } from '@sehat/shared';
import { addEnglishMessages, i18n } from './i18n';

/**
 * Messages of the shared table (`packages/shared/src/message-catalogue.ts`) on screen, as the i18next
 * namespace `messages` (docs/decisions/039-one-message-path.md). A refusal, a toast and a bell item carry
 * `{ key, values }` from the service to the screen, which shows `t(key, values)` in the patient's
 * language; nothing here reads English to find a key.
 *
 * Hindi is `locales/hi/messages.json`, loaded with the other Hindi namespaces. English is never loaded as
 * a whole table: a module that shows a group's messages takes them from `messageGroup`, which adds that
 * group's English (already in the module's chunk, as the shared constant) to the namespace; a refusal
 * brings its English along (the envelope's `message`, `english` below).
 */

/** A message to show: a key of the shared table, its values, and its English when the group may not be added. */
export interface ShownMessage {
  key: string;
  values?: MessageValues | undefined;
  /** The English filled in (a refusal's `message`), shown when neither language has the key. */
  english?: string | undefined;
}

/** Words on screen: text already in the UI's language (a feature namespace's `t()`), or a message to show. */
export type Words = string | ShownMessage;

type Groups = typeof MESSAGE_GROUPS;
type GroupName = keyof Groups & string;
type StringNames<T> = { [N in keyof T]: T[N] extends string ? N : never }[keyof T] & string;

/** `{ name: { key: 'group.name' } }` for every sentence of a group. */
export type GroupMessages<G extends GroupName> = {
  readonly [N in StringNames<Groups[G]>]: Message & { key: `${G}.${N}` };
};

/**
 * The messages of one group of the shared table, by name (`messageGroup('claims', CLAIM_MESSAGES).deleted`
 * is `{ key: 'claims.deleted' }`), after adding the group's English to the namespace: a module holds a
 * group's keys only through here, so their English is on the page whenever it can show them.
 */
export function messageGroup<G extends GroupName>(group: G, table: Groups[G]): GroupMessages<G> {
  const english: Record<string, string> = {};
  const keys: Record<string, Message> = {};
  for (const [name, text] of Object.entries(table as Record<string, unknown>)) {
    if (typeof text !== 'string') continue;
    english[name] = text;
    keys[name] = { key: `${group}.${name}` as Message['key'] };
  }
  addEnglishMessages({ [group]: english });
  return keys as GroupMessages<G>;
}

/** A message of the shared table with its values (`withValues(M.filesUploaded, { count: 3 })`). */
export function withValues<M extends Message>(message: M, values: MessageValues): M {
  return { ...message, values };
}

/** `{ key, values }` of a message given as a key or as a Message (a shared function's `MessageRef`). */
export function shown(ref: MessageRef): ShownMessage {
  return typeof ref === 'string' ? { key: ref } : ref;
}

/** A message in the UI's language, its template filled with its values: `t(key, values)`. */
export function messageText({ key, values, english }: ShownMessage): string {
  return i18n.t(key, { ns: 'messages', ...values, defaultValue: english ?? key });
}

/** Words as text in the UI's language. */
export function wordsText(words: Words): string {
  return typeof words === 'string' ? words : messageText(words);
}

/**
 * A form field's error as text: a shared schema's zod message is a key of the table (its group added by
 * the form's module); a message the form wrote itself is text already.
 */
export function fieldErrorText(error: string, values?: MessageValues): string {
  return i18n.exists(error, { ns: 'messages' }) ? messageText({ key: error, values }) : error;
}
