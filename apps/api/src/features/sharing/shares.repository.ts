import type { PageQuery } from '@sehat/shared';
import { pageOffset } from '@sehat/shared';
import { and, arrayOverlaps, count, desc, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { labReports, medicalRecords, profiles, shares } from '../../db/schema/index.js';

/**
 * shares queries (docs/decisions/023-share-links.md). The patient's side takes
 * the signed-in user id and scopes by it; the public side finds a share only
 * by its token's hash (or, for a signed file link, by the id the link signs).
 */
export type ShareRow = typeof shares.$inferSelect;
export type NewShareValues = Omit<
  typeof shares.$inferInsert,
  'id' | 'patientId' | 'failedCodeAttempts' | 'openCount' | 'revokedAt' | 'firstOpenedAt' | 'lastOpenedAt'
>;

const owned = (patientId: string, id: string) => and(eq(shares.patientId, patientId), eq(shares.id, id));

/** Inserts the patient's new share. */
export async function insertShare(db: Db, patientId: string, values: NewShareValues): Promise<ShareRow> {
  const [row] = await db
    .insert(shares)
    .values({ ...values, patientId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** One page of the patient's shares, newest first. */
export async function listShares(db: Db, patientId: string, query: PageQuery) {
  const where = eq(shares.patientId, patientId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shares)
      .where(where)
      .orderBy(desc(shares.createdAt), desc(shares.id))
      .limit(query.page_size)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(shares).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Marks the patient's share revoked at `at` (kept if already revoked); null when it is not theirs. */
export async function revokeShare(db: Db, patientId: string, id: string, at: Date): Promise<ShareRow | null> {
  const [row] = await db
    .update(shares)
    .set({ revokedAt: sql`coalesce(${shares.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(owned(patientId, id))
    .returning();
  return row ?? null;
}

/** The patient's shares first opened from `since` up to `until`, newest first, at most `limit` (the bell). */
export function findFirstOpened(db: Db, patientId: string, since: Date, until: Date, limit: number) {
  return firstOpened(db).execute({ patientId, since, until, limit });
}

const firstOpened = preparedFor((db) =>
  db
    .select({ id: shares.id, label: shares.label, firstOpenedAt: shares.firstOpenedAt })
    .from(shares)
    .where(
      and(
        eq(shares.patientId, sql.placeholder('patientId')),
        isNotNull(shares.firstOpenedAt),
        gte(shares.firstOpenedAt, sql.placeholder('since')),
        lte(shares.firstOpenedAt, sql.placeholder('until')),
      ),
    )
    .orderBy(desc(shares.firstOpenedAt), desc(shares.id))
    .limit(sql.placeholder('limit'))
    .prepare('shares_first_opened'),
);

/** The share whose token hashes to `tokenHash`, or null. */
export async function findByTokenHash(db: Db, tokenHash: string): Promise<ShareRow | null> {
  const [row] = await db.select().from(shares).where(eq(shares.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** The share `id` (a uuid a signed file link names), or null. */
export async function findById(db: Db, id: string): Promise<ShareRow | null> {
  const [row] = await db.select().from(shares).where(eq(shares.id, id)).limit(1);
  return row ?? null;
}

/**
 * Reserves one code attempt atomically: the new count of failed attempts, or
 * null when `max` are already used (the link is locked). Parallel guesses
 * cannot pass `max`: each takes its attempt before its code is checked.
 */
export async function reserveCodeAttempt(db: Db, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(shares)
    .set({ failedCodeAttempts: sql`${shares.failedCodeAttempts} + 1` })
    .where(and(eq(shares.id, id), lt(shares.failedCodeAttempts, max)))
    .returning({ attempts: shares.failedCodeAttempts });
  return row?.attempts ?? null;
}

/** Gives back an attempt reserved by a right code. */
export async function releaseCodeAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(shares)
    .set({ failedCodeAttempts: sql`greatest(${shares.failedCodeAttempts} - 1, 0)` })
    .where(eq(shares.id, id));
}

/** Counts one open at `at`: open_count + 1, last_opened_at, and first_opened_at the first time. */
export async function recordOpen(db: Db, id: string, at: Date): Promise<void> {
  const atSql = sql`${at.toISOString()}::timestamptz`;
  await db
    .update(shares)
    .set({
      openCount: sql`${shares.openCount} + 1`,
      lastOpenedAt: at,
      firstOpenedAt: sql`coalesce(${shares.firstOpenedAt}, ${atSql})`,
    })
    .where(eq(shares.id, id));
}

/** What the summary says about the patient `patientId` (their profile row), or null. */
export async function findPatientProfile(db: Db, patientId: string) {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      dateOfBirth: profiles.dateOfBirth,
      age: profiles.age,
      bloodGroup: profiles.bloodGroup,
      allergies: profiles.allergies,
      chronicConditions: profiles.chronicConditions,
      timeZone: profiles.timeZone,
      cardShowsPolicy: profiles.cardShowsPolicy,
      cardShowsSchemes: profiles.cardShowsSchemes,
    })
    .from(profiles)
    .where(eq(profiles.userId, patientId))
    .limit(1);
  return row ?? null;
}

/**
 * Which of `keys` (full storage keys `<patientId>/<name>`) a record or report
 * of the patient `patientId` holds in `bucket` ('prescriptions': records,
 * 'lab-reports': reports).
 */
export async function heldFileKeys(
  db: Db,
  patientId: string,
  bucket: 'prescriptions' | 'lab-reports',
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows =
    bucket === 'prescriptions'
      ? await db
          .select({ files: medicalRecords.prescriptionFiles })
          .from(medicalRecords)
          .where(
            and(
              eq(medicalRecords.patientId, patientId),
              arrayOverlaps(medicalRecords.prescriptionFiles, [...keys]),
            ),
          )
      : await db
          .select({ files: labReports.files })
          .from(labReports)
          .where(and(eq(labReports.patientId, patientId), arrayOverlaps(labReports.files, [...keys])));
  const held = new Set(rows.flatMap((row) => row.files));
  return new Set(keys.filter((key) => held.has(key)));
}
