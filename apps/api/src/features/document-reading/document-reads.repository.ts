import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DocumentReadDraft, DocumentReadKind, PrescriptionDraft } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { documentReads } from '../../db/schema/index.js';

export type DocumentReadRow = typeof documentReads.$inferSelect;

/** Queues a read of a stored file, through `db` (the upload pipeline's transaction). */
export async function insertRead(
  db: Db,
  row: {
    id: string;
    patientId: string;
    kind: DocumentReadKind;
    fileKey: string;
    fileName: string;
    contentType: string;
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = row;
  await db.insert(documentReads).values({ ...values, status: 'queued', createdAt: now, updatedAt: now });
}

/** The patient's read of `kind`, or undefined (another patient's or another kind's too). */
export async function findRead(
  db: Db,
  patientId: string,
  kind: DocumentReadKind,
  id: string,
): Promise<DocumentReadRow | undefined> {
  const [row] = await db
    .select()
    .from(documentReads)
    .where(
      and(eq(documentReads.id, id), eq(documentReads.patientId, patientId), eq(documentReads.kind, kind)),
    );
  return row;
}

/**
 * Claims the oldest queued read, or a 'reading' one whose reader stopped before `staleBefore` (a crash),
 * with `FOR UPDATE SKIP LOCKED`: two runs never claim one row. Counts the attempt.
 */
export async function claimNextRead(db: Db, now: Date, staleBefore: Date): Promise<DocumentReadRow | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: documentReads.id })
      .from(documentReads)
      .where(
        or(
          eq(documentReads.status, 'queued'),
          and(eq(documentReads.status, 'reading'), lt(documentReads.updatedAt, staleBefore)),
        ),
      )
      .orderBy(asc(documentReads.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(documentReads)
      .set({
        status: 'reading',
        progress: 0,
        attempts: sql`${documentReads.attempts} + 1`,
        startedAt: now,
        updatedAt: now,
      })
      .where(eq(documentReads.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

/** Records progress (0–100) of a read being read. */
export async function setReadProgress(db: Db, id: string, progress: number, now: Date): Promise<void> {
  await db
    .update(documentReads)
    .set({ progress, updatedAt: now })
    .where(and(eq(documentReads.id, id), eq(documentReads.status, 'reading')));
}

/** Finishes a read with its draft (a lab report's or a prescription's, by the read's kind). */
export async function finishRead(
  db: Db,
  id: string,
  draft: DocumentReadDraft | PrescriptionDraft,
  now: Date,
): Promise<void> {
  await db
    .update(documentReads)
    .set({ status: 'done', progress: 100, draft, messageKey: null, messageValues: null, updatedAt: now })
    .where(eq(documentReads.id, id));
}

/** Ends a read with the reason to show (a message key and its values). */
export async function failRead(
  db: Db,
  id: string,
  message: { key: string; values: Record<string, string | number> },
  now: Date,
): Promise<void> {
  await db
    .update(documentReads)
    .set({
      status: 'failed',
      progress: 100,
      messageKey: message.key,
      messageValues: message.values,
      updatedAt: now,
    })
    .where(eq(documentReads.id, id));
}

/** Reads created before `before`, across patients (the expiry of unsaved drafts). */
export async function readsCreatedBefore(db: Db, before: Date, limit: number): Promise<DocumentReadRow[]> {
  return db
    .select()
    .from(documentReads)
    .where(lt(documentReads.createdAt, before))
    .orderBy(asc(documentReads.createdAt))
    .limit(limit);
}

/** Deletes one read row of `kind` and returns it; undefined when there is none. */
export async function takeRead(
  db: Db,
  patientId: string,
  kind: DocumentReadKind,
  id: string,
): Promise<DocumentReadRow | undefined> {
  const [row] = await db
    .delete(documentReads)
    .where(
      and(eq(documentReads.id, id), eq(documentReads.patientId, patientId), eq(documentReads.kind, kind)),
    )
    .returning();
  return row;
}

/** Keys of stored files reads of `kind` hold, for the orphan sweep. */
export async function readKeysOf(
  db: Db,
  kind: DocumentReadKind,
  owners: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ key: documentReads.fileKey })
    .from(documentReads)
    .where(and(eq(documentReads.kind, kind), inArray(documentReads.patientId, [...owners])));
  return rows.map((row) => row.key);
}
