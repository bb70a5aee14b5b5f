import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.js';
import { getDashboardCounts } from '../features/dashboard/dashboard.service.js';
import { migrateDatabase, openDatabase, type Database } from './index.js';

/**
 * Migrations on a database that has data (docs/decisions/049-patients-apart-from-accounts.md): 0019–0021
 * (patients apart from accounts) and 0034 (the owner column renamed `patient_id`), each on a database
 * migrated to the migration before, seeded the way the app wrote rows then, and migrated to the end. Runs on
 * PGlite, and on PostgreSQL with DATABASE_URL (a database of its own per migration, dropped afterwards).
 */
const MIGRATIONS = path.join(REPO_ROOT, 'apps/api/drizzle');

/** A copy of the migrations folder that ends at migration `last`. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sehat-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A fresh database migrated up to migration `last`, with the function that closes (and drops) it. */
async function openMigratedTo(last: number): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const folder = migrationsUpTo(last);
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (!url) {
    const pglite = await openDatabase({});
    if (pglite.driver !== 'pglite') throw new Error('expected PGlite');
    await migratePglite(drizzlePglite({ client: pglite.client }), { migrationsFolder: folder });
    const dispose = async () => {
      await pglite.close();
      removeFolder();
    };
    return { database: pglite, dispose };
  }
  const name = `sehat_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ url: own.toString() });
  if (database.driver !== 'postgres') throw new Error('expected PostgreSQL');
  await migrateNodePg(drizzleNodePg({ client: database.pool }), { migrationsFolder: folder });
  const dispose = async () => {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    removeFolder();
  };
  return { database, dispose };
}

let database: Database;
const run = (query: string) => database.db.execute(sql.raw(query));
const rows = async <T>(query: string) => ((await run(query)) as { rows: T[] }).rows;

/** An account as sign-up wrote it at 0018: user and profile, with a record, a lab report, a file, a contact. */
async function seedAccount(id: string, email: string) {
  await run(`INSERT INTO "user" (id, name, email) VALUES ('${id}', 'Asha Verma', '${email}')`);
  await run(`INSERT INTO profiles (user_id, patient_id, email, full_name, display_name)
             VALUES ('${id}', 'SEH-${id.slice(-8).toUpperCase()}', '${email}', 'Asha Verma', 'Asha Verma')`);
  await run(`INSERT INTO medical_records (user_id, title, description, record_type, primary_reason, doctor_name,
               hospital_name, diagnosis, treatment_plan, prescribed_medications, record_date, visit_type,
               prescription_files)
             VALUES ('${id}', 'Fever', 'd', 'consultation', 'Fever', 'Dr Rao', 'City', 'Viral', 'Rest',
               'Paracetamol', '2026-11-01', 'in_person', ARRAY['${id}/rx.pdf'])`);
  await run(
    `INSERT INTO lab_reports (user_id, lab_name, report_date) VALUES ('${id}', 'Thyrocare', '2026-11-02')`,
  );
  await run(`INSERT INTO stored_files (bucket, key, user_id, name, size_bytes, content_type)
             VALUES ('prescriptions', '${id}/rx.pdf', '${id}', 'rx.pdf', 10, 'application/pdf')`);
  await run(`INSERT INTO emergency_contacts (user_id, name, relationship, phone, position)
             VALUES ('${id}', 'Ravi', 'Brother', '+919876543210', 0)`);
}

describe('migrations 0019–0021 on a seeded database (decision 049)', () => {
  const a = `mig-a-${randomBytes(4).toString('hex')}`;
  const b = `mig-b-${randomBytes(4).toString('hex')}`;

  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTo(18));
    await seedAccount(a, `${a}@example.test`);
    await seedAccount(b, `${b}@example.test`);
    await migrateDatabase(database);
  });
  afterAll(() => dispose());

  it("gives every account its own patient with the account's id", async () => {
    const patients = await rows<{ id: string; account_id: string; is_self: boolean; relationship: string }>(
      `SELECT id, account_id, is_self, relationship FROM patients WHERE account_id IN ('${a}', '${b}') ORDER BY id`,
    );
    expect(patients).toEqual([
      { id: a, account_id: a, is_self: true, relationship: 'self' },
      { id: b, account_id: b, is_self: true, relationship: 'self' },
    ]);
  });

  it('keeps every row, reachable by the patient id, with the counts the trigger keeps', async () => {
    for (const table of [
      'profiles',
      'medical_records',
      'lab_reports',
      'stored_files',
      'emergency_contacts',
    ]) {
      const column = table === 'profiles' ? 'user_id' : 'patient_id';
      const [count] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = '${a}'`,
      );
      expect(count?.n, table).toBe(1);
    }
    const counts = await getDashboardCounts(database.db, a, new Date('2026-11-27T06:00:00Z'), 'Asia/Kolkata');
    expect(counts).toMatchObject({ medical_records: 1, active_prescriptions: 1 });
  });

  it('points the health tables at patients: a row for no patient is refused, a patient cascades', async () => {
    await expect(
      run(`INSERT INTO lab_reports (patient_id, lab_name, report_date) VALUES ('nobody', 'X', '2026-11-02')`),
    ).rejects.toThrow();
    await expect(
      run(
        `INSERT INTO patients (id, account_id, is_self, relationship) VALUES ('${a}-2', '${a}', true, 'self')`,
      ),
    ).rejects.toThrow();

    await run(`DELETE FROM "user" WHERE id = '${b}'`);
    for (const table of ['patients', 'profiles', 'medical_records', 'lab_reports', 'stored_files']) {
      const column = table === 'patients' ? 'id' : table === 'profiles' ? 'user_id' : 'patient_id';
      const [count] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = '${b}'`,
      );
      expect(count?.n, table).toBe(0);
    }
    const [left] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM medical_records WHERE patient_id = '${a}'`,
    );
    expect(left?.n).toBe(1);
  });
});

