import { MantineProvider } from '@mantine/core';
import { schoolSignOnPaths } from '@mathsight/contract/school-sign-on.paths.ts';
import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { configureHttpClient } from '../../../shared/api/http-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { CleverSchoolButton, CleverSchoolResult } from './clever-school-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

function show(enabled: boolean) {
  const me = makeMeResponse({ userSchools: [] });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetch = stubFetch({
    ...signedInRoutes(me),
    [`GET ${schoolSignOnPaths.cleverStatus()}`]: () => jsonResponse(200, { enabled }),
    [`POST ${syncConnectionPaths.cleverSchool()}`]: () =>
      jsonResponse(200, { authorizeUrl: 'https://clever.example/oauth/authorize?state=s', connection: null }),
  });
  configureHttpClient({ notify: vi.fn(), onUnauthorized: vi.fn() });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CleverSchoolButton />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetch, assign };
}

describe('adding a school from Clever', () => {
  it('goes to Clever to make the school from the district', async () => {
    const { assign } = show(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add my school from Clever' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://clever.example/oauth/authorize?state=s'),
    );
  });

  it('is not offered where the server has no Clever client', async () => {
    const { fetch } = show(false);
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('clever-status'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Add my school from Clever' })).toBeNull();
  });

  it('says how it went when Clever sends the teacher back', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={['/schools/add?cleverSchool=asked-to-join']}>
          <CleverSchoolResult />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByText(/you have asked to join it/)).toBeTruthy();
  });
});
