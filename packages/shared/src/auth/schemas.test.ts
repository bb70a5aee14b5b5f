import { describe, expect, it } from 'vitest';
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  signInFormSchema,
  signUpFormSchema,
  signUpRequestSchema,
} from './schemas.js';
import { firstIssueMessage, isStrongPassword } from './rules.js';

/** The one toast message a form shows for this input, or null when it passes. */
function messageOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input) as ReturnType<typeof signInFormSchema.safeParse>;
  return result.success ? null : firstIssueMessage(result.error);
}

const GOOD = {
  fullName: 'Asha Rao',
  email: 'asha@example.in',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe('isStrongPassword (docs/product.md#validation-rules, docs/product.md#limits-and-constants)', () => {
  it('accepts 8+ characters with a letter and a digit', () => {
    expect(isStrongPassword('abcdefg1')).toBe(true);
    expect(isStrongPassword('1234567A')).toBe(true);
    expect(isStrongPassword('pass word 99!')).toBe(true);
  });

  it('rejects short passwords and those missing a letter or a digit', () => {
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('')).toBe(false);
  });
});

describe('sign-in form (docs/product.md#sign-in-fields)', () => {
  it('requires e-mail and password', () => {
    expect(messageOf(signInFormSchema, { email: '', password: '' })).toBe('auth.fillAllFields');
    expect(messageOf(signInFormSchema, { email: 'asha@example.in', password: '' })).toBe(
      'auth.fillAllFields',
    );
    expect(messageOf(signInFormSchema, { email: '', password: 'secret123' })).toBe('auth.fillAllFields');
  });

  it('checks the e-mail looks like x@y.z after the required check', () => {
    expect(messageOf(signInFormSchema, { email: 'asha', password: 'x' })).toBe('auth.invalidEmail');
    expect(messageOf(signInFormSchema, { email: 'asha@example', password: 'x' })).toBe('auth.invalidEmail');
    expect(messageOf(signInFormSchema, { email: 'a b@example.in', password: 'x' })).toBe('auth.invalidEmail');
  });

  it('does not apply the sign-up password rule', () => {
    expect(messageOf(signInFormSchema, { email: 'asha@example.in', password: 'x' })).toBeNull();
  });

  it('cleans < > \' " and trims before checking, and outputs the cleaned values', () => {
    expect(messageOf(signInFormSchema, { email: ' <> ', password: 'x' })).toBe('auth.fillAllFields');
    const parsed = signInFormSchema.parse({ email: ' "<asha@example.in>" ', password: " se'cret123 " });
    expect(parsed).toEqual({ email: 'asha@example.in', password: 'secret123' });
  });
});

describe('forgot-password form (docs/product.md#forgot-password-fields)', () => {
  it('requires the e-mail, then checks its format', () => {
    expect(messageOf(forgotPasswordFormSchema, { email: '' })).toBe('auth.enterEmail');
    expect(messageOf(forgotPasswordFormSchema, { email: '   ' })).toBe('auth.enterEmail');
    expect(messageOf(forgotPasswordFormSchema, { email: 'not-an-email' })).toBe('auth.invalidEmail');
  });

  it('cleans the e-mail', () => {
    expect(forgotPasswordFormSchema.parse({ email: '<asha@example.in>' })).toEqual({
      email: 'asha@example.in',
    });
  });
});

describe('sign-up form (docs/product.md#sign-up-fields): one message, in order', () => {
  it('1. all four fields are required', () => {
    expect(messageOf(signUpFormSchema, { fullName: '', email: '', password: '', confirmPassword: '' })).toBe(
      'auth.fillAllFields',
    );
    for (const key of Object.keys(GOOD)) {
      expect(messageOf(signUpFormSchema, { ...GOOD, [key]: '  ' })).toBe('auth.fillAllFields');
    }
    expect(messageOf(signUpFormSchema, { ...GOOD, fullName: '<"">' })).toBe('auth.fillAllFields');
  });

  it('2. e-mail format comes before the password rule', () => {
    expect(
      messageOf(signUpFormSchema, { ...GOOD, email: 'asha@', password: 'weak', confirmPassword: 'x' }),
    ).toBe('auth.invalidEmail');
  });

  it('3. the password rule comes before the match check', () => {
    expect(messageOf(signUpFormSchema, { ...GOOD, password: 'abcdefgh', confirmPassword: 'other' })).toBe(
      'auth.weakPassword',
    );
    expect(messageOf(signUpFormSchema, { ...GOOD, password: '12345678', confirmPassword: '12345678' })).toBe(
      'auth.weakPassword',
    );
    expect(messageOf(signUpFormSchema, { ...GOOD, password: 'abc123', confirmPassword: 'abc123' })).toBe(
      'auth.weakPassword',
    );
  });

  it('4. the passwords must match', () => {
    expect(messageOf(signUpFormSchema, { ...GOOD, confirmPassword: 'secret124' })).toBe(
      'auth.passwordsDoNotMatch',
    );
  });

  it('passes a valid form, cleaning name, e-mail and password', () => {
    expect(messageOf(signUpFormSchema, GOOD)).toBeNull();
    const parsed = signUpFormSchema.parse({
      fullName: ' <Asha> Rao ',
      email: '"asha@example.in"',
      password: 'secret123 ',
      confirmPassword: ' secret123',
    });
    expect(parsed).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.in',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
  });

  it('does not clean the confirm password (so a quote in the password makes them differ)', () => {
    expect(
      messageOf(signUpFormSchema, { ...GOOD, password: "secret'123", confirmPassword: "secret'123" }),
    ).toBe('auth.passwordsDoNotMatch');
  });
});

