import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, uniqueEmail, requestPasswordReset } from '../../test/client.js';
import { ownTestDatabase, type OwnTestDatabase } from '../../test/database.js';
import { seedVisit } from '../../test/seed.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.js';
import { createMailOutbox, MAIL_DELIVERY_JOB, outboxCounts } from './index.js';

/**
 * The durable outbox (docs/decisions/040-mail-outbox.md) against a real SMTP server: each mail is a row
 * written with its event and sent by the mail-delivery job once the server accepts it, whatever the
 * server refused before and whether the server restarted in between; given up on after 3 days; never sent
 * twice by two apps delivering at once. On a database of this file's own (ownTestDatabase), so no other
 * test's mail goes to this SMTP server. Clocks are injected: no test waits for a backoff.
 */
let smtp: TestSmtp;
let own: OwnTestDatabase;
let clock = new Date('2025-06-02T03:00:00Z'); // 08:30 in Asia/Kolkata
const logLines: string[] = [];
const apps: TestApp[] = [];

/** An app on this file's database, mailing through the test's SMTP server; `close` is the process ending. */
async function startServer(): Promise<TestApp> {
  const app = await buildTestApp({
    database: own.database,
    now: () => clock,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sehat <no-reply@sehat.test>', LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  apps.push(app);
  return app;
}

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const deliver = async (t: TestApp) => expect(await t.app.jobs.runNow(MAIL_DELIVERY_JOB)).toBe('completed');

const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

beforeAll(async () => {
  smtp = await startTestSmtp();
  own = await ownTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await own.dispose();
  await smtp.close();
});

describe('the mail outbox over SMTP', () => {
  it('sends each reminder, reset and erasure mail exactly once while the server refuses the first attempts, across a restart', async () => {
    let server = await startServer();
    const reminded = await signUpPatient(server.app);
    await seedVisit(server.db, reminded.userId, {
      visitDate: '2025-06-03',
      hospitalName: 'Ruby Hall Clinic',
    });
    const resetting = await signUpPatient(server.app);
    const erasing = await signUpPatient(server.app);
    // The server refuses the first two attempts of each of the three mails.
    smtp.refuseNext(6);

    expect(await server.app.jobs.runNow('email-reminders')).toBe('completed');
    const reset = await requestPasswordReset(server.app, resetting.email);
    expect(reset.statusCode).toBe(200);
    expect((await erasing.client.post('/api/account/erase', { password: erasing.password })).statusCode).toBe(
      204,
    );
    const queued = await server.db.select().from(mailOutbox);
    expect(queued.map((row) => [row.recipient, row.status]).sort()).toEqual(
      [reminded.email, resetting.email, erasing.email].map((to) => [to, 'queued']).sort(),
    );

    await deliver(server); // refused (attempt 1 of each)
    // The process ends: nothing of the mail lives in it.
    apps.splice(apps.indexOf(server), 1);
    await server.close();
    server = await startServer();
    later(61_000);
    await deliver(server); // refused again (attempt 2)
    expect(smtp.refused).toBe(6);
    expect(smtp.received).toEqual([]);
    later(60_000);
    await deliver(server); // the second refusal waits 2 minutes: not yet
    expect(smtp.received).toEqual([]);
    later(60_000);
    await deliver(server); // accepted
    later(86_400_000);
    await deliver(server);

    for (const patient of [reminded, resetting, erasing]) expect(receivedBy(patient.email)).toHaveLength(1);
    const rows = await server.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          queued.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 3,
        recipient: null,
        textBody: null,
        htmlBody: null,
      });
      // The Message-ID is the row's on every attempt: the one the server got.
      expect(smtp.received.filter((mail) => mail.messageId === row.messageId)).toHaveLength(1);
    }
    expect(await outboxCounts(server.db)).toEqual({ queued: 0, failed: 0 });
  });

  it('gives a mail up after 3 days of refusals: failed, counted, logged with its id and code only', async () => {
    const server = await startServer();
    const patient = await signUpPatient(server.app);
    const before = await outboxCounts(server.db);
    smtp.setDown(true);
    try {
      const asked = await requestPasswordReset(server.app, patient.email);
      expect(asked.statusCode).toBe(200);
      const [queued] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.userId, patient.userId));
      expect(await outboxCounts(server.db)).toEqual({ queued: before.queued + 1, failed: before.failed });

      const attemptTimes: number[] = [];
      for (let attempt = 0; attempt < 40; attempt++) {
        attemptTimes.push(clock.getTime());
        await deliver(server);
        const [row] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
        if (row!.status !== 'queued') break;
        clock = row!.nextAttemptAt;
      }
      const [row] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
      expect(row).toMatchObject({ status: 'failed', attempts: attemptTimes.length });
      expect(row!.lastError).toMatch(/^[A-Z]+ 421$/);
      // Tried for at least 3 days, never more than 6 hours apart, and then no more.
      expect(attemptTimes.at(-1)! - attemptTimes[0]!).toBeGreaterThanOrEqual(3 * 86_400_000);
      const gaps = attemptTimes.slice(1).map((time, i) => time - attemptTimes[i]!);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(6 * 3_600_000);
      expect(attemptTimes.length).toBeLessThan(30);
      expect(await outboxCounts(server.db)).toEqual({ queued: before.queued, failed: before.failed + 1 });

      const givenUp = logLines.filter((line) => line.includes(row!.id) && line.includes('marked failed'));
      expect(givenUp).toHaveLength(1);
      expect(JSON.parse(givenUp[0]!)).toMatchObject({ level: 50, mailId: row!.id, code: row!.lastError });
      for (const line of logLines.filter((l) => l.includes(row!.id)))
        expect(line).not.toContain(patient.email);

      smtp.setDown(false);
      later(86_400_000);
      await deliver(server);
      expect(receivedBy(patient.email)).toEqual([]);
    } finally {
      smtp.setDown(false);
    }
  });

  it('two apps delivering at once on one database send each mail once', async () => {
    const [first, second] = [await startServer(), await startServer()];
    const outbox = createMailOutbox(first.env.BASE_URL, () => {});
    const addresses = Array.from({ length: 30 }, () => uniqueEmail('outbox'));
    for (const to of addresses)
      await outbox.enqueue(
        first.db,
        {
          to,
          subject: 'Appointment tomorrow',
          text: 'You have a follow-up visit tomorrow.',
          html: '<p>…</p>',
        },
        { userId: null, now: clock },
      );
    await Promise.all([deliver(first), deliver(second), deliver(first), deliver(second)]);
    for (const to of addresses) expect(receivedBy(to)).toHaveLength(1);
    const ids = new Set(smtp.received.map((mail) => mail.messageId));
    expect(ids.size).toBe(smtp.received.length);
  });

  it('erasing an account removes its waiting mails and queues only the confirmation, addressed but not linked to it', async () => {
    const server = await startServer();
    const patient = await signUpPatient(server.app);
    smtp.setDown(true);
    try {
      const asked = await requestPasswordReset(server.app, patient.email);
      expect(asked.statusCode).toBe(200);
      await deliver(server); // refused: the reset mail waits for its retry
      expect(
        await server.db.select().from(mailOutbox).where(eq(mailOutbox.userId, patient.userId)),
      ).toHaveLength(1);

      const erased = await patient.client.post('/api/account/erase', { password: patient.password });
      expect(erased.statusCode).toBe(204);
      expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.userId, patient.userId))).toEqual(
        [],
      );
      const waiting = await server.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, patient.email));
      expect(waiting.map((row) => [row.subject, row.userId, row.status])).toEqual([
        ['Your Sehat account has been erased', null, 'queued'],
      ]);
    } finally {
      smtp.setDown(false);
    }
    later(60_000);
    await deliver(server);
    expect(receivedBy(patient.email).map((mail) => /^Subject: (.*?)\r?$/m.exec(mail.raw)?.[1])).toEqual([
      'Your Sehat account has been erased',
    ]);
  });
});
