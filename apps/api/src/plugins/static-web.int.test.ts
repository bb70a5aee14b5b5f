import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';

/**
 * The installable app's files as a browser fetches them (docs/decisions/026-installable-app-offline-policy.md): the service worker and the
 * manifest are revalidated on every load (a new deploy's worker is found at once), with the content types
 * browsers require; the icons and the offline page are served as they are.
 */
const FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><html lang="en"><head><title>Sehat</title></head><body></body></html>\n',
  'app.html':
    '<!doctype html><html lang="en"><head><title>Sehat</title><link rel="modulepreload" href="/assets/app-layout.js"></head><body></body></html>\n',
  'sw.js': 'self.addEventListener("fetch", () => {});\n',
  'workbox-4db61445.js': 'define([], () => {});\n',
  'manifest.webmanifest': JSON.stringify({ name: 'Sehat', short_name: 'Sehat', start_url: '/' }),
  'offline.html': '<!doctype html><html lang="en"><head><title>Offline</title></head><body></body></html>\n',
  'icons/icon-192.png': Buffer.from('89504e470d0a1a0a', 'hex'),
  'landing.en.html':
    '<!doctype html><html lang="en"><body><div id="prerender">Your health records</div></body></html>\n',
  'landing.hi.html':
    '<!doctype html><html lang="hi"><body><div id="prerender">आपके सारे हेल्थ रिकॉर्ड</div></body></html>\n',
};

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'sehat-web-pwa-'));
  await mkdir(path.join(webDist, 'icons'));
  for (const [name, body] of Object.entries(FILES)) await writeFile(path.join(webDist, name), body);
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the installable app’s files', () => {
  it('serves the service worker as JavaScript, revalidated on every load', async () => {
    for (const url of ['/sw.js', '/workbox-4db61445.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FILES[url.slice(1)]);
    }
  });

  it('serves the web manifest as application/manifest+json, revalidated on every load', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Sehat' });
  });

  it('serves the offline page as HTML and the icons as PNG', async () => {
    const offline = await get('/offline.html');
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);

    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });
});

/**
 * `/` is the prerendered landing page (docs/decisions/031-web-budgets.md) for a visitor without a session, in the language
 * of the `sehat_lang` cookie; anyone with a session cookie gets the plain app, so a signed-in patient
 * opening the installed app never sees the landing flash before the dashboard.
 */
describe('the landing page at /', () => {
  const open = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });

  it('is the prerendered English landing for a visitor without cookies, revalidated and varying by cookie', async () => {
    const response = await open();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(response.body).toBe(FILES['landing.en.html']);
  });

  it('is the Hindi landing when the language cookie says hi, and English for a language we do not speak', async () => {
    expect((await open('sehat_lang=hi')).body).toBe(FILES['landing.hi.html']);
    expect((await open('other=1; sehat_lang=ta')).body).toBe(FILES['landing.en.html']);
  });

  it('is the app, its signed-in shell preloaded, for a browser that holds a session cookie, on http and on https names', async () => {
    for (const cookie of ['sehat.session_token=abc.def; sehat_lang=hi', '__Host-sehat.session_token=abc']) {
      expect((await open(cookie)).body).toBe(FILES['app.html']);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

/**
 * Any other page (the app's routes; an unknown path shows the app's 404 page) is the app: with the signed-in
 * shell's scripts preloaded for a browser holding a session cookie (docs/decisions/031-web-budgets.md), plain otherwise, so a
 * doctor opening a share link or a visitor on the reset page downloads none of the shell.
 */
describe('the app’s pages', () => {
  const open = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('preloads the signed-in shell for a browser with a session cookie, and not for anyone else', async () => {
    for (const url of ['/dashboard', '/medical-history/7', '/no-such-page']) {
      const signedIn = await open(url, 'sehat.session_token=abc.def');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toBe(FILES['app.html']);
      expect(String(signedIn.headers.vary)).toMatch(/cookie/i);
      expect(signedIn.headers['cache-control']).toBe('no-cache');

      const visitor = await open(url, 'sehat_lang=hi');
      expect(visitor.body).toBe(FILES['index.html']);
      expect(String(visitor.headers.vary)).toMatch(/cookie/i);
    }
    expect((await open('/s/some-share-token')).body).toBe(FILES['index.html']);
  });

  it('answers an unknown /api path with the JSON 404, whatever the cookie', async () => {
    const response = await open('/api/no-such-endpoint', 'sehat.session_token=abc.def');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