describe('reset-password page (docs/product.md#reset-password-fields)', () => {
  it('requires both fields, then the password rule, then the match', () => {
    expect(messageOf(resetPasswordFormSchema, { password: '', confirmPassword: '' })).toBe(
      'auth.fillAllFields',
    );
    expect(messageOf(resetPasswordFormSchema, { password: 'newpass123', confirmPassword: ' ' })).toBe(
      'auth.fillAllFields',
    );
    expect(messageOf(resetPasswordFormSchema, { password: 'short1', confirmPassword: 'other' })).toBe(
      'auth.weakPassword',
    );
    expect(
      messageOf(resetPasswordFormSchema, { password: 'newpass123', confirmPassword: 'newpass124' }),
    ).toBe('auth.passwordsDoNotMatch');
    expect(
      messageOf(resetPasswordFormSchema, { password: ' newpass123 ', confirmPassword: 'newpass123' }),
    ).toBeNull();
  });

  it('cleans the new password like sign-up, so sign-in (which cleans too) can use it', () => {
    expect(
      resetPasswordFormSchema.parse({ password: ` "new<pass>123' `, confirmPassword: ' newpass123 ' }),
    ).toEqual({ password: 'newpass123', confirmPassword: 'newpass123' });
    expect(messageOf(resetPasswordFormSchema, { password: '<">', confirmPassword: 'x' })).toBe(
      'auth.fillAllFields',
    );
  });

  it('does not clean the confirm password (so a quote in the password makes them differ)', () => {
    expect(
      messageOf(resetPasswordFormSchema, { password: "newpass'123", confirmPassword: "newpass'123" }),
    ).toBe('auth.passwordsDoNotMatch');
  });
});

describe('server-side request schemas', () => {
  it('sign-up checks name, e-mail and password strength with the product messages', () => {
    expect(
      signUpRequestSchema.safeParse({ name: 'Asha', email: 'asha@example.in', password: 'secret123' })
        .success,
    ).toBe(true);
    expect(
      messageOf(signUpRequestSchema, { name: ' ', email: 'asha@example.in', password: 'secret123' }),
    ).toBe('auth.fillAllFields');
    expect(messageOf(signUpRequestSchema, { name: 'Asha', email: 'asha', password: 'secret123' })).toBe(
      'auth.invalidEmail',
    );
    expect(
      messageOf(signUpRequestSchema, { name: 'Asha', email: 'asha@example.in', password: 'secret' }),
    ).toBe('auth.weakPassword');
  });

  it('bounds every field', () => {
    const long = 'a'.repeat(300);
    expect(
      signUpRequestSchema.safeParse({ name: long, email: 'asha@example.in', password: 'secret123' }).success,
    ).toBe(false);
    expect(
      signUpRequestSchema.safeParse({ name: 'A', email: `${long}@example.in`, password: 'secret123' })
        .success,
    ).toBe(false);
    expect(signUpRequestSchema.safeParse({ name: 'A', email: 'a@b.in', password: `${long}1` }).success).toBe(
      false,
    );
  });

  it('reset requires a strong password and a token', () => {
    expect(resetPasswordRequestSchema.safeParse({ newPassword: 'newpass123', token: 'tok' }).success).toBe(
      true,
    );
    expect(messageOf(resetPasswordRequestSchema, { newPassword: 'weak', token: 'tok' })).toBe(
      'auth.weakPassword',
    );
    expect(resetPasswordRequestSchema.safeParse({ newPassword: 'newpass123', token: '' }).success).toBe(
      false,
    );
  });

  it.each(['<', '>', "'", '"'])(
    'refuses a new password containing %s, which the sign-in form would remove',
    (character) => {
      const password = `newpass${character}123`;
      expect(messageOf(resetPasswordRequestSchema, { newPassword: password, token: 'tok' })).toBe(
        'auth.passwordHasCleanedCharacters',
      );
      expect(messageOf(signUpRequestSchema, { name: 'Asha', email: 'asha@example.in', password })).toBe(
        'auth.passwordHasCleanedCharacters',
      );
    },
  );
});
