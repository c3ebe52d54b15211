import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessRoute } from '../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeToken } from '../../test/tokens.ts';
import { clearAccessToken } from '../api/access-token.ts';
import { configureHttpClient } from '../api/http-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../auth/token-storage.ts';
import { HEARTBEAT_INTERVAL_MS } from '../config/constants.ts';
import { useHeartbeat } from './use-heartbeat.ts';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  clearAccessToken();
  saveRefreshToken(makeToken());
  configureHttpClient({ notify: vi.fn(), onUnauthorized: vi.fn() });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRefreshToken();
});

describe('the heartbeat', () => {
  it('beats on arrival and every five minutes while the tab is visible', async () => {
    const fetchMock = stubFetch({
      ...accessRoute(),
      [`POST ${apiPaths.heartbeat(7)}`]: () => jsonResponse(200, { lastSeenAt: 'now' }),
    });
    const beats = () => fetchMock.mock.calls.filter(([url]) => url === apiPaths.heartbeat(7)).length;
    const { unmount } = renderHook(() => useHeartbeat(7));
    await vi.advanceTimersByTimeAsync(0);
    expect(beats()).toBe(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(beats()).toBe(2);

    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(beats()).toBe(2);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(beats()).toBe(3);

    unmount();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(beats()).toBe(3);
  });

  it('stays quiet without a user', async () => {
    const fetchMock = stubFetch({});
    renderHook(() => useHeartbeat(null));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
