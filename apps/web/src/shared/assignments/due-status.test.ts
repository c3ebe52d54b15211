import { describe, expect, it } from 'vitest';
import { dueStatusOf } from './due-status.ts';

describe('dueStatusOf', () => {
  const start = '2025-03-03T09:00:00Z';
  const end = '2025-03-10T08:30:00Z';
  it('reads the dates against now', () => {
    expect(dueStatusOf(start, end, new Date('2025-03-01T00:00:00Z'))).toBe('Scheduled');
    expect(dueStatusOf(start, end, new Date('2025-03-05T00:00:00Z'))).toBe('Open');
    expect(dueStatusOf(start, end, new Date('2025-03-08T08:30:00Z'))).toBe('DueSoon');
    expect(dueStatusOf(start, end, new Date('2025-03-10T08:30:00Z'))).toBe('Ended');
  });
});
