import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toErrorReply } from '../plugins/error-mapping.js';
import { DATABASE_RETRY_AFTER_SECONDS, databaseDomainError, isDatabaseUnavailable } from './db-errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator shutdown (57P01)', wrapped(withCode('terminating connection', '57P01'))],
    ['a server still starting (57P03)', wrapped(withCode('the database system is starting up', '57P03'))],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a dropped connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      "Node's dual-stack connect",
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ],
  ])('recognises %s, however wrapped', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error('auth failed', { cause: error }))).toBe(true);
  });

  it('does not take a query error for an outage', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('duplicate key value', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('survives a cyclic cause chain', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('database failures through the one error table', () => {
  it('an outage is 503 SERVICE_UNAVAILABLE with Retry-After, not logged as a server fault', () => {
    const reply = toErrorReply(wrapped(withCode('terminating connection', '57P01')));
    expect(reply.statusCode).toBe(503);
    expect(reply.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(reply.headers).toEqual({ 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
    expect(reply.isServerError).toBe(false);
  });

  it('a value PostgreSQL cannot store is 400; a duplicate 409; anything else stays a 500', () => {
    expect(toErrorReply(wrapped(withCode('date/time field value out of range', '22008'))).statusCode).toBe(
      400,
    );
    expect(toErrorReply(wrapped(withCode('null value in column', '23502'))).statusCode).toBe(400);
    expect(toErrorReply(wrapped(withCode('duplicate key value', '23505'))).statusCode).toBe(409);
    expect(databaseDomainError(wrapped(withCode('relation does not exist', '42P01')))).toBeNull();
    expect(toErrorReply(wrapped(withCode('relation does not exist', '42P01'))).statusCode).toBe(500);
  });
});
