import { describe, expect, it } from 'vitest';
import { dueWeek, WeeklyInsightsScheduler } from './weekly-insights-scheduler.ts';

const quiet = { info: () => undefined, warn: () => undefined };

describe('when the weekly email is due', () => {
  it('is Monday from 07:00 school time, about the week before', () => {
    // Monday 23 November 2026 (GMT: London is UTC+0 in November).
    expect(dueWeek(new Date('2026-11-23T06:59:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-16');
    expect(dueWeek(new Date('2026-11-23T23:59:00Z'))).toBe('2026-11-16');
    expect(dueWeek(new Date('2026-11-24T07:00:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-11-22T12:00:00Z'))).toBeNull();
  });

  it('reads the hour in London time in summer (BST, UTC+1)', () => {
    // Monday 15 June 2026: 07:00 in London is 06:00 UTC.
    expect(dueWeek(new Date('2026-06-15T05:59:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-06-15T06:00:00Z'))).toBe('2026-06-08');
    // Sunday 23:30 UTC is already Monday 00:30 in London, before 07:00.
    expect(dueWeek(new Date('2026-06-14T23:30:00Z'))).toBeNull();
  });
});

describe('the scheduler', () => {
  it('runs one send at a time, once per week, and not at all before Monday 07:00', async () => {
    let now = new Date('2026-11-23T06:00:00Z');
    const calls: string[] = [];
    let release = () => {};
    const scheduler = new WeeklyInsightsScheduler(
      (week) => {
        calls.push(week);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      { everyMs: 60_000, log: quiet, now: () => now },
    );
    await scheduler.tick();
    expect(calls).toEqual([]);
    now = new Date('2026-11-23T07:05:00Z');
    const first = scheduler.tick();
    void scheduler.tick(); // a check while the run is going starts no second run
    expect(calls).toEqual(['2026-11-16']);
    release();
    await first;
    await scheduler.tick(); // done this week on this server
    expect(calls).toEqual(['2026-11-16']);
    await scheduler.stop();
  });

  it('tries again at the next check after a failed run, and stop() waits for a run and ends the timer', async () => {
    const now = new Date('2026-11-23T08:00:00Z');
    let fail = true;
    let signalSeen: AbortSignal | undefined;
    const calls: string[] = [];
    const scheduler = new WeeklyInsightsScheduler(
      async (week, signal) => {
        calls.push(week);
        signalSeen = signal;
        if (fail) throw new Error('no database');
      },
      { everyMs: 60_000, log: quiet, now: () => now },
    );
    await scheduler.tick();
    fail = false;
    await scheduler.tick();
    expect(calls).toEqual(['2026-11-16', '2026-11-16']);
    scheduler.start();
    await scheduler.stop();
    expect(signalSeen?.aborted).toBe(true);
    await scheduler.tick();
    expect(calls).toHaveLength(2);
  });
});
