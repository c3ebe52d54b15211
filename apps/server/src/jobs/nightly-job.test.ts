import { describe, expect, it, vi } from 'vitest';
import { isJobNight, NightlyJob } from './nightly-job.ts';

const log = { info: vi.fn(), warn: vi.fn() };

describe('a nightly job', () => {
  it('knows the night in school time, British Summer Time too', () => {
    expect(isJobNight(new Date('2026-01-15T00:59:00Z'))).toBe(false);
    expect(isJobNight(new Date('2026-01-15T01:00:00Z'))).toBe(true);
    expect(isJobNight(new Date('2026-01-15T04:59:00Z'))).toBe(true);
    expect(isJobNight(new Date('2026-01-15T05:00:00Z'))).toBe(false);
    // 00:30 UTC in July is 01:30 in London.
    expect(isJobNight(new Date('2026-07-15T00:30:00Z'))).toBe(true);
  });

  it('runs at night only, one run at a time, and says when a run failed', async () => {
    let night = false;
    const run = vi.fn(async () => {
      throw new Error('provider down');
    });
    const scheduler = new NightlyJob(run, {
      name: 'nightly sync',
      log,
      now: () => new Date(night ? '2026-01-15T02:00:00Z' : '2026-01-15T12:00:00Z'),
    });
    await scheduler.tick();
    expect(run).not.toHaveBeenCalled();
    night = true;
    await Promise.all([scheduler.tick(), scheduler.tick()]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('nightly sync failed'));
    await scheduler.stop();
  });
});
