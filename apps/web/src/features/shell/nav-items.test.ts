import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS, navItemsFor } from './nav-items.ts';

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

describe('navItemsFor', () => {
  it('leaves out the leagues (Motivate) when the school has turned them off, and nothing else', () => {
    expect(navItemsFor({ leagues: true, assistant: true })).toBe(NAV_ITEMS);
    const off = navItemsFor({ leagues: false, assistant: true }).map((item) => item.label);
    expect(off).not.toContain('Motivate');
    expect(off).toEqual(NAV_ITEMS.map((item) => item.label).filter((label) => label !== 'Motivate'));
  });
  it('shows the assistant only where the school has it switched on', () => {
    expect(navItemsFor({ leagues: true }).map((item) => item.label)).not.toContain('Assistant');
    expect(navItemsFor({ leagues: true, assistant: false }).map((item) => item.label)).toEqual(
      NAV_ITEMS.map((item) => item.label).filter((label) => label !== 'Assistant'),
    );
  });
});
