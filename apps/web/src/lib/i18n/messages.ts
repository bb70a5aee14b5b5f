import { messageCatalogue, toMessage, type MessageRef } from '@sehat/shared';
import { addEnglishNamespace, i18n } from './i18n';
import { setKeyResolver } from './message-translator';

/**
 * The shared table's messages as the i18next namespace `messages`: English from `packages/shared` (the product's sentences, verbatim), Hindi from `locales/hi/messages.json` (same keys, loaded with the other
 * Hindi namespaces). A refusal, a toast or a bell item carries `{ key, values }` and is shown with
 * `messageText` (docs/decisions/039-one-message-path.md).
 */
addEnglishNamespace('messages', messageCatalogue());

/** A message of the shared table in the UI's language, its template filled with its values. */
export function messageText(ref: MessageRef): string {
  const { key, values } = toMessage(ref);
  return i18n.t(key, { ns: 'messages', ...values });
}

setKeyResolver(messageText);
