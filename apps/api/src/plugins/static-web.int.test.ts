import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';

/**
 * The installable app's files as a browser fetches them (issue 13 scope 2): the service worker and the
 * manifest are revalidated on every load (a new deploy's worker is found at once), with the content types
 * browsers require; the icons and the offline page are served as they are.
 */
const FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><html lang="en"><head><title>Sehat</title></head><body></body></html>\n',
  'sw.js': 'self.addEventListener("fetch", () => {});\n',
  'workbox-4db61445.js': 'define([], () => {});\n',
  'manifest.webmanifest': JSON.stringify({ name: 'Sehat', short_name: 'Sehat', start_url: '/' }),
  'offline.html': '<!doctype html><html lang="en"><head><title>Offline</title></head><body></body></html>\n',
  'icons/icon-192.png': Buffer.from('89504e470d0a1a0a', 'hex'),
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
