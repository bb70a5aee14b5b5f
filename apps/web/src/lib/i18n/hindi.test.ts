import {
  filesUploadedMessage,
  toastParts,
  unitMismatchMessage,
  NOTIFICATION_MESSAGES,
  UPLOAD_MESSAGES,
  wrongCodeMessage,
  valueNotNumberMessage,
} from '@sehat/shared';
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

  it("fills a template with names as they were, in a form field's message", () => {
    expect(translateHindiMessage(valueNotNumberMessage('HbA1c (Glycated haemoglobin)'))).toBe(
      'HbA1c (Glycated haemoglobin): नतीजा अंकों में डालें, जैसे 6.8 या 1,50,000।',
    );
    expect(translateHindiMessage(unitMismatchMessage('Fasting glucose', 'mg/dL'))).toBe(
      'Fasting glucose mg/dL में दर्ज होता है। अगर आपकी लैब ने कोई और यूनिट इस्तेमाल की है, तो इसे कस्टम टेस्ट के रूप में जोड़ें।',
    );
  });

  it('translates a template by its own text, to be filled by the caller, and does not read a short one into any sentence', () => {
    expect(translateHindiMessage(NOTIFICATION_MESSAGES.visitLine)).toBe('{{doctor}}, {{hospital}}');
    expect(translateHindiMessage('Dr. Rao at Fortis')).toBe('Dr. Rao at Fortis');
    expect(translateHindiMessage(wrongCodeMessage(4))).toBe('कोड ग़लत है। 4 कोशिशें बाकी हैं।');
    expect(translateHindiMessage(wrongCodeMessage(1))).toBe('कोड ग़लत है। 1 कोशिश बाकी है।');
  });

  it('leaves a sentence it does not know in English', () => {
    expect(translateHindiMessage('Something only the server says.')).toBe('Something only the server says.');
  });
});
