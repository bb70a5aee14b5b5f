import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { MedicalRecord, SignedLink } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { signUpPatient } from '../test/client.js';
import { fixture, recordForm, send, VALID_FIELDS } from '../test/uploads.js';

/**
 * What a browser gets on the wire: the web app's pre-compressed assets with
 * their cache rules, JSON over 1 KiB compressed, small JSON and stored-file
 * downloads as they are.
 */
const SCRIPT = Buffer.from(`export const greeting = ${JSON.stringify('नमस्ते '.repeat(400))};\n`);
const ASSET = '/assets/index-AbCd1234.js';
const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Sehat</title></head><body></body></html>\n';

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  // A built web app as vite-plugin-compression2 leaves it: each asset beside its .br and .gz.
  webDist = await mkdtemp(path.join(tmpdir(), 'sehat-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  const asset = path.join(webDist, ASSET);
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app, pre-compressed at build', () => {
  it('sends the brotli copy of a script to a client that accepts br, cached for a year', async () => {
    const response = await get(ASSET, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('sends the gzip copy to a gzip-only client, and the file itself to one that accepts neither', async () => {
    const gzipped = await get(ASSET, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(SCRIPT)).toBe(true);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(SCRIPT)).toBe(true);
  });

  it('keeps index.html revalidated on every load, at / and as the fallback of a page route', async () => {
    for (const url of ['/', '/dashboard']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });
});

describe('API responses', () => {
  it('compresses JSON over 1 KiB for a client that accepts it, and leaves small JSON as it is', async () => {
    const patient = await signUpPatient(t.app);
    for (let i = 0; i < 4; i++) {
      const created = await send(patient.client, 'POST', '/api/medical-records', recordForm(VALID_FIELDS));
      expect(created.statusCode).toBe(201);
    }
    const plain = await patient.client.get('/api/medical-records');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await patient.client.get('/api/medical-records', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());

    const gzipped = await patient.client.get('/api/medical-records', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('streams a stored-file download byte-exact and never re-compresses it', async () => {
    const patient = await signUpPatient(t.app);
    const pdf = await fixture('prescription.pdf');
    const created = await send(
      patient.client,
      'POST',
      '/api/medical-records',
      recordForm(VALID_FIELDS, [{ name: 'a.pdf', bytes: pdf }]),
    );
    const record = created.json<MedicalRecord>();
    const name = record.prescription_files[0]!.name;
    const link = await patient.client.get(`/api/medical-records/${record.id}/files/${name}/url`);

    const download = await patient.client.get(link.json<SignedLink>().url, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });
});
