import { MESSAGE_GROUPS, type MessageKey } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUiLanguage, i18n, initI18n } from './i18n';
import { messageText } from './messages';

/** Every key of the typed shared table: the keys the API can send (a `MessageKey` is one of them). */
const ALL_KEYS = Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
  Object.entries(messages as Record<string, unknown>)
    .filter(([, text]) => typeof text === 'string')
    .map(([name]) => `${group}.${name}` as MessageKey),
);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('one message path: { key, values } shown in the patient language', () => {
  beforeAll(async () => {
    await initI18n();
    await changeUiLanguage('hi'); // loads the Hindi namespaces, kept after switching back
    await changeUiLanguage('en');
  });
  afterAll(() => changeUiLanguage('en'));

  it('shows a key with its values in English, the template of the shared table filled', () => {
    expect(messageText({ key: 'upload.filesUploaded', values: { count: 3 } })).toBe(
      'Files uploaded: Successfully uploaded 3 file(s).',
    );
    expect(messageText('claims.notFound')).toBe('Claim not found.');
  });

  it('shows the same key and values in Hindi, with the names as the patient gave them', async () => {
    await changeUiLanguage('hi');
    expect(messageText({ key: 'upload.filesUploaded', values: { count: 3 } })).toBe(
      'फ़ाइलें अपलोड हो गईं: 3 फ़ाइल(लें) अपलोड हो गईं।',
    );
    expect(
      messageText({ key: 'labReports.valueNotNumber', values: { test: 'HbA1c (Glycated haemoglobin)' } }),
    ).toBe('HbA1c (Glycated haemoglobin): नतीजा अंकों में डालें, जैसे 6.8 या 1,50,000।');
    expect(messageText({ key: 'sharing.wrongCode', values: { count: 4 } })).toBe(
      'कोड ग़लत है। 4 कोशिशें बाकी हैं।',
    );
    expect(
      messageText({ key: 'notifications.visitLine', values: { doctor: 'Dr. Rao', hospital: 'Fortis' } }),
    ).toBe('Dr. Rao, Fortis');
    await changeUiLanguage('en');
  });

  it.each(ALL_KEYS)('%s has an English and a Hindi entry with the same placeholders', (key) => {
    const [group, name] = key.split('.') as [string, string];
    const english = i18n.getResource('en', 'messages', `${group}.${name}`) as unknown;
    const hindi = i18n.getResource('hi', 'messages', `${group}.${name}`) as unknown;
    expect(typeof english).toBe('string');
    expect(typeof hindi).toBe('string');
    expect(placeholders(hindi as string)).toEqual(placeholders(english as string));
  });
});
