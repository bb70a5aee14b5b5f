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
 * Migrations 0019–0021 (docs/decisions/049-patients-apart-from-accounts.md) on a database that has data:
 * migrated to 0018, seeded the way the app wrote rows then, migrated to the end. Runs on PGlite, and on
 * PostgreSQL with DATABASE_URL (a database of its own, dropped afterwards).
 */
const MIGRATIONS = path.join(REPO_ROOT, 'apps/api/drizzle');
const LAST_BEFORE = 18;

/** A copy of the migrations folder that ends at 0018. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sehat-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Database;
let dispose: () => Promise<void>;
const folder = migrationsUpTo(LAST_BEFORE);

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const pglite = await openDatabase({});
    if (pglite.driver !== 'pglite') throw new Error('expected PGlite');
    database = pglite;
    await migratePglite(drizzlePglite({ client: pglite.client }), { migrationsFolder: folder });
    dispose = () => pglite.close();
    return;
  }
  const name = `sehat_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  database = await openDatabase({ url: own.toString() });
  if (database.driver !== 'postgres') throw new Error('expected PostgreSQL');
  await migrateNodePg(drizzleNodePg({ client: database.pool }), { migrationsFolder: folder });
  dispose = async () => {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
});
afterAll(async () => {
  await dispose();
  rmSync(folder, { recursive: true, force: true });
});

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

  beforeAll(async () => {
    await seedAccount(a, `${a}@example.test`);
    await seedAccount(b, `${b}@example.test`);
    await migrateDatabase(database);
  });

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
      const [count] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE user_id = '${a}'`,
      );
      expect(count?.n, table).toBe(1);
    }
    const counts = await getDashboardCounts(database.db, a, new Date('2026-11-27T06:00:00Z'), 'Asia/Kolkata');
    expect(counts).toMatchObject({ medical_records: 1, active_prescriptions: 1 });
  });

  it('points the health tables at patients: a row for no patient is refused, a patient cascades', async () => {
    await expect(
      run(`INSERT INTO lab_reports (user_id, lab_name, report_date) VALUES ('nobody', 'X', '2026-11-02')`),
    ).rejects.toThrow();
    await expect(
      run(
        `INSERT INTO patients (id, account_id, is_self, relationship) VALUES ('${a}-2', '${a}', true, 'self')`,
      ),
    ).rejects.toThrow();

    await run(`DELETE FROM "user" WHERE id = '${b}'`);
    for (const table of ['patients', 'profiles', 'medical_records', 'lab_reports', 'stored_files']) {
      const column = table === 'patients' ? 'id' : 'user_id';
      const [count] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = '${b}'`,
      );
      expect(count?.n, table).toBe(0);
    }
    const [left] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM medical_records WHERE user_id = '${a}'`,
    );
    expect(left?.n).toBe(1);
  });
});
