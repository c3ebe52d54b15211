import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken } from '../../../shared/api/access-token.ts';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';
import { makeAssignmentDetail } from '../../../test/work-fixtures.ts';
import { useMoveAssignment } from './use-move-assignment.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
  clearAccessToken();
  act(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));
});

const toasts = () => notificationsStore.getState().notifications;

describe('the calendar’s move with Undo', () => {
  it('shows the new dates with an Undo button that puts the old dates back', async () => {
    saveRefreshToken(makeToken());
    const puts: Array<{ startDate: string; endDate: string }> = [];
    const detail = makeAssignmentDetail(5);
    stubFetch({
      ...accessRoute(),
      [`GET ${assignmentPaths.assignment(5)}`]: () => jsonResponse(200, detail),
      [`PUT ${assignmentPaths.assignment(5)}`]: (_url, init) => {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, detail);
      },
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMoveAssignment(), { wrapper });

    let saved = false;
    await act(async () => {
      saved = await result.current(5, 1);
    });
    expect(saved).toBe(true);
    expect(puts.map((p) => p.startDate)).toEqual(['2030-03-05T09:00:00.000Z']);

    render(<MantineProvider env="test">{toasts().at(-1)?.message}</MantineProvider>);
    expect(
      screen.getByText(/Adding fractions now runs Tue 5 Mar 2030, 09:00 – Tue 12 Mar 2030, 08:30/),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ startDate: detail.startDate, endDate: detail.endDate });
    await waitFor(() =>
      expect(toasts().at(-1)?.message).toBe(
        'Adding fractions is back to Mon 4 Mar 2030, 09:00 – Mon 11 Mar 2030, 08:30.',
      ),
    );
  });

  it('says why when the move is refused, and reports it was not saved', async () => {
    saveRefreshToken(makeToken());
    stubFetch({
      ...accessRoute(),
      [`GET ${assignmentPaths.assignment(5)}`]: () =>
        jsonResponse(200, makeAssignmentDetail(5, { canEdit: false })),
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMoveAssignment(), { wrapper });
    let saved = true;
    await act(async () => {
      saved = await result.current(5, 1);
    });
    expect(saved).toBe(false);
    expect(toasts().at(-1)?.message).toBe('You can only change work set for your own classes');
  });
});
