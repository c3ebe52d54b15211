import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showErrorToast } from '../shared/ui/toast.ts';
import { ToastHost } from './toast-host.tsx';

afterEach(() => {
  act(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));
});

describe('the toast host', () => {
  it('draws nothing until a toast is shown, then shows it and every later one', async () => {
    const { container } = render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    expect(container.ownerDocument.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      showErrorToast('The resource you are looking for does not exist.');
    });
    expect(await screen.findByText('The resource you are looking for does not exist.')).toBeTruthy();

    act(() => {
      showErrorToast('Improper Response Received', 'bad-body');
    });
    expect(await screen.findByText('Improper Response Received')).toBeTruthy();
  });

  it('shows a toast raised before it mounted', async () => {
    showErrorToast('Error downloading file');
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    expect(await screen.findByText('Error downloading file')).toBeTruthy();
  });
});
