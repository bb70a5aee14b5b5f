import { AUTH_SERVER_MESSAGES } from '@sehat/shared';
import { BASE_ERROR_CODES } from 'better-auth';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../plugins/error-mapping.js';
import { authErrorBody } from './auth-response.js';

describe('authErrorBody', () => {
  it("keeps better-auth's code and message and adds the envelope", () => {
    const body = authErrorBody(
      401,
      JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    );
    expect(body).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
  });

  it('names the status when the body has no code', () => {
    const body = authErrorBody(
      429,
      JSON.stringify({ message: 'Too many requests. Please try again later.' }),
    );
    expect(body.error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('gives an empty or non-JSON body a sentence', () => {
    expect(authErrorBody(404, '').error).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    expect(authErrorBody(400, '<html>').error.code).toBe('BAD_REQUEST');
  });

  it('never passes a 5xx message through', () => {
    const body = authErrorBody(500, JSON.stringify({ message: 'relation "user" does not exist' }));
    expect(body.error).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE });
    expect(body.message).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe("better-auth's sentences", () => {
  it('are the ones the shared table lists, so the web app can show them in Hindi', () => {
    expect(BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.message).toBe(
      AUTH_SERVER_MESSAGES.invalidEmailOrPassword,
    );
    expect(BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.message).toBe(
      AUTH_SERVER_MESSAGES.userAlreadyExists,
    );
  });
});
