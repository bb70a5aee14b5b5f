import { describe, expect, it } from 'vitest';
import { canSubmitPasswordChange } from './edit-profile.js';
import { changePasswordFormSchema, updateProfileRequestSchema } from './edit-profile-schemas.js';

describe('PATCH /api/profile body (docs/product.md#data-calls, docs/product.md#roles-and-access)', () => {
  it('keeps only display_name and mobile_number', () => {
    const parsed = updateProfileRequestSchema.parse({
      display_name: ' Asha ',
      mobile_number: '+91 98765 43210',
      patient_id: 'SEH-HACKED00',
      user_id: 'someone-else',
      email: 'evil@example.in',
      first_name: 'X',
      last_name: 'Y',
    });
    expect(parsed).toEqual({ display_name: 'Asha', mobile_number: '+91 98765 43210' });
  });

  it('stores blank text as null', () => {
    expect(updateProfileRequestSchema.parse({ display_name: '  ', mobile_number: '' })).toEqual({
      display_name: null,
      mobile_number: null,
    });
  });

  it('refuses a malformed mobile number, a long name, mfa_enabled (decision 027) and an empty body', () => {
    const first = (input: unknown) => updateProfileRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ mobile_number: 'call me' })).toBe('profile.invalidMobile');
    expect(first({ mobile_number: '12' })).toBe('profile.invalidMobile');
    expect(first({ display_name: 'a'.repeat(121) })).toBe('profile.displayNameTooLong');
    expect(first({ mfa_enabled: true })).toBe('profile.mfaNotEditable');
    expect(first({ display_name: 'Asha', mfa_enabled: false })).toBe('profile.mfaNotEditable');
    expect(first({})).toBe('profile.nothingToUpdate');
    expect(first({ patient_id: 'SEH-1' })).toBe('profile.nothingToUpdate');
  });
});

describe('change-password panel (docs/product.md#validation-rules)', () => {
  const message = (input: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    changePasswordFormSchema.safeParse(input).error?.issues[0]?.message ?? null;

  it('checks the match first, then the 6-character minimum', () => {
    expect(message({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' })).toBe(
      'profile.passwordsDontMatch',
    );
    expect(message({ currentPassword: 'old', newPassword: 'abcde', confirmPassword: 'abcde' })).toBe(
      'profile.passwordTooShort',
    );
    expect(message({ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('refuses < > \' " in the new password, which sign-in would strip', () => {
    expect(message({ currentPassword: 'old', newPassword: "abc'def", confirmPassword: "abc'def" })).toBe(
      'auth.passwordHasCleanedCharacters',
    );
  });

  it('enables Update Password only when all three fields are filled', () => {
    expect(canSubmitPasswordChange({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' })).toBe(
      true,
    );
    expect(canSubmitPasswordChange({ currentPassword: '', newPassword: 'b', confirmPassword: 'c' })).toBe(
      false,
    );
    expect(canSubmitPasswordChange({ currentPassword: 'a', newPassword: '', confirmPassword: 'c' })).toBe(
      false,
    );
    expect(canSubmitPasswordChange({ currentPassword: 'a', newPassword: 'b', confirmPassword: '' })).toBe(
      false,
    );
  });
});
