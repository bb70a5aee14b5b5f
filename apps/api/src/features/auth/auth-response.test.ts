import { AUTH_MESSAGES, englishMessage } from '@sehat/shared';
import { BASE_ERROR_CODES } from 'better-auth';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../plugins/error-mapping.js';
import { AUTH_ERROR_KEYS, authErrorBody } from './auth-response.js';

describe('authErrorBody', () => {
  it("finds the key of better-auth's refusal by its code, and sends the key's English", () => {
    const body = authErrorBody(
      401,
      JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'whatever better-auth said' }),
    );
    const error = {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      key: 'authServer.invalidEmailOrPassword',
      message: 'Invalid email or password',
    };
    expect(body).toEqual({ ...error, error });
  });

  it('passes on the key and values a refusal of ours carries', () => {
    const body = authErrorBody(
      400,
      JSON.stringify({ code: 'VALIDATION_ERROR', key: 'auth.weakPassword', message: 'ignored' }),
    );
    expect(body.error).toEqual({
      code: 'VALIDATION_ERROR',
      key: 'auth.weakPassword',
      message: AUTH_MESSAGES.weakPassword,
    });
  });

  it('names the status when the body has no code, with the key of that status', () => {
    const body = authErrorBody(
      429,
      JSON.stringify({ message: 'Too many requests. Please try again later.' }),
    );
    expect(body.error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      key: 'authServer.tooManyRequests',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('gives an empty, non-JSON or unknown body a key and its sentence', () => {
    expect(authErrorBody(404, '').error).toEqual({
      code: 'NOT_FOUND',
      key: 'request.notFound',
      message: 'Not found.',
    });
    expect(authErrorBody(400, '<html>').error).toEqual({
      code: 'BAD_REQUEST',
      key: 'request.refused',
      message: 'The request was refused.',
    });
    expect(
      authErrorBody(400, JSON.stringify({ code: 'SOMETHING_NEW', message: 'New words' })).error.key,
    ).toBe('request.refused');
  });

  it('never passes a 5xx message through', () => {
    const body = authErrorBody(500, JSON.stringify({ message: 'relation "user" does not exist' }));
    expect(body.error).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      key: 'general.generic',
      message: GENERIC_ERROR_MESSAGE,
    });
    expect(body.message).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('AUTH_ERROR_KEYS', () => {
  it.each(Object.entries(AUTH_ERROR_KEYS).filter(([code]) => code in BASE_ERROR_CODES))(
    "words better-auth's %s with a key whose English is better-auth's own sentence",
    (code, key) => {
      expect(englishMessage(key)).toBe(BASE_ERROR_CODES[code as keyof typeof BASE_ERROR_CODES].message);
    },
  );
});
