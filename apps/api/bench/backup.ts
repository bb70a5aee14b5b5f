/**
 * `npm run bench:backup`: backup and restore time and archive size for one patient with 10,000 medical
 * records (plus the lab results and visits `seedHistory` adds) and 200 stored files of 250 kB each
 * (random bytes, about a phone photo; encrypted as every upload is). On PGlite always; on PostgreSQL too
 * when DATABASE_URL names a scratch server (the bench creates a source and a restore database there). Timed
 * in-process, as the server runs a backup for `npm run backup` (the CLI's own start-up is not counted).
 * The figures are in the README, "Where data lives".
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { createBackup } from '../src/backup/create-backup.js';
import { restoreBackup } from '../src/backup/restore.js';
import { storedFiles } from '../src/db/schema/index.js';
import { createStorage } from '../src/storage/index.js';
import { backupTestEnv, emptyDatabase, startBackupServer } from '../src/test/backup-server.js';
import { signUpPatient } from '../src/test/client.js';
import { seedHistory } from './seed-history.js';

const RECORDS = 10_000;
const FILES = 200;
const FILE_BYTES = 250_000;

async function bench(databaseUrl: string | undefined) {
  const source = databaseUrl && (await emptyDatabase(databaseUrl, 'sehat_bench_source'));
  const server = await startBackupServer({ now: () => new Date(), databaseUrl: source });
  const work = await mkdtemp(path.join(tmpdir(), 'sehat-bench-backup-'));
  try {
    const patient = await signUpPatient(server.app);
    await seedHistory(server.database.db, patient.userId, RECORDS);
    const storage = createStorage(server.env);
    for (let i = 0; i < FILES; i += 1) {
      const key = `${patient.userId}/bench-${i}.jpg`;
      await storage.put('prescriptions', key, Readable.from([randomBytes(FILE_BYTES)]), { maxBytes: 1e9 });
      await server.database.db.insert(storedFiles).values({
        bucket: 'prescriptions',
        key,
        patientId: patient.userId,
        name: `scan-${i}.jpg`,
        sizeBytes: FILE_BYTES,
        contentType: 'image/jpeg',
      });
    }
    const archive = path.join(work, 'backup.tar');
    let started = performance.now();
    const manifest = await createBackup({ env: server.env, database: server.database, out: archive });
    const backupSeconds = (performance.now() - started) / 1000;
    const { size } = await stat(archive);

    const target = await mkdtemp(path.join(work, 'target-'));
    for (const secret of ['file-encryption-key', 'auth-secret'])
      await copyFile(path.join(server.dataDir, secret), path.join(target, secret));
    const env = backupTestEnv(
      target,
      databaseUrl ? { DATABASE_URL: await emptyDatabase(databaseUrl, 'sehat_bench_restore') } : {},
    );
    started = performance.now();
    await restoreBackup({ env, file: archive });
    const restoreSeconds = (performance.now() - started) / 1000;
    return {
      database: server.database.driver,
      records: manifest.rowCounts['public.medical_records'],
      files: manifest.files,
      'backup s': backupSeconds.toFixed(1),
      'restore s': restoreSeconds.toFixed(1),
      'archive MB': (size / 1e6).toFixed(1),
      'database dump MB': (manifest.members[0]!.size / 1e6).toFixed(1),
    };
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

const rows = [await bench(undefined)];
if (process.env.DATABASE_URL) rows.push(await bench(process.env.DATABASE_URL));
else console.log('DATABASE_URL unset: PostgreSQL skipped (set it to a scratch server to measure it too).');
console.table(rows);
process.exit(0);
