import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { attemptCounter } from '../db/schema/index.js';

/** A limit: at most `max` hits per fixed window of `windowSeconds`. */
export interface CounterRule {
  max: number;
  windowSeconds: number;
}

/** What one hit found. */
export interface CounterHit {
  /** False once this hit is past the rule's `max`; the caller refuses the request. */
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Whole seconds (≥ 1) until the window closes: the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
  /** Opening instant of the window this hit counted in (pass it back to `release`). */
  windowStartedAt: Date;
}

/** Rows whose window opened this long ago are dead for every rule (the longest window is 15 min). */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;
/** One process prunes at most this often. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters in the database (table `attempt_counter`), so every
 * API instance sees the same counts. Each hit is one atomic upsert: a key
 * whose window has passed restarts at 1. `now` is the app's clock.
 */
export function createAttemptCounter(db: Db, now: () => Date) {
  let lastPrune = 0;

  async function pruneNow(at: Date): Promise<void> {
    if (at.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at.getTime();
    await db
      .delete(attemptCounter)
      .where(lt(attemptCounter.windowStartedAt, new Date(at.getTime() - PRUNE_AFTER_MS)));
  }

  return {
    /** Count one hit on `key` under `rule` and say whether it is within the limit. */
    async hit(key: string, rule: CounterRule): Promise<CounterHit> {
      const at = now();
      await pruneNow(at);
      const atSql = sql`${at.toISOString()}::timestamptz`;
      const windowOpenedBefore = new Date(at.getTime() - rule.windowSeconds * 1000).toISOString();
      const windowOver = sql`${attemptCounter.windowStartedAt} <= ${windowOpenedBefore}::timestamptz`;
      const [row] = await db
        .insert(attemptCounter)
        .values({ key, count: 1, windowStartedAt: at })
        .onConflictDoUpdate({
          target: attemptCounter.key,
          set: {
            count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${attemptCounter.count} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${windowOver} THEN ${atSql} ELSE ${attemptCounter.windowStartedAt} END`,
          },
        })
        .returning();
      if (!row) throw new Error('attempt counter upsert returned no row');
      const closesAt = row.windowStartedAt.getTime() + rule.windowSeconds * 1000;
      return {
        allowed: row.count <= rule.max,
        count: row.count,
        retryAfterSeconds: Math.max(1, Math.ceil((closesAt - at.getTime()) / 1000)),
        windowStartedAt: row.windowStartedAt,
      };
    },

    /**
     * Take back one hit counted in the window that opened at `windowStartedAt`
     * (a sign-in that turned out not to be a failure). No-op once that window
     * has been replaced.
     */
    async release(key: string, windowStartedAt: Date): Promise<void> {
      await db
        .update(attemptCounter)
        .set({ count: sql`${attemptCounter.count} - 1` })
        .where(
          and(
            eq(attemptCounter.key, key),
            eq(attemptCounter.windowStartedAt, windowStartedAt),
            gt(attemptCounter.count, 0),
          ),
        );
    },
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
