import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_CHARS, safeError, safeUrl, truncate, truncateStrings } from './log-serializers.js';

const PHI = 'PHI-MARKER-tuberculosis';

/** A node-postgres DatabaseError as the driver builds it (fields from the server's ErrorResponse). */
function pgError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', ...fields });
}

describe('safeError', () => {
  it("drops Drizzle's query parameters and the driver's detail, keeping the SQL and the code", () => {
    const cause = pgError('null value in column "diagnosis" violates not-null constraint', {
      code: '23502',
      detail: `Failing row contains (1, ${PHI}).`,
      where: `SQL function with ${PHI}`,
      table: 'medical_records',
    });
    const error = new DrizzleQueryError('insert into "medical_records" values ($1, $2)', ['u1', PHI], cause);
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain(PHI);
    expect(logged).toContain('insert into \\"medical_records\\" values ($1, $2)');
    expect(logged).not.toContain('params:');
    expect(logged).toContain('"code":"23502"');
    expect(logged).toContain('"table":"medical_records"');
  });

  it('cuts the refused input out of a PostgreSQL data exception', () => {
    const error = pgError(`invalid input syntax for type uuid: "${PHI}"`, { code: '22P02' });
    const logged = safeError(error);
    expect(logged.message).toBe('database error 22P02');
    expect(logged.stack).not.toContain(PHI);
  });

  it('never logs a live object such as the pool client that failed', () => {
    const error = Object.assign(new Error('Connection terminated unexpectedly'), {
      client: { connectionParameters: { password: 'pg-secret' } },
    });
    expect(JSON.stringify(safeError(error))).not.toContain('pg-secret');
  });
});

describe('safeUrl', () => {
  it('logs no reset token, no signed-link query and no typed query value', () => {
    const request = (url: string, pattern?: string, tail?: string) => ({
      url,
      routeOptions: pattern ? { url: pattern } : undefined,
      params: tail ? { '*': tail } : {},
    });
    expect(safeUrl(request('/api/auth/reset-password/abcDEF123?callbackURL=%2Fauth%2Freset'))).toBe(
      '/api/auth/reset-password/[redacted]',
    );
    expect(
      safeUrl(
        request(
          '/api/files/profiles/u1/1-x.png?filename=hiv.png&sig=s3cr3t',
          '/api/files/:bucket/*',
          'u1/1-x.png',
        ),
      ),
    ).toBe('/api/files/:bucket/u1/1-x.png');
    expect(safeUrl(request('/api/clinics?city=Pune&lat=18.5', '/api/clinics'))).toBe('/api/clinics');
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
