import { describe, expect, it } from 'vitest';
import { notificationWindow, upcomingWindow } from '../time.js';
import { sortUpcoming, upcomingStatusBadge } from './index.js';
import type { UpcomingItem } from './schemas.js';

function item(partial: Partial<UpcomingItem>): UpcomingItem {
  return {
    kind: 'visit',
    id: 'x',
    date: '2026-03-05',
    time: null,
    status: 'scheduled',
    hospital_name: null,
    doctor_name: null,
    title: 'Consultation',
    details: null,
    treatment_plan: null,
    ...partial,
  };
}

describe('sortUpcoming', () => {
  it('orders by date, then time with TBD last, visits before follow-ups', () => {
    const sorted = sortUpcoming([
      item({ id: 'f1', kind: 'followup', date: '2026-03-06' }),
      item({ id: 'v-tbd', date: '2026-03-06' }),
      item({ id: 'v-9', date: '2026-03-06', time: '09:00:00' }),
      item({ id: 'v-early', date: '2026-03-05', time: '18:30:00' }),
    ]);
    expect(sorted.map((i) => i.id)).toEqual(['v-early', 'v-9', 'v-tbd', 'f1']);
  });
});

describe('upcomingStatusBadge (docs/product.md#screens-and-routes)', () => {
  it('shows confirmed as the default badge and scheduled as secondary', () => {
    expect(upcomingStatusBadge('confirmed')).toEqual({ label: 'Confirmed', variant: 'default' });
    expect(upcomingStatusBadge('scheduled')).toEqual({ label: 'Scheduled', variant: 'secondary' });
  });
});

describe("date windows in the patient's time zone (docs/product.md#data-calls, docs/product.md#limits-and-constants)", () => {
  it('upcoming: today to one month ahead, clamped at a short month', () => {
    // 00:30 IST on 31 January 2026 is still 30 January in UTC.
    const now = new Date('2026-01-30T19:00:00Z');
    expect(upcomingWindow('Asia/Kolkata', now)).toEqual({ from: '2026-01-31', to: '2026-02-28' });
  });

  it('notifications: today to today + 7 days, across a month end', () => {
    const now = new Date('2026-03-27T20:00:00Z'); // 01:30 IST on 28 March
    expect(notificationWindow('Asia/Kolkata', now)).toEqual({ from: '2026-03-28', to: '2026-04-04' });
  });

  it('just before midnight IST is still the previous day', () => {
    const now = new Date('2026-03-27T18:29:59Z'); // 23:59:59 IST on 27 March
    expect(upcomingWindow('Asia/Kolkata', now).from).toBe('2026-03-27');
  });
});
