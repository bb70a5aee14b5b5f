import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MedicalRecord } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/index.js';
import { storedFiles } from '../db/schema/index.js';
import { bytesDriver, createStorage, isBucket, type StorageDriver } from '../storage/index.js';
import {
  backupTestEnv,
  emptyDatabase,
  listTree,
  runBackupCommand,
  startBackupServer,
  type BackupServer,
} from '../test/backup-server.js';
import { signUpPatient, type TestPatient } from '../test/client.js';
import { fixture, recordForm, send, VALID_FIELDS } from '../test/uploads.js';
import { createBackup } from './create-backup.js';
import { readSnapshotFacts } from './snapshot.js';
import { restoreBackup, verifyBackup } from './restore.js';

/** With DATABASE_URL (CI's PostgreSQL run) the server and the restore use PostgreSQL; else PGlite folders. */
const postgresUrl = process.env.DATABASE_URL || undefined;

/** The clock moves 2.5 s per upload, so the writer stays under the 30 uploads a minute per patient. */
const start = Date.parse('2026-03-05T10:00:00.000Z');
let ticks = 0;
const now = () => new Date(start + ticks * 2500);

let server: BackupServer;
let patient: TestPatient;
let work: string;
/** The source server's own database on PostgreSQL (the shared one holds rows whose files other tests removed). */
let sourceUrl: string | undefined;
beforeAll(async () => {
  sourceUrl = postgresUrl && (await emptyDatabase(postgresUrl, 'sehat_backup_src'));
  server = await startBackupServer({ now, databaseUrl: sourceUrl });
  patient = await signUpPatient(server.app);
  work = await mkdtemp(path.join(tmpdir(), 'sehat-backup-test-'));
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function addRecord(n: number, file: Buffer | null): Promise<string> {
  ticks += 1;
  const fields = { ...VALID_FIELDS, primary_reason: `Follow-up visit ${n}` };
  const files = file ? [{ name: `scan-${n}.png`, bytes: file, type: 'image/png' }] : [];
  const response = await send(patient.client, 'POST', '/api/medical-records', recordForm(fields, files));
  if (response.statusCode !== 201) throw new Error(`record ${n}: ${response.statusCode} ${response.body}`);
  return response.json<MedicalRecord>().id;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A fresh, empty restore target: a data folder holding only the two secrets the README says to keep, and with PostgreSQL an empty database. */
async function freshTarget(): Promise<{ dataDir: string; url?: string; vars: Record<string, string> }> {
  const dataDir = await mkdtemp(path.join(work, 'target-'));
  for (const secret of ['file-encryption-key', 'auth-secret'])
    await copyFile(path.join(server.dataDir, secret), path.join(dataDir, secret));
  if (!postgresUrl) return { dataDir, vars: { DATA_DIR: dataDir } };
  const url = await emptyDatabase(postgresUrl, 'sehat_restore');
  return { dataDir, url, vars: { DATA_DIR: dataDir, DATABASE_URL: url } };
}

/** Opens a restored target's database the way the server would. */
function openTarget(target: { dataDir: string; url?: string }): Promise<Database> {
  return openDatabase({ url: target.url, dataDir: target.url ? undefined : path.join(target.dataDir, 'db') });
}

describe('backup of a running server, restore into a fresh folder', () => {
  it('keeps every record acknowledged before the backup began and every file byte-exact; counts match the manifest', async () => {
    const png = await fixture('prescription.png');
    const acknowledged: string[] = [];
    let stop = false;
    let enough!: () => void;
    const twentyWritten = new Promise<void>((resolve) => (enough = resolve));
    const writer = (async () => {
      for (let n = 0; !stop && n < 300; n += 1) {
        acknowledged.push(await addRecord(n, n % 3 === 0 ? png : null));
        if (acknowledged.length === 20) enough();
      }
    })();
    await twentyWritten;
    const beforeBackup = [...acknowledged];
    const archive = path.join(work, 'while-writing.tar');
    const backup = await runBackupCommand('backup', ['--out', archive], {
      DATA_DIR: server.dataDir,
      ...(sourceUrl ? { DATABASE_URL: sourceUrl } : {}),
    });
    stop = true;
    await writer;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written to .*while-writing\.tar/);
    // The writer kept adding records (and files) while the backup ran.
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);

    const target = await freshTarget();
    const restore = await runBackupCommand('restore', [archive], target.vars);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/row counts match the manifest/);

    const manifest = await verifyBackup(archive);
    const restored = await openTarget(target);
    try {
      const query = async (sql: string) =>
        restored.driver === 'pglite'
          ? (await restored.client.query<Record<string, unknown>>(sql)).rows
          : (await restored.pool.query(sql)).rows;
      const facts = await readSnapshotFacts(query);
      expect(facts.rowCounts).toEqual(manifest.rowCounts);
      const ids = new Set(
        (await query(`SELECT id FROM medical_records WHERE patient_id = '${patient.userId}'`)).map(
          (row) => row.id,
        ),
      );
      expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);

      const files = await restored.db.select().from(storedFiles);
      expect(files.length).toBe(manifest.files);
      expect(manifest.missingFiles).toEqual([]);
      expect(files.filter((file) => file.patientId === patient.userId).length).toBeGreaterThanOrEqual(7);
      const restoredEnv = backupTestEnv(target.dataDir, target.url ? { DATABASE_URL: target.url } : {});
      const stores: [StorageDriver, StorageDriver][] = [
        [createStorage(restoredEnv), createStorage(server.env)],
        [bytesDriver(restoredEnv), bytesDriver(server.env)],
      ];
      for (const { bucket, key } of files) {
        if (!isBucket(bucket)) throw new Error(`unknown bucket ${bucket}`);
        for (const [restoredStore, liveStore] of stores)
          expect(await bytesOf(await restoredStore.get(bucket, key))).toEqual(
            await bytesOf(await liveStore.get(bucket, key)),
          );
      }
    } finally {
      await restored.close();
    }
  }, 300_000);
});

