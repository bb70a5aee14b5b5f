import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { parseEnv } from './config/env.js';
import { openDatabase } from './db/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from './test/app.js';
import { signUpPatient } from './test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const UNAUTHORIZED = { error: { code: 'UNAUTHORIZED', key: 'request.signIn', message: 'Please sign in.' } };

describe('session guard', () => {
  it.each(['/api/dashboard', '/api/notifications', '/api/profile/header'])(
    'answers 401 on %s without a session',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    },
  );

  it('answers 401 to a garbage or forged session cookie', async () => {
    for (const cookie of [
      'sehat.session_token=garbage',
      'sehat.session_token=abc.def',
      `sehat.session_token=${'x'.repeat(32)}.${'A'.repeat(43)}=`,
      'sehat.session_token=%E0%A4%A',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('lets a signed-in patient through', async () => {
    const patient = await signUpPatient(t.app);
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', key: 'request.notFound', message: 'Not found.' },
    });
  });
});

describe('GET /api/health', () => {
  it('is public and answers ok when the database does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the envelope when the database is down', async () => {
    const unreachable = await openDatabase({ url: 'postgres://sehat@127.0.0.1:1/none' });
    const parsed = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      WEB_DIST: '/nonexistent',
    });
    if (!('env' in parsed)) throw new Error(parsed.problems.join());
    const app = await buildApp({ env: parsed.env, db: unreachable.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          key: 'request.databaseUnavailable',
          message: 'The database is not available.',
        },
      });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('headers', () => {
  it('sends a strict CSP, nosniff, no framing and no-store on /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no-store on auth answers and errors too', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(session.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('API docs', () => {
  it('serves Swagger UI at /api/docs and the OpenAPI document generated from the zod schemas', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/dashboard', '/api/notifications', '/api/profile/header']),
    );
  });
});

describe('the built web app', () => {
  let web: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'sehat-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    web = await buildTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await web.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html for / and for every client-side route', async () => {
    for (const url of ['/', '/dashboard', '/medical-history/123', '/anything/else']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown /api paths with the 404 envelope and guards the API', async () => {
    const unknown = await web.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', key: 'request.notFound', message: 'Not found.' },
    });
    expect((await web.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    expect(
      (await web.app.inject({ method: 'POST', url: '/dashboard', headers: { origin: TEST_BASE_URL } }))
        .statusCode,
    ).toBe(404);
  });
});
