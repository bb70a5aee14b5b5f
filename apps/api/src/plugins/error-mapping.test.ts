import { CLAIM_MESSAGES, createLabReportSchema, messageKey } from '@sehat/shared';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, invalid, notFound, rateLimited, unavailable } from '../errors/domain-errors.js';
import { GENERIC_ERROR_MESSAGE, STATUS_OF_KIND, statusCodeName, toErrorReply } from './error-mapping.js';

const fastifyError = (code: string, statusCode: number, message = 'fastify said no') =>
  Object.assign(new Error(message), { code, statusCode });

describe('toErrorReply', () => {
  it('maps a domain error through the kind table: its code, its key and its English', () => {
    expect(toErrorReply(notFound('profile.notFound'))).toEqual({
      statusCode: 404,
      body: { error: { code: 'NOT_FOUND', key: 'profile.notFound', message: 'Profile not found.' } },
      isServerError: false,
    });
  });

  it("carries a template's values beside its key; the message is the English filled with them", () => {
    const error = invalid({ key: 'fileRefusals.tooLarge', values: { name: 'scan.pdf' } }, 'FILE_TOO_LARGE');
    expect(toErrorReply(error).body).toEqual({
      error: {
        code: 'FILE_TOO_LARGE',
        key: 'fileRefusals.tooLarge',
        values: { name: 'scan.pdf' },
        message: 'scan.pdf: larger than 10 MB',
      },
    });
  });

  it.each(Object.entries(STATUS_OF_KIND))('maps kind %s to %i', (kind, status) => {
    const error = new DomainError(kind as keyof typeof STATUS_OF_KIND, 'SOME_CODE', 'claims.notFound');
    const reply = toErrorReply(error);
    expect(reply.statusCode).toBe(status);
    expect(reply.body).toEqual({
      error: { code: 'SOME_CODE', key: 'claims.notFound', message: 'Claim not found.' },
    });
    expect(reply.isServerError).toBe(false);
  });

  it('sends Retry-After in whole seconds for rate limits and outages', () => {
    expect(toErrorReply(rateLimited('sharing.tooManyOpens', 899.2)).headers).toEqual({
      'retry-after': '900',
    });
    expect(
      toErrorReply(unavailable('request.serviceUnavailable', 'DB_DOWN', { retryAfterSeconds: 5 })).headers,
    ).toEqual({
      'retry-after': '5',
    });
    expect(toErrorReply(notFound()).headers).toBeUndefined();
  });

  /** What Fastify throws when `schema` refuses `body`. */
  function validationError(schema: z.ZodType, body: unknown) {
    const validate = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    const result = validate(body) as { error: unknown[] };
    return Object.assign(new Error('body is invalid'), {
      code: 'FST_ERR_VALIDATION',
      statusCode: 400,
      validation: result.error,
      validationContext: 'body',
    });
  }

  it("turns a schema validation failure into 400 with the first issue's key (the shared schema's message)", () => {
    const schema = z.object({ a: z.string().min(3, messageKey('claims.textTooLong')), b: z.number() });
    expect(toErrorReply(validationError(schema, { a: 'x' }))).toEqual({
      statusCode: 400,
      body: {
        error: { code: 'VALIDATION_ERROR', key: 'claims.textTooLong', message: CLAIM_MESSAGES.textTooLong },
      },
      isServerError: false,
    });
  });

  it('keeps the values a shared schema put on its issue', () => {
    const schema = createLabReportSchema('2026-03-05');
    const body = {
      lab_name: 'Lab',
      report_date: '2026-03-01',
      results: [{ test_code: 'hba1c', value: 'high' }],
    };
    expect(toErrorReply(validationError(schema, body)).body.error).toEqual({
      code: 'VALIDATION_ERROR',
      key: 'labReports.valueNotNumber',
      values: { test: 'HbA1c (Glycated haemoglobin)' },
      message:
        'HbA1c (Glycated haemoglobin): please enter the result as a number, for example 6.8 or 1,50,000.',
    });
  });

  it("answers a rule that gave no key of ours with 'request.invalidInput'", () => {
    const schema = z.object({ token: z.string().min(1) });
    expect(toErrorReply(validationError(schema, { token: '' })).body.error).toEqual({
      code: 'VALIDATION_ERROR',
      key: 'request.invalidInput',
      message: 'Invalid input',
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

  it("names the status of any other 4xx and answers it with our sentence, not the framework's", () => {
    expect(toErrorReply(fastifyError('FST_ERR_NOT_FOUND', 404, 'Route GET:/x not found')).body).toEqual({
      error: { code: 'NOT_FOUND', key: 'request.refused', message: 'The request was refused.' },
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
          error: { code: 'INTERNAL_SERVER_ERROR', key: 'general.generic', message: GENERIC_ERROR_MESSAGE },
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