describe('a damaged archive, the wrong key or a used folder', () => {
  let archive: string;
  beforeAll(async () => {
    await addRecord(1000, await fixture('prescription.png'));
    archive = path.join(work, 'quiet.tar');
    await createBackup({ env: server.env, database: server.database, out: archive });
  }, 180_000);

  it('refuses a truncated or altered archive in verify and in restore, writing nothing', async () => {
    const whole = await readFile(archive);
    const truncated = path.join(work, 'truncated.tar');
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const altered = path.join(work, 'altered.tar');
    const copy = Buffer.from(whole);
    // One byte inside the database dump's contents: its tar header is the 512-byte block starting with its name.
    let header = copy.indexOf('database/');
    while (header % 512 !== 0) header = copy.indexOf('database/', header + 1);
    copy[header + 512 + 100]! ^= 0xff;
    await writeFile(altered, copy);

    for (const [file, reason] of [
      [truncated, /truncated|not a complete tar file|does not match its checksum/],
      [
        altered,
        /database\/\S+ does not match its checksum in the manifest: the archive was altered or damaged/,
      ],
    ] as const) {
      const verify = await runBackupCommand('verify', [file]);
      expect(verify.code).toBe(1);
      expect(verify.stderr).toMatch(reason);
      const target = await freshTarget();
      const before = await listTree(target.dataDir);
      const env = backupTestEnv(target.dataDir, target.url ? { DATABASE_URL: target.url } : {});
      await expect(restoreBackup({ env, file })).rejects.toThrow(reason);
      expect(await listTree(target.dataDir)).toEqual(before);
    }
    const good = await runBackupCommand('verify', [archive]);
    expect(good.code, good.stderr).toBe(0);
    expect(good.stdout).toMatch(/every checksum matches/);
  }, 120_000);

  it('refuses another file encryption key, a missing one and a folder that holds data, writing nothing', async () => {
    const target = await freshTarget();
    const otherKey = randomBytes(32).toString('base64');
    const before = await listTree(target.dataDir);
    const wrongKey = backupTestEnv(target.dataDir, {
      FILE_ENCRYPTION_KEY: otherKey,
      ...(target.url ? { DATABASE_URL: target.url } : {}),
    });
    await expect(restoreBackup({ env: wrongKey, file: archive })).rejects.toThrow(
      /This backup needs a different file encryption key/,
    );
    expect(await listTree(target.dataDir)).toEqual(before);

    await rm(path.join(target.dataDir, 'file-encryption-key'));
    const noKey = backupTestEnv(target.dataDir, target.url ? { DATABASE_URL: target.url } : {});
    await expect(restoreBackup({ env: noKey, file: archive })).rejects.toThrow(
      /No file encryption key is configured/,
    );
    expect(await listTree(target.dataDir)).toEqual(before.filter((name) => name !== 'file-encryption-key'));

    const usedFiles = path.join(server.dataDir, 'files');
    const used = await listTree(usedFiles);
    await expect(restoreBackup({ env: server.env, file: archive })).rejects.toThrow(/already holds/);
    expect(await listTree(usedFiles)).toEqual(used);
  }, 120_000);
});
