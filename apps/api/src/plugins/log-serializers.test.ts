import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_LOGGED_CHARS,
  REDACTED,
  redactUrl,
  serializeError,
  truncate,
  truncateStrings,
} from './log-serializers.js';

const PHI = 'PHI-MARKER-tuberculosis';

/** A node-postgres DatabaseError as the driver builds it (fields from the server's ErrorResponse). */
function pgError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it("drops Drizzle's query parameters and the driver's detail, keeping the SQL and the code", () => {
    const cause = pgError('null value in column "diagnosis" violates not-null constraint', {
      code: '23502',
      detail: `Failing row contains (1, ${PHI}).`,
      where: `SQL function with ${PHI}`,
      table: 'medical_records',
    });
    const error = new DrizzleQueryError('insert into "medical_records" values ($1, $2)', ['u1', PHI], cause);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(PHI);
    expect(logged).toContain('insert into \\"medical_records\\" values ($1, $2)');
    expect(logged).toContain(`params: ${REDACTED}`);
    expect(logged).toContain('"code":"23502"');
    expect(logged).toContain('"table":"medical_records"');
  });

  it('cuts the refused input out of a PostgreSQL data exception', () => {
    const error = pgError(`invalid input syntax for type uuid: "${PHI}"`, { code: '22P02' });
    const logged = serializeError(error);
    expect(logged.message).toBe(`invalid input syntax for type uuid: ${REDACTED}`);
    expect(logged.stack).not.toContain(PHI);
  });

  it('never logs a live object such as the pool client that failed', () => {
    const error = Object.assign(new Error('Connection terminated unexpectedly'), {
      client: { connectionParameters: { password: 'pg-secret' } },
    });
    expect(JSON.stringify(serializeError(error))).not.toContain('pg-secret');
  });
});

describe('redactUrl', () => {
  it('replaces the reset token in the path and every query value but paging and link options', () => {
    expect(redactUrl('/api/auth/reset-password/abcDEF123?callbackURL=%2Fauth%2Freset')).toBe(
      `/api/auth/reset-password/${REDACTED}?callbackURL=${REDACTED}`,
    );
    expect(
      redactUrl('/api/files/profiles/u1/1-x.png?expires=99&disposition=inline&filename=hiv.png&sig=s3cr3t'),
    ).toBe(
      `/api/files/profiles/u1/1-x.png?expires=99&disposition=inline&filename=${REDACTED}&sig=${REDACTED}`,
    );
    expect(redactUrl('/auth/reset?token=t0k3n')).toBe(`/auth/reset?token=${REDACTED}`);
    expect(redactUrl('/api/clinics?page=2&city=Pune&lat=18.5&page_size=PHI')).toBe(
      `/api/clinics?page=2&city=${REDACTED}&lat=${REDACTED}&page_size=${REDACTED}`,
    );
  });
});

describe('truncation', () => {
  it('cuts every string over 1 KB, at any depth of a logged object', () => {
    const long = 'x'.repeat(100_000);
    expect(truncate(long).length).toBeLessThan(MAX_LOGGED_CHARS + 20);
    const logged = JSON.stringify(truncateStrings({ a: long, b: [{ c: long }] }));
    expect(logged.length).toBeLessThan(3 * (MAX_LOGGED_CHARS + 20));
  });
});
