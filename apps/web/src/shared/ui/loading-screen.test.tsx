import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './loading-screen.tsx';
import { renderWithMantine } from './testing/render-with-mantine.tsx';
import { LOADING_FORCE_LOGOUT_MS, LOADING_LOGOUT_PROMPT_MS } from './ui-constants.ts';

describe('LoadingScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner with an accessible label', () => {
    renderWithMantine(<LoadingScreen label="Loading your classes" onForceLogout={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('Loading your classes');
  });

  it('offers a logout link only after about 5 seconds', () => {
    renderWithMantine(<LoadingScreen onForceLogout={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();

    act(() => vi.advanceTimersByTime(LOADING_LOGOUT_PROMPT_MS - 1));
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    const link = screen.getByRole('link', { name: 'Log out' });
    expect(link.getAttribute('href')).toBe('/logout');
    expect(screen.getByText(/Taking too long\?/)).toBeTruthy();
  });

  it('forces logout once, only after more than 120 seconds', () => {
    const onForceLogout = vi.fn();
    renderWithMantine(<LoadingScreen onForceLogout={onForceLogout} />);

    act(() => vi.advanceTimersByTime(LOADING_FORCE_LOGOUT_MS));
    expect(onForceLogout).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onForceLogout).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(LOADING_FORCE_LOGOUT_MS * 2));
    expect(onForceLogout).toHaveBeenCalledTimes(1);
  });

  it('does not log out after it has gone away', () => {
    const onForceLogout = vi.fn();
    const { unmount } = renderWithMantine(<LoadingScreen onForceLogout={onForceLogout} />);
    act(() => vi.advanceTimersByTime(60_000));
    unmount();
    act(() => vi.advanceTimersByTime(LOADING_FORCE_LOGOUT_MS));
    expect(onForceLogout).not.toHaveBeenCalled();
  });

  it('goes to /logout by default', () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      renderWithMantine(<LoadingScreen />);
      act(() => vi.advanceTimersByTime(LOADING_FORCE_LOGOUT_MS + 1));
      expect(assign).toHaveBeenCalledWith('/logout');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('can show the prompt straight away', () => {
    renderWithMantine(<LoadingScreen promptAfterMs={0} onForceLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'Log out' })).toBeTruthy();
  });
});
