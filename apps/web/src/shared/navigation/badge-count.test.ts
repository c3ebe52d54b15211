import type { NavigationContext } from '@mathsight/contract/notifications.ts';
import { describe, expect, it } from 'vitest';
import { badgeCountOf, badgeText } from './badge-count.ts';

const context = (counts: Record<string, number>): NavigationContext =>
  ({
    type: 'school',
    schoolId: 1,
    data: Object.entries(counts).map(([id, badgeCount]) => ({ id, badgeCount })),
  }) as NavigationContext;

describe('navigation badges', () => {
  it('reads the count of an entry', () => {
    expect(badgeCountOf(context({ plan: 3, check: 1 }), 'plan')).toBe(3);
    expect(badgeCountOf(context({ plan: 3 }), 'notifications')).toBe(0);
    expect(badgeCountOf(undefined, 'plan')).toBe(0);
  });

  it('never goes below 0', () => {
    expect(badgeCountOf(context({ plan: -4 }), 'plan')).toBe(0);
    expect(badgeCountOf(context({ plan: Number.NaN }), 'plan')).toBe(0);
    expect(badgeCountOf(context({ plan: 2.7 }), 'plan')).toBe(2);
  });

  it('caps what the badge shows at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});
