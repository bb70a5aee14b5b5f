import { describe, expect, it } from 'vitest';
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

  it('never runs one job twice at once, gives up after 4 retries, and stops cleanly', async () => {
    let runs = 0;
    const runner = createInProcessRunner({ now: () => new Date(), log: silent, retryDelayMs: 0 });
    runner.register({
      name: 'broken',
      everyMinutes: 60,
      async run() {
        runs++;
        throw new Error('always');
      },
    });
    await runner.start();
    expect(await Promise.all([runner.runNow('broken'), runner.runNow('broken')])).toEqual([
      'failed',
      'failed',
    ]);
    expect(runs).toBe(5);
    await runner.stop();
  });

  it('maps intervals to pg-boss crons and refuses one cron cannot express', () => {
    expect(cronOf(15)).toBe('*/15 * * * *');
    expect(cronOf(60)).toBe('0 * * * *');
    expect(cronOf(360)).toBe('0 */6 * * *');
    expect(cronOf(1440)).toBe('0 0 * * *');
    expect(() => cronOf(7)).toThrow();
  });
});
