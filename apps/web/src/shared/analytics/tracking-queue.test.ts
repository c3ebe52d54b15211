import { afterEach, describe, expect, it } from 'vitest';
import { clearQueue, drainQueue, enqueueEvent, TRACKING_QUEUE_KEY } from './tracking-queue.ts';

afterEach(() => window.sessionStorage.clear());

const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

describe('the offline tracking queue (spec §9)', () => {
  it('keeps the latest 10 events of the last 7 days, in order, in session storage', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    enqueueEvent({ action: 'too-old', properties: {}, occurredAt: at(now - 8 * DAY) }, now);
    for (let i = 1; i <= 12; i += 1) {
      enqueueEvent({ action: `page-${i}`, properties: { i }, occurredAt: at(now - (13 - i) * 1000) }, now);
    }
    expect(window.sessionStorage.getItem(TRACKING_QUEUE_KEY)).not.toBeNull();
    const sent = drainQueue(now);
    expect(sent.map((e) => e.action)).toEqual(Array.from({ length: 10 }, (_, i) => `page-${i + 3}`));
    expect(drainQueue(now)).toEqual([]);
    expect(window.sessionStorage.getItem(TRACKING_QUEUE_KEY)).toBeNull();
  });

  it('drops, when drained, what turned 7 days old while it waited', () => {
    const then = Date.parse('2026-11-20T12:00:00Z');
    enqueueEvent({ action: 'waited', properties: {}, occurredAt: at(then) }, then);
    expect(drainQueue(then + 8 * DAY)).toEqual([]);
  });

  it('reads a damaged queue as empty, and clears on request', () => {
    window.sessionStorage.setItem(TRACKING_QUEUE_KEY, '{not json');
    expect(drainQueue()).toEqual([]);
    enqueueEvent({ action: 'x', properties: {}, occurredAt: new Date().toISOString() });
    clearQueue();
    expect(drainQueue()).toEqual([]);
  });
});
