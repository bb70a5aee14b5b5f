import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MedicalRecord } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../db/schema/index.js';
import { createStorage } from '../storage/index.js';
import { backupTestEnv, startBackupServer, type BackupServer } from '../test/backup-server.js';
import { signUpPatient } from '../test/client.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { fixture, recordForm, send, VALID_FIELDS } from '../test/uploads.js';
import { createBackup } from './create-backup.js';
import { restoreBackup } from './restore.js';

/** Files in an S3-compatible store go into the archive and back through the same driver (real s3rver stores). */
let source: TestS3;
let target: TestS3;
let server: BackupServer;
let work: string;
beforeAll(async () => {
  source = await startTestS3();
  target = await startTestS3();
  server = await startBackupServer({ now: () => new Date(), env: source.env });
  work = await mkdtemp(path.join(tmpdir(), 'sehat-backup-s3-'));
}, 180_000);
afterAll(async () => {
  await server?.close();
  await source?.close();
  await target?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('backup and restore with files in an S3-compatible bucket', () => {
  it('copies every object as stored into the empty bucket, and refuses a bucket that holds objects', async () => {
    const patient = await signUpPatient(server.app);
    for (const name of ['prescription.pdf', 'prescription.png']) {
      const form = recordForm(VALID_FIELDS, [{ name, bytes: await fixture(name) }]);
      const response = await send(patient.client, 'POST', '/api/medical-records', form);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<MedicalRecord>().prescription_files).toHaveLength(1);
    }
    const archive = path.join(work, 's3.tar');
    const manifest = await createBackup({ env: server.env, database: server.database, out: archive });
    expect(manifest.files).toBe(2);

    // The target names its secrets in variables (as a deployment on S3 usually does), read from the source.
    const vars = {
      ...target.env,
      FILE_ENCRYPTION_KEY: (await readFile(path.join(server.dataDir, 'file-encryption-key'), 'utf8')).trim(),
      BETTER_AUTH_SECRET: (await readFile(path.join(server.dataDir, 'auth-secret'), 'utf8')).trim(),
    };
    const env = backupTestEnv(await mkdtemp(path.join(work, 'target-')), vars);
    await restoreBackup({ env, file: archive });
    expect(await target.objectKeys()).toEqual(await source.objectKeys());
    for (const key of await source.objectKeys())
      expect(await target.objectBytes(key)).toEqual(await source.objectBytes(key));
    const rows = await server.database.db.select().from(storedFiles);
    const restored = createStorage(env);
    const live = createStorage(server.env);
    for (const { bucket, key } of rows.filter((row) => row.patientId === patient.userId))
      expect(await bytesOf(await restored.get(bucket as 'prescriptions', key))).toEqual(
        await bytesOf(await live.get(bucket as 'prescriptions', key)),
      );

    const again = await mkdtemp(path.join(work, 'again-'));
    const before = await target.objectKeys();
    await expect(restoreBackup({ env: backupTestEnv(again, vars), file: archive })).rejects.toThrow(
      /bucket sehat-test\) already holds files/,
    );
    expect(await target.objectKeys()).toEqual(before);
  }, 240_000);
});
