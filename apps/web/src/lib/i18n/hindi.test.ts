import { filesUploadedMessage, toastParts, UPLOAD_MESSAGES } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import { translateHindiMessage } from './hindi';

describe('translateHindiMessage', () => {
  it('translates a fixed sentence of the shared table, whole or as a toast part', () => {
    expect(translateHindiMessage(UPLOAD_MESSAGES.removed)).toBe('फ़ाइल हटा दी गई');
    const { title, description } = toastParts(UPLOAD_MESSAGES.uploadFailed);
    expect(translateHindiMessage(title)).toBe('अपलोड नहीं हुआ');
    expect(translateHindiMessage(description!)).toBe('फ़ाइलें अपलोड नहीं हो पाईं। फिर से कोशिश करें।');
  });

  it('translates a sentence made from a template with the same values, whole or as a toast part', () => {
    expect(translateHindiMessage(filesUploadedMessage(3))).toBe('फ़ाइलें अपलोड हो गईं: 3 फ़ाइल(लें) अपलोड हो गईं।');
    const { title, description } = toastParts(filesUploadedMessage(12));
    expect(translateHindiMessage(title)).toBe('फ़ाइलें अपलोड हो गईं');
    expect(translateHindiMessage(description!)).toBe('12 फ़ाइल(लें) अपलोड हो गईं।');
  });

  it('leaves a sentence it does not know in English', () => {
    expect(translateHindiMessage('Something only the server says.')).toBe('Something only the server says.');
  });
});
