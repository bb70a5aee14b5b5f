import { describe, expect, it, vi } from 'vitest';
import { createInProcessRunner } from './in-process-runner.js';
import { cronOf } from './job-runner.js';

const silent = { info() {}, warn() {}, error() {} };

describe('the in-process job runner (PGlite)', () => {
  it('retries a failed run with the clock of each attempt and reports the outcome', async () => {
    let clock = new Date('2031-01-01T00:00:00Z');
    const seen: string[] = [];
    const runner = createInProcessRunner({ now: () => clock, log: silent, retryDelayMs: 0 });
    runner.register({
      name: 'flaky',
      everyMinutes: 15,
      async run(now) {
        seen.push(now.toISOString());
        clock = new Date(clock.getTime() + 60_000);
        if (seen.length < 3) throw new Error('not yet');
      },
    });
    expect(await runner.runNow('flaky')).toBe('completed');
    expect(seen).toEqual([
      '2031-01-01T00:00:00.000Z',
      '2031-01-01T00:01:00.000Z',
      '2031-01-01T00:02:00.000Z',
    ]);
    await runner.stop();
  });

  it('never runs one job twice at once: calls during a run share one run after it; gives up after 4 retries', async () => {
    let runs = 0;
    let running = 0;
    let mostAtOnce = 0;
    const runner = createInProcessRunner({ now: () => new Date(), log: silent, retryDelayMs: 0 });
    runner.register({
      name: 'broken',
      everyMinutes: 60,
      async run() {
        runs++;
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await Promise.resolve();
        running--;
        throw new Error('always');
      },
    });
    await runner.start();
    expect(
      await Promise.all([runner.runNow('broken'), runner.runNow('broken'), runner.runNow('broken')]),
    ).toEqual(['failed', 'failed', 'failed']);
    // The first call's run (1 + 4 retries), then one run (1 + 4) for the two calls made while it went.
    expect(runs).toBe(10);
    expect(mostAtOnce).toBe(1);
    await runner.stop();
  });

  it('runs a triggered job only between start and stop', async () => {
    let runs = 0;
    const runner = createInProcessRunner({ now: () => new Date(), log: silent, retryDelayMs: 0 });
    runner.register({ name: 'kicked', everyMinutes: 60, run: async () => void runs++ });
    // A run starts synchronously (the job's body runs up to its first await), so a count right after shows it.
    runner.trigger('kicked');
    expect(runs).toBe(0);
    expect(await runner.runNow('kicked')).toBe('completed');
    expect(runs).toBe(1);
    await runner.start();
    runner.trigger('kicked');
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 1_000, interval: 5 });
    await runner.stop();
    runner.trigger('kicked');
    expect(runs).toBe(2);
  });

  it('maps intervals to pg-boss crons and refuses one cron cannot express', () => {
    expect(cronOf(15)).toBe('*/15 * * * *');
    expect(cronOf(60)).toBe('0 * * * *');
    expect(cronOf(360)).toBe('0 */6 * * *');
    expect(cronOf(1440)).toBe('0 0 * * *');
    expect(() => cronOf(7)).toThrow();
  });
});
