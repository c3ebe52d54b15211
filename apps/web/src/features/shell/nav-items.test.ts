import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './nav-items.ts';

describe('isNavItemActive', () => {
  it('marks an entry on its own page and the pages below it', () => {
    expect(isNavItemActive('/1/plan', '/1/plan')).toBe(true);
    expect(isNavItemActive('/1/plan/calendar', '/1/plan')).toBe(true);
    expect(isNavItemActive('/1/plan/', '/1/plan')).toBe(true);
    expect(isNavItemActive('/1/planner', '/1/plan')).toBe(false);
    expect(isNavItemActive('/1/check', '/1/plan')).toBe(false);
  });
  it('marks an exact entry (the dashboard) only on its own page', () => {
    expect(isNavItemActive('/1', '/1', true)).toBe(true);
    expect(isNavItemActive('/1/plan', '/1', true)).toBe(false);
  });
});
