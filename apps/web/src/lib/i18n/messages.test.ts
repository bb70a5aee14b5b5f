import { CLAIM_MESSAGES, LAB_REPORT_MESSAGES, SHARE_MESSAGES, UPLOAD_MESSAGES } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUiLanguage, i18n, initI18n } from './i18n';
import { messageGroup, messageText, withValues, wordsText } from './messages';

const upload = messageGroup('upload', UPLOAD_MESSAGES);
const claims = messageGroup('claims', CLAIM_MESSAGES);
const labReports = messageGroup('labReports', LAB_REPORT_MESSAGES);
const sharing = messageGroup('sharing', SHARE_MESSAGES);

describe('one message path: { key, values } shown in the patient language', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterAll(() => changeUiLanguage('en'));

  it('names a message of a group by its key, and adds only that group to the English namespace', () => {
    expect(claims.notFound).toEqual({ key: 'claims.notFound' });
    expect(i18n.getResource('en', 'messages', 'claims.notFound')).toBe('Claim not found.');
    expect(i18n.getResource('en', 'messages', 'profile.notFound')).toBeUndefined();
  });

  it('shows a key with its values in English, the template of the shared table filled', () => {
    expect(messageText(withValues(upload.filesUploaded, { count: 3 }))).toBe(
      'Successfully uploaded 3 file(s).',
    );
    expect(messageText(claims.notFound)).toBe('Claim not found.');
  });

  it('shows a refusal of a group no module added by the English the server sent with it', () => {
    const refusal = { key: 'abha.notFound', english: 'ABHA details not found.' };
    expect(messageText(refusal)).toBe('ABHA details not found.');
  });

  it('shows the same key and values in Hindi, with the names as the patient gave them', async () => {
    await changeUiLanguage('hi');
    expect(messageText(withValues(upload.filesUploaded, { count: 3 }))).toBe('3 फ़ाइल(लें) अपलोड हो गईं।');
    expect(messageText(withValues(labReports.valueNotNumber, { test: 'HbA1c (Glycated haemoglobin)' }))).toBe(
      'HbA1c (Glycated haemoglobin): नतीजा अंकों में डालें, जैसे 6.8 या 1,50,000।',
    );
    expect(messageText(withValues(sharing.wrongCode, { count: 4 }))).toBe('कोड ग़लत है। 4 कोशिशें बाकी हैं।');
    expect(
      messageText({ key: 'notifications.visitLine', values: { doctor: 'Dr. Rao', hospital: 'Fortis' } }),
    ).toBe('Dr. Rao, Fortis');
    // A refusal's English is only the fallback: the Hindi table has the key.
    expect(messageText({ key: 'abha.notFound', english: 'ABHA details not found.' })).not.toContain(
      'ABHA details',
    );
    // Text a feature namespace already translated is shown as it is.
    expect(wordsText('पहले से अनुवादित')).toBe('पहले से अनुवादित');
    await changeUiLanguage('en');
  });
});
