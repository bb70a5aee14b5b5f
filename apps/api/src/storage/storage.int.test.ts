import { mkdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MedicalRecord } from '@sehat/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOnDisk, fixture, recordForm, send, VALID_FIELDS } from '../test/uploads.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { signUpPatient } from '../test/client.js';
import { createLocalDriver } from './local-driver.js';
import { FILE_REFERENCES } from '../routes.js';
import { sweepOrphans } from './sweep.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a file and its row land together (docs/architecture.md#d3-files)', () => {
  it('removes the files already written when saving the record fails', async () => {
    const suffix = Math.random().toString(36).slice(2, 10);
    const fn = `sehat_test_fail_${suffix}`;
    await t.db.execute(
      sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.primary_reason = 'FAIL-ON-INSERT-${suffix}'
             OR (TG_OP = 'UPDATE' AND NEW.primary_reason = 'FAIL-ON-UPDATE-${suffix}') THEN
            RAISE EXCEPTION 'simulated database failure';
          END IF;
          RETURN NEW;
        END $$`),
    );
    await t.db.execute(
      sql.raw(
        `CREATE TRIGGER ${fn} BEFORE INSERT OR UPDATE ON medical_records FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
      ),
    );
    try {
      const patient = await signUpPatient(t.app);
      const files = [
        { name: 'a.pdf', bytes: await fixture('prescription.pdf') },
        { name: 'b.png', bytes: await fixture('prescription.png') },
      ];

      const failedCreate = await send(
        patient.client,
        'POST',
        '/api/medical-records',
        recordForm({ ...VALID_FIELDS, primary_reason: `FAIL-ON-INSERT-${suffix}` }, files),
      );
      expect(failedCreate.statusCode).toBe(500);
      expect(failedCreate.json()).toEqual({
        error: {
          code: 'INTERNAL_SERVER_ERROR',
          message: 'Something went wrong. Please try again.',
          key: 'general.generic',
        },
      });
      expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([]);
      expect((await patient.client.get('/api/medical-records')).json().total).toBe(0);

      const created = await send(
        patient.client,
        'POST',
        '/api/medical-records',
        recordForm({ ...VALID_FIELDS, primary_reason: `FAIL-ON-UPDATE-${suffix}` }, files.slice(0, 1)),
      );
      expect(created.statusCode).toBe(201);
      const record = created.json<MedicalRecord>();
      const failedAdd = await send(
        patient.client,
        'POST',
        `/api/medical-records/${record.id}/files`,
        recordForm({}, files),
      );
      expect(failedAdd.statusCode).toBe(500);
      expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([record.prescription_files[0]!.name]);
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${fn} ON medical_records`));
      await t.db.execute(sql.raw(`DROP FUNCTION IF EXISTS ${fn}()`));
    }
  });
});

describe('sweepOrphans', () => {
  it('deletes only files no row references that are older than an hour, in every bucket', async () => {
    const storage = createLocalDriver(path.join(t.dataDir, 'files'));
    const patient = await signUpPatient(t.app);
    const created = await send(
      patient.client,
      'POST',
      '/api/medical-records',
      recordForm(VALID_FIELDS, [{ name: 'a.pdf', bytes: await fixture('prescription.pdf') }]),
    );
    const referenced = created.json<MedicalRecord>().prescription_files[0]!.name;
    const folder = path.join(t.dataDir, 'files', 'prescriptions', patient.userId);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);

    const put = (name: string) =>
      storage.put('prescriptions', `${patient.userId}/${name}`, Readable.from(Buffer.from('%PDF-')), {
        maxBytes: 100,
      });
    await put('1000000000000-oldorphan000.pdf');
    await put('1000000000001-neworphan000.pdf');
    // A write a crash cut short is removed at start-up, before anything lists the folder
    // (encryption-at-rest.int.test.ts); the sweep never sees one.
    await mkdir(folder, { recursive: true });
    for (const name of ['1000000000000-oldorphan000.pdf', referenced]) {
      await utimes(path.join(folder, name), twoHoursAgo, twoHoursAgo);
    }

    // A receipt and a picture whose claim or profile row never landed.
    for (const bucket of ['claim-receipts', 'profiles'] as const) {
      await storage.put(bucket, `${patient.userId}/1000000000003.png`, Readable.from(Buffer.from('x')), {
        maxBytes: 100,
      });
      const file = path.join(t.dataDir, 'files', bucket, patient.userId, '1000000000003.png');
      await utimes(file, twoHoursAgo, twoHoursAgo);
    }

    const deleted = await sweepOrphans(t.db, storage, FILE_REFERENCES);
    expect(deleted.sort()).toEqual(
      [
        `prescriptions/${patient.userId}/1000000000000-oldorphan000.pdf`,
        `claim-receipts/${patient.userId}/1000000000003.png`,
        `profiles/${patient.userId}/1000000000003.png`,
      ].sort(),
    );
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual(
      ['1000000000001-neworphan000.pdf', referenced].sort(),
    );
    expect(
      await sweepOrphans(t.db, storage, FILE_REFERENCES, { olderThan: 0, now: new Date(Date.now() + 1000) }),
    ).toEqual([`prescriptions/${patient.userId}/1000000000001-neworphan000.pdf`]);
  });
});
