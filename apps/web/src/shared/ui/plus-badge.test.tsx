import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextShineDelayMs, PLUS_SHINE_DURATION_MS, PlusBadge } from './plus-badge.tsx';
import { renderWithMantine } from './testing/render-with-mantine.tsx';

describe('nextShineDelayMs', () => {
  it('spans 5 s to 12 s', () => {
    expect(nextShineDelayMs(() => 0)).toBe(5_000);
    expect(nextShineDelayMs(() => 0.5)).toBe(8_500);
    expect(nextShineDelayMs(() => 0.999_999_9)).toBe(12_000);
  });

  it('stays in range whatever the random source returns', () => {
    expect(nextShineDelayMs(() => -1)).toBe(5_000);
    expect(nextShineDelayMs(() => 7)).toBe(12_000);
    for (let i = 0; i < 1000; i += 1) {
      const delay = nextShineDelayMs();
      expect(delay).toBeGreaterThanOrEqual(5_000);
      expect(delay).toBeLessThanOrEqual(12_000);
      expect(Number.isInteger(delay)).toBe(true);
    }
  });
});

function mockReducedMotion(reduce: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('PlusBadge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says Plus, in that case', () => {
    renderWithMantine(<PlusBadge />);
    expect(screen.getByText('Plus')).toBeTruthy();
  });

  it('shines after the random delay, and again after another', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderWithMantine(<PlusBadge />);
    const badge = screen.getByText('Plus').closest('[data-shine], .mantine-Badge-root') as HTMLElement;
    expect(badge.hasAttribute('data-shine')).toBe(false);

    act(() => vi.advanceTimersByTime(4_999));
    expect(badge.hasAttribute('data-shine')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(badge.hasAttribute('data-shine')).toBe(true);

    act(() => vi.advanceTimersByTime(PLUS_SHINE_DURATION_MS));
    expect(badge.hasAttribute('data-shine')).toBe(false);
    act(() => vi.advanceTimersByTime(5_000));
    expect(badge.hasAttribute('data-shine')).toBe(true);
  });

  it('never shines for reduced motion', () => {
    mockReducedMotion(true);
    renderWithMantine(<PlusBadge />);
    const badge = screen.getByText('Plus').closest('.mantine-Badge-root') as HTMLElement;
    act(() => vi.advanceTimersByTime(60_000));
    expect(badge.hasAttribute('data-shine')).toBe(false);
  });
});
