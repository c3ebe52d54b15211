import { Notifications, notificationsStore } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from './testing/render-with-mantine.tsx';
import { hideToast, showErrorToast, showToast, toastIdPrefix, toastIdsToReplace } from './toast.ts';
import { TOAST_AUTO_CLOSE_MS } from './ui-constants.ts';

describe('toastIdPrefix', () => {
  it('is the part before the first colon', () => {
    expect(toastIdPrefix('model-state:email')).toBe('model-state');
    expect(toastIdPrefix('model-state:password:too-short')).toBe('model-state');
    expect(toastIdPrefix(':odd')).toBe('');
  });

  it('is the whole id when there is no colon', () => {
    expect(toastIdPrefix('saved')).toBe('saved');
  });
});

describe('toastIdsToReplace', () => {
  it('picks every showing toast with the same prefix, the same id included', () => {
    const showing = ['model-state:email', 'saved', 'model-state:password', 'model-statement'];
    expect(toastIdsToReplace(showing, 'model-state:name')).toEqual([
      'model-state:email',
      'model-state:password',
    ]);
    expect(toastIdsToReplace(showing, 'saved')).toEqual(['saved']);
  });

  it('treats an id without a colon as the prefix of ids that have one', () => {
    expect(toastIdsToReplace(['error:network', 'error'], 'error')).toEqual(['error:network', 'error']);
  });

  it('replaces nothing when no prefix matches', () => {
    expect(toastIdsToReplace(['saved', 'model-state:email'], 'error')).toEqual([]);
    expect(toastIdsToReplace([], 'error')).toEqual([]);
  });
});

describe('showToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderWithMantine(<Notifications />);
  });
  afterEach(() => {
    act(() =>
      notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }),
    );
    vi.useRealTimers();
  });

  const settle = () => act(() => vi.advanceTimersByTime(300));

  it('shows a message with an optional title', () => {
    act(() => {
      showToast({ id: 'saved', title: 'Saved', message: 'Your class has been saved.' });
    });
    settle();
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByText('Your class has been saved.')).toBeTruthy();
  });

  it('replaces an older toast with the same id prefix, keeping others', () => {
    act(() => {
      showToast({ id: 'saved', message: 'Saved.' });
      showToast({ id: 'model-state:email', message: 'Enter an email address.' });
    });
    settle();
    act(() => {
      showToast({ id: 'model-state:password', message: 'Enter a password.' });
    });
    settle();
    expect(screen.queryByText('Enter an email address.')).toBeNull();
    expect(screen.getByText('Enter a password.')).toBeTruthy();
    expect(screen.getByText('Saved.')).toBeTruthy();
    expect(notificationsStore.getState().notifications).toHaveLength(2);
  });

  it('closes after 5 seconds, with the timer restarted by a same-id replacement', () => {
    act(() => {
      showToast({ id: 'saved', message: 'First save.' });
    });
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1000));
    act(() => {
      showToast({ id: 'saved', message: 'Second save.' });
    });
    settle();
    expect(screen.queryByText('First save.')).toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1000));
    expect(screen.getByText('Second save.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000 + 1000));
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });

  it('pauses the timer while hovered (Mantine default) and restarts it on leave', () => {
    act(() => {
      showToast({ id: 'saved', message: 'Hover me.' });
    });
    settle();
    const toast = screen.getByText('Hover me.').closest('[data-toast-id]') as HTMLElement;
    expect(toast.getAttribute('data-toast-id')).toBe('saved');

    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 3));
    expect(notificationsStore.getState().notifications).toHaveLength(1);

    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS + 300));
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });

  it('shows errors in red, one at a time unless given their own ids', () => {
    act(() => {
      showErrorToast('Your request timed out.  Please try again.');
      showErrorToast('Improper Response Received');
      showErrorToast('Enter a password.', 'model-state:password');
    });
    settle();
    const state = notificationsStore.getState().notifications;
    expect(state.map((item) => item.message)).toEqual(['Improper Response Received', 'Enter a password.']);
    expect(state.every((item) => item.color === 'red')).toBe(true);
  });

  it('can close a toast by its id', () => {
    act(() => {
      showToast({ id: 'upload:progress', message: 'Uploading.' });
    });
    act(() => hideToast('upload:progress'));
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });
});
