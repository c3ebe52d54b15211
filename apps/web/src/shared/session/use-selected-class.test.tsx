import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeGroup, makeMeResponse } from '../../test/me-fixture.ts';
import { makeToken } from '../../test/tokens.ts';
import { clearAccessToken } from '../api/access-token.ts';
import { configureHttpClient } from '../api/http-client.ts';
import { createQueryClient } from '../api/query-client.ts';
import { saveRefreshToken } from '../auth/token-storage.ts';
import { resetAllStores } from '../state/store-registry.ts';
import { clearCookieConsent, saveCookieConsent } from '../ui/cookie-consent.ts';
import { toMe } from './api/get-me.ts';
import { SELECTED_CLASS_STORAGE_KEY } from './class-selection.ts';
import { useSessionStore } from './session-store.ts';
import { useSelectClass } from './use-selected-class.ts';

const access = {
  [`GET ${apiPaths.access}`]: () =>
    jsonResponse(200, {
      accessToken: 'a',
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      userRole: 'Teacher',
    }),
};

beforeEach(() => {
  resetAllStores();
  clearAccessToken();
  saveRefreshToken(makeToken());
  configureHttpClient({ notify: vi.fn(), onUnauthorized: vi.fn() });
  useSessionStore.getState().applyMe(toMe(makeMeResponse({ groups: [makeGroup(11), makeGroup(12)] })), 1);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookieConsent();
});

function renderSelect() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSelectClass(), { wrapper }).result;
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === apiPaths.userState(7));

describe('choosing a class in the sidebar', () => {
  it('with functional cookies, keeps it in this browser and saves it with user state', async () => {
    saveCookieConsent({ functional: true, analytics: false });
    const fetchMock = stubFetch({
      ...access,
      [`PUT ${apiPaths.userState(7)}`]: () =>
        jsonResponse(200, { stateValues: [{ key: 'selectedGroupId', value: '12' }] }),
    });
    const select = renderSelect();
    act(() => select.current(12));
    expect(useSessionStore.getState().selectedGroupId).toBe(12);
    expect(localStorage.getItem(SELECTED_CLASS_STORAGE_KEY)).toBe('12');
    expect(useSessionStore.getState().userState.selectedGroupId).toBe('12');
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetchMock)[0]?.[1]?.body))).toEqual({
      stateValues: [{ key: 'selectedGroupId', value: '12' }],
    });
  });

  it('without functional cookies, keeps it in this browser only', () => {
    saveCookieConsent({ functional: false, analytics: false });
    const fetchMock = stubFetch({ ...access });
    const select = renderSelect();
    act(() => select.current(11));
    expect(localStorage.getItem(SELECTED_CLASS_STORAGE_KEY)).toBe('11');
    expect(useSessionStore.getState().userState.selectedGroupId).toBeUndefined();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('rolls the saved value back when saving fails, and keeps showing the class chosen', async () => {
    saveCookieConsent({ functional: true, analytics: false });
    const fetchMock = stubFetch({ ...access, [`PUT ${apiPaths.userState(7)}`]: () => jsonResponse(500, {}) });
    const select = renderSelect();
    act(() => select.current(12));
    expect(useSessionStore.getState().userState.selectedGroupId).toBe('12');
    await waitFor(() => expect(useSessionStore.getState().userState.selectedGroupId).toBeUndefined());
    expect(puts(fetchMock).length).toBeGreaterThan(0);
    expect(useSessionStore.getState().selectedGroupId).toBe(12);
    expect(localStorage.getItem(SELECTED_CLASS_STORAGE_KEY)).toBe('12');
  });
});
