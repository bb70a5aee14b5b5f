import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { REPO_ROOT } from '../config/env.js';
import { TEST_BASE_URL } from './app.js';
import type { TestClient } from './client.js';

/** The real sample files the e2e journeys upload too. */
export function fixture(name: string): Promise<Buffer> {
  return readFile(path.join(REPO_ROOT, 'e2e/fixtures/files', name));
}

/** The required fields of a valid record; override any of them. */
export const VALID_FIELDS: Record<string, string> = {
  primary_reason: 'Fever and cough',
  doctor_name: 'Dr. Asha Rao',
  hospital_name: 'Indraprastha City Multispeciality Hospital',
  diagnosis: 'Viral fever',
  treatment_plan: 'Rest, fluids and paracetamol',
  record_date: '2026-03-01',
  visit_type: 'consultation',
};

export interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A multipart body: the text fields first, then each file in `files` (or its own field). */
export function recordForm(
  fields: Record<string, string> = VALID_FIELDS,
  files: UploadFile[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field ?? 'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

/** "Import records"' multipart body: Sehat's export ZIP as the file in `archive` (or `field`). */
export function archiveForm(zip: Buffer, field = 'archive'): FormData {
  return recordForm({}, [{ name: 'sehat-export.zip', bytes: zip, type: 'application/zip', field }]);
}

/** Any method through the client's session (the shared TestClient only does GET and POST). */
export function send(
  client: TestClient,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: InjectOptions['payload'],
): Promise<LightMyRequestResponse> {
  const cookie = client.cookieHeader;
  return client.app.inject({
    method,
    url,
    payload,
    remoteAddress: client.ip,
    headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
  });
}

/** Every prescription file on disk for `userId` (names only), sorted. */
export async function filesOnDisk(dataDir: string, userId: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'files', 'prescriptions', userId))).sort();
  } catch {
    return [];
  }
}
