import * as contracts from '@sehat/shared';
import { phi, phiFieldNames } from '@sehat/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeError, safeUrl } from './log-serializers.js';
import { loggerOptions, redactedFields } from './logger.js';

/** Logs `entry` through a Fastify logger built with our options; returns the parsed line. */
function logged(entry: Record<string, unknown>, schemas?: Iterable<unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const app = Fastify({
    logger: loggerOptions({ LOG_LEVEL: 'info' }, { stream: { write: (line) => lines.push(line) }, schemas }),
  });
  app.log.info(entry, 'entry');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

const valuesOf = (names: readonly string[], value: string) =>
  Object.fromEntries(names.map((name) => [name, value]));

describe('log redaction (docs/architecture.md#d8-headers-and-logs, docs/architecture.md#conventions rule 17)', () => {
  const tagged = phiFieldNames(Object.values(contracts));

  it('censors every PHI-tagged field of the contracts, at the top level and one level down', () => {
    expect(tagged.length).toBeGreaterThan(30);
    const line = logged({ ...valuesOf(tagged, 'secret-value'), row: valuesOf(tagged, 'secret-value') });
    expect(JSON.stringify(line)).not.toContain('secret-value');
    for (const name of tagged) {
      expect(line[name], name).toBe('[redacted]');
      expect((line.row as Record<string, unknown>)[name], `row.${name}`).toBe('[redacted]');
    }
  });

  it("censors Drizzle rows' camelCase keys and secrets too, and nothing else", () => {
    const line = logged({
      prescribedMedications: 'x',
      dateOfBirth: 'x',
      newPassword: 'x',
      token: 'x',
      userId: 'u1',
      statusCode: 400,
    });
    expect(line).toMatchObject({
      prescribedMedications: '[redacted]',
      dateOfBirth: '[redacted]',
      newPassword: '[redacted]',
      token: '[redacted]',
      userId: 'u1',
      statusCode: 400,
    });
  });

  it('picks up a newly tagged field without any change to the logger', () => {
    const future = z.object({ allergy_notes: phi(z.string().nullable()) });
    const schemas = [...Object.values(contracts), future];
    expect(redactedFields()).not.toContain('allergy_notes');
    expect(redactedFields(schemas)).toEqual(expect.arrayContaining(['allergy_notes', 'allergyNotes']));
    expect(logged({ allergy_notes: 'peanuts', allergyNotes: 'peanuts' }, schemas)).toMatchObject({
      allergy_notes: '[redacted]',
      allergyNotes: '[redacted]',
    });
  });
});

describe('safeUrl', () => {
  it('logs the route pattern, never path parameters or the query string', () => {
    expect(
      safeUrl({
        url: '/api/medical-records/abc/files?x=1',
        routeOptions: { url: '/api/medical-records/:id/files' },
      }),
    ).toBe('/api/medical-records/:id/files');
    expect(safeUrl({ url: '/api/geocode/reverse?lat=28.6&lon=77.2', routeOptions: {} })).toBe(
      '/api/geocode/reverse',
    );
  });

  it("keeps a wildcard route's tail, masking a reset token", () => {
    const auth = { routeOptions: { url: '/api/auth/*' } };
    expect(safeUrl({ ...auth, url: '/api/auth/sign-in/email', params: { '*': 'sign-in/email' } })).toBe(
      '/api/auth/sign-in/email',
    );
    expect(
      safeUrl({
        ...auth,
        url: '/api/auth/reset-password/tok?callbackURL=%2F',
        params: { '*': 'reset-password/tok' },
      }),
    ).toBe('/api/auth/reset-password/[redacted]');
  });
});

describe('safeError', () => {
  it("drops Drizzle's bound parameters and a database error's quoted values, keeping what failed", () => {
    const database = Object.assign(new Error('invalid input syntax for type uuid: "Asha diabetic"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Key (email)=(asha@example.in) already exists.',
      where: "unnamed portal parameter $1 = '...'",
      routine: 'string_to_uuid',
    });
    const query = Object.assign(
      new Error('Failed query: insert into "t" ("a") values ($1)\nparams: Asha diabetic', {
        cause: database,
      }),
      { query: 'insert into "t" ("a") values ($1)', params: ['Asha diabetic'] },
    );
    const serialized = safeError(query);
    expect(JSON.stringify(serialized)).not.toMatch(/Asha|asha@|portal/);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "t" ("a") values ($1)',
      cause: { message: 'database error 22P02', code: '22P02', routine: 'string_to_uuid' },
    });
    expect(serialized.stack).toMatch(/^\s+at /);
  });

  it('keeps our own messages and status codes', () => {
    expect(safeError(Object.assign(new TypeError('boom'), { statusCode: 500 }))).toMatchObject({
      type: 'TypeError',
      message: 'boom',
      statusCode: 500,
    });
    expect(safeError('a thrown string')).toEqual({ type: 'string', message: '', stack: '' });
  });
});
