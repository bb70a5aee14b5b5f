import { messageKeyOf } from '@sehat/shared';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, notFound, rateLimited, unavailable } from '../errors/domain-errors.js';
import { GENERIC_ERROR_MESSAGE, STATUS_OF_KIND, statusCodeName, toErrorReply } from './error-mapping.js';

const fastifyError = (code: string, statusCode: number, message = 'fastify said no') =>
  Object.assign(new Error(message), { code, statusCode });

describe('toErrorReply', () => {
  it('maps a domain error through the kind table, keeping its code and message', () => {
    expect(toErrorReply(notFound('Profile not found.'))).toEqual({
      statusCode: 404,
      body: {
        error: { code: 'NOT_FOUND', message: 'Profile not found.', key: messageKeyOf('Profile not found.') },
      },
      isServerError: false,
    });
  });

  it('adds the stable key of a fixed message, for the client to translate (docs/architecture.md#d16-languages)', () => {
    expect(toErrorReply(notFound('Claim not found.')).body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Claim not found.', key: 'claims.notFound' },
    });
  });

  it.each(Object.entries(STATUS_OF_KIND))('maps kind %s to %i', (kind, status) => {
    const error = new DomainError(kind as keyof typeof STATUS_OF_KIND, 'SOME_CODE', 'Shown to the patient.');
    const reply = toErrorReply(error);
    expect(reply.statusCode).toBe(status);
    expect(reply.body).toEqual({
      error: {
        code: 'SOME_CODE',
        message: 'Shown to the patient.',
        key: messageKeyOf('Shown to the patient.'),
      },
    });
    expect(reply.isServerError).toBe(false);
  });

  it('sends Retry-After in whole seconds for rate limits and outages', () => {
    expect(toErrorReply(rateLimited('Too many attempts.', 899.2)).headers).toEqual({ 'retry-after': '900' });
    expect(toErrorReply(unavailable('Down.', 'DB_DOWN', { retryAfterSeconds: 5 })).headers).toEqual({
      'retry-after': '5',
    });
    expect(toErrorReply(notFound()).headers).toBeUndefined();
  });

  it("turns a schema validation failure into 400 with the first issue's message", () => {
    const schema = z.object({ a: z.string().min(3, 'Too short'), b: z.number() });
    const validate = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    const result = validate({ a: 'x' }) as { error: unknown[] };
    const error = Object.assign(new Error('body/a Too short'), {
      code: 'FST_ERR_VALIDATION',
      statusCode: 400,
      validation: result.error,
      validationContext: 'body',
    });
    expect(toErrorReply(error)).toEqual({
      statusCode: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Too short', key: messageKeyOf('Too short') } },
      isServerError: false,
    });
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 'INVALID_JSON'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400, 'EMPTY_BODY'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('maps body parser error %s to %i %s', (code, status, expected, expectedCode) => {
    const reply = toErrorReply(fastifyError(code, status));
    expect(reply.statusCode).toBe(expected);
    expect(reply.body.error.code).toBe(expectedCode);
  });

  it('maps a JSON SyntaxError from the parser to INVALID_JSON', () => {
    const error = Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 });
    expect(toErrorReply(error).body.error.code).toBe('INVALID_JSON');
  });

  it('keeps the message of any other 4xx and names its status', () => {
    expect(toErrorReply(fastifyError('FST_ERR_NOT_FOUND', 404, 'Route GET:/x not found')).body).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Route GET:/x not found',
        key: messageKeyOf('Route GET:/x not found'),
      },
    });
  });

  it('hides every 5xx and unknown throw behind the generic sentence', () => {
    for (const thrown of [
      new Error('relation "profiles" does not exist'),
      fastifyError('X', 503),
      'a string',
      null,
    ]) {
      const reply = toErrorReply(thrown);
      expect(reply).toEqual({
        statusCode: 500,
        body: {
          error: {
            code: 'INTERNAL_SERVER_ERROR',
            message: GENERIC_ERROR_MESSAGE,
            key: messageKeyOf(GENERIC_ERROR_MESSAGE),
          },
        },
        isServerError: true,
      });
    }
  });
});

describe('statusCodeName', () => {
  it('turns the reason phrase into a code', () => {
    expect(statusCodeName(404)).toBe('NOT_FOUND');
    expect(statusCodeName(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(statusCodeName(429)).toBe('TOO_MANY_REQUESTS');
    expect(statusCodeName(599)).toBe('ERROR');
  });
});