/** The tables whose owner column migration 0034 renames from `user_id` to `patient_id` (decision 049). */
const RENAMED = [
  'activity_log',
  'clinics',
  'document_reads',
  'emergency_contacts',
  'insurance_claim',
  'lab_reports',
  'lab_results',
  'medical_record_counts',
  'medical_records',
  'notification_reads',
  'reminder_deliveries',
  'shares',
  'stored_files',
  'visits',
];

/** One row in each renamed table for patient `id` (an account's own patient), written as the app did at 0033. */
async function seedPatientAt0033(id: string) {
  await run(`INSERT INTO "user" (id, name, email) VALUES ('${id}', 'Asha Verma', '${id}@example.test')`);
  await run(
    `INSERT INTO patients (id, account_id, is_self, relationship) VALUES ('${id}', '${id}', true, 'self')`,
  );
  await run(`INSERT INTO medical_records (user_id, title, description, record_type, primary_reason, doctor_name,
               hospital_name, diagnosis, treatment_plan, prescribed_medications, record_date, visit_type)
             VALUES ('${id}', 'Fever', 'd', 'consultation', 'Fever', 'Dr Rao', 'City', 'Viral', 'Rest',
               'Paracetamol', '2026-11-01', 'in_person')`);
  await run(
    `INSERT INTO lab_reports (user_id, lab_name, report_date) VALUES ('${id}', 'Thyrocare', '2026-11-02')`,
  );
  await run(`INSERT INTO lab_results (user_id, test_date) VALUES ('${id}', '2026-11-02')`);
  await run(`INSERT INTO visits (user_id, visit_date, hospital_name, doctor_name)
             VALUES ('${id}', '2026-12-01', 'City', 'Dr Rao')`);
  await run(`INSERT INTO clinics (user_id, clinic_id, name, phone, email, address, state, city)
             VALUES ('${id}', 'CLN-AB12CD', 'Sunrise', '+919876543210', 'desk@sunrise.example', '12 MG Road',
               'Karnataka', 'Bengaluru')`);
  await run(`INSERT INTO emergency_contacts (user_id, name, relationship, phone, position)
             VALUES ('${id}', 'Ravi', 'Brother', '+919876543210', 0)`);
  await run(`INSERT INTO insurance_claim (claim_id, user_id, claim_type, hospital_name, state, city, amount,
               claim_date)
             VALUES ('CLM-0001', '${id}', 'cashless', 'City', 'Karnataka', 'Bengaluru', '1200.50', '2026-11-03')`);
  await run(`INSERT INTO notification_reads (user_id, notification_type, notification_id)
             VALUES ('${id}', 'visit', 'v-1')`);
  await run(`INSERT INTO reminder_deliveries (kind, subject_id, due_date, user_id, sent_at)
             VALUES ('appointment', gen_random_uuid(), '2026-12-01', '${id}', now())`);
  await run(`INSERT INTO shares (user_id, token_hash, label, scope_all, expires_at)
             VALUES ('${id}', 'hash-${id}', 'For Dr Rao', true, now() + interval '1 day')`);
  await run(`INSERT INTO stored_files (bucket, key, user_id, name, size_bytes, content_type)
             VALUES ('lab-reports', '${id}/report.pdf', '${id}', 'report.pdf', 10, 'application/pdf')`);
  await run(`INSERT INTO document_reads (id, user_id, file_key, file_name, content_type, created_at, updated_at)
             VALUES (gen_random_uuid(), '${id}', '${id}/report.pdf', 'report.pdf', 'application/pdf', now(), now())`);
  await run(`INSERT INTO activity_log (user_id, kind) VALUES ('${id}', 'record_created')`);
}

describe('migration 0034 on a seeded database: the owner column is patient_id (decision 049)', () => {
  const a = `mig-c-${randomBytes(4).toString('hex')}`;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTo(33));
    await seedPatientAt0033(a);
    await migrateDatabase(database);
  });
  afterAll(() => dispose());

  it('keeps every row written before it, read by patient_id', async () => {
    for (const table of RENAMED) {
      const [count] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE patient_id = '${a}'`,
      );
      expect(count?.n, table).toBe(1);
    }
  });

  it('leaves user_id only where it holds an account, and in profiles', async () => {
    const tables = await rows<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'user_id' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'account',
      'account_erasures',
      'mail_outbox',
      'profiles',
      'session',
      'two_factor',
    ]);
  });

  it('keeps the record counts on insert and delete through the renamed column', async () => {
    const now = new Date('2026-11-27T06:00:00Z');
    await run(`INSERT INTO medical_records (patient_id, title, description, record_type, primary_reason,
                 doctor_name, hospital_name, diagnosis, treatment_plan, prescribed_medications, record_date,
                 visit_type)
               VALUES ('${a}', 'Cough', 'd', 'consultation', 'Cough', 'Dr Rao', 'City', 'Viral', 'Rest',
                 'Syrup', '2026-11-05', 'in_person')`);
    expect(await getDashboardCounts(database.db, a, now, 'Asia/Kolkata')).toMatchObject({
      medical_records: 2,
      active_prescriptions: 2,
    });
    await run(`DELETE FROM medical_records WHERE patient_id = '${a}' AND title = 'Fever'`);
    expect(await getDashboardCounts(database.db, a, now, 'Asia/Kolkata')).toMatchObject({
      medical_records: 1,
      active_prescriptions: 1,
    });
  });
});
