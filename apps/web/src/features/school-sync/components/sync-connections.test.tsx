import { MantineProvider } from '@mantine/core';
import { rosterSyncPaths } from '@mathsight/contract/roster-sync.paths.ts';
import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import type { SyncConnection } from '@mathsight/contract/sync-connections.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { configureHttpClient } from '../../../shared/api/http-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse, makeUserSchool } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { SyncConnections } from './sync-connections.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const off = (provider: SyncConnection['provider']): SyncConnection => ({
  provider,
  connected: false,
  externalId: null,
  connectedAt: null,
  connectedBy: null,
  nightly: false,
  updateType: 'Merge',
});
const WONDE: SyncConnection = {
  ...off('wonde'),
  connected: true,
  externalId: 'A1930499544',
  connectedAt: '2026-09-02T09:15:00Z',
  connectedBy: 'Priya Shah',
};

function show(routes: Parameters<typeof stubFetch>[0]) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator: true }, 'Oakfield Academy')],
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const fetch = stubFetch({ ...signedInRoutes(me), ...routes });
  configureHttpClient({ notify: vi.fn(), onUnauthorized: vi.fn() });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SyncConnections schoolId={1} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

describe('the sync connections', () => {
  it('lists the three providers with their state, and switches Wonde to nightly', async () => {
    let nightly = false;
    const fetch = show({
      [`GET ${syncConnectionPaths.connections(1)}`]: () =>
        jsonResponse(200, [off('clever'), off('google-classroom'), { ...WONDE, nightly }]),
      [`GET ${rosterSyncPaths.sync(1, 'wonde')}`]: () =>
        jsonResponse(200, { provider: 'wonde', lastPreview: null, lastApply: null }),
      [`PUT ${syncConnectionPaths.connection(1, 'wonde')}`]: () => {
        nightly = true;
        return jsonResponse(200, { ...WONDE, nightly: true });
      },
    });
    const wonde = await screen.findByTestId('sync-connection-wonde');
    expect(wonde.textContent).toContain('Connected');
    expect(wonde.textContent).toContain('by Priya Shah');
    expect(screen.getByTestId('sync-connection-clever').textContent).toContain('Not connected');
    expect(screen.getByRole('button', { name: 'Connect Google Classroom' })).toBeTruthy();
    fireEvent.click(within(wonde).getByRole('switch', { name: 'Sync every night' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ nightly: true });
  });

  it('asks for the Wonde school id and token to connect it', async () => {
    const fetch = show({
      [`GET ${syncConnectionPaths.connections(1)}`]: () =>
        jsonResponse(200, [off('clever'), off('google-classroom'), off('wonde')]),
      [`POST ${syncConnectionPaths.connection(1, 'wonde')}`]: () =>
        jsonResponse(200, { authorizeUrl: null, connection: WONDE }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Wonde (school data)' }));
    fireEvent.change(screen.getByLabelText(/Wonde school id/), { target: { value: 'A1930499544' } });
    fireEvent.change(screen.getByLabelText(/Wonde token/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wonde' }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([, init]) => init?.method === 'POST' && String(init.body).includes('A1930499544'),
        ),
      ).toBe(true),
    );
  });

  it('says when the connections cannot be loaded', async () => {
    show({ [`GET ${syncConnectionPaths.connections(1)}`]: () => jsonResponse(500, { message: 'Boom' }) });
    expect(await screen.findByText('The connections could not be loaded')).toBeTruthy();
  });
});
