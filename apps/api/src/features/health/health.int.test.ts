import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';

/**
 * Liveness and readiness apart (docs/decisions/042-operable-server.md): live answers without I/O, ready
 * names the check that failed. The database going down and coming back is in db/database-outage.fault.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ALL_OK = { status: 'ok', checks: { database: 'ok', storage: 'ok', migrations: 'ok' } };

describe('GET /api/health/live and /api/health/ready', () => {
  it('answers live and ready when the database, the files folder and the migrations are there', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual(ALL_OK);
  });

  it('is not ready while the files folder cannot be used, and ready again once it can', async () => {
    const files = path.join(t.dataDir, 'files');
    await rm(files, { recursive: true, force: true });
    await writeFile(files, 'not a folder');
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({
        error: {
          code: 'NOT_READY',
          key: 'request.notReady',
          values: { checks: 'storage' },
          message: 'Not ready: storage.',
        },
        checks: { database: 'ok', storage: 'failed', migrations: 'ok' },
      });
      // Still alive: a restart would not bring the folder back.
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await rm(files, { force: true });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual(ALL_OK);
  });

  it('is not ready on a database whose migrations are not applied', async () => {
    const unmigrated = await openDatabase({});
    const app = await buildApp({ env: t.env, db: unmigrated.db, jobs: 'manual' });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: {
          code: 'NOT_READY',
          key: 'request.notReady',
          values: { checks: 'migrations' },
          message: 'Not ready: migrations.',
        },
        checks: { database: 'ok', storage: 'ok', migrations: 'failed' },
      });
    } finally {
      await app.close();
      await unmigrated.close();
    }
  });
});
