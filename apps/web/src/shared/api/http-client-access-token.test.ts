import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { describe, expect, it } from 'vitest';
import { headersOf, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import {
  accessOk,
  accessPath,
  failureOf,
  inAnHour,
  mePath,
  setUpHttpClientTests,
} from '../../test/http-client-setup.ts';
import { makeToken } from '../../test/tokens.ts';
import { clearRefreshToken, readRefreshToken, saveRefreshToken } from '../auth/token-storage.ts';
import { ERROR_MESSAGES } from './api-error.ts';
import { request } from './http-client.ts';

const { notify, onUnauthorized } = setUpHttpClientTests();

describe('the access token', () => {
  it('fetches it with the refresh token, once for concurrent calls, and reuses it', async () => {
    const refreshToken = makeToken();
    saveRefreshToken(refreshToken);
    const fetchMock = stubFetch({ [accessPath]: accessOk, [mePath]: () => jsonResponse(200, {}) });
    await Promise.all([
      request({ method: 'GET', endpoint: apiPaths.me }),
      request({ method: 'GET', endpoint: apiPaths.me }),
      request({ method: 'GET', endpoint: apiPaths.me }),
    ]);
    await request({ method: 'GET', endpoint: apiPaths.me });
    const accessCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(apiPaths.access));
    expect(accessCalls).toHaveLength(1);
    // In a header, never in the URL (which reaches request logs).
    expect(headersOf(accessCalls[0])['x-refresh-token']).toBe(refreshToken);
    expect(String(accessCalls[0]?.[0])).toBe(apiPaths.access);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('keeps the new refresh token the server rotates in on the exchange', async () => {
    const rotated = makeToken({ sub: '8', exp: inAnHour() + 60 });
    stubFetch({
      [accessPath]: () =>
        jsonResponse(200, {
          accessToken: 'access-1',
          expiresAt: inAnHour(),
          userRole: 'Teacher',
          refreshToken: rotated,
        }),
      [mePath]: () => jsonResponse(200, {}),
    });
    await request({ method: 'GET', endpoint: apiPaths.me });
    expect(readRefreshToken()).toBe(rotated);
  });

  it('keeps the stored refresh token when the answer carries none', async () => {
    const stored = makeToken();
    saveRefreshToken(stored);
    stubFetch({ [accessPath]: accessOk, [mePath]: () => jsonResponse(200, {}) });
    await request({ method: 'GET', endpoint: apiPaths.me });
    expect(readRefreshToken()).toBe(stored);
  });

  it('fetches a new one when the current one is about to expire', async () => {
    let issued = 0;
    const fetchMock = stubFetch({
      [accessPath]: () => {
        issued += 1;
        // The first token has 30 seconds left: too little to use.
        const expiresAt = issued === 1 ? Math.floor(Date.now() / 1000) + 30 : inAnHour();
        return jsonResponse(200, { accessToken: `access-${issued}`, expiresAt, userRole: 'Teacher' });
      },
      [mePath]: () => jsonResponse(200, {}),
    });
    await request({ method: 'GET', endpoint: apiPaths.me });
    await request({ method: 'GET', endpoint: apiPaths.me });
    expect(issued).toBe(2);
    expect(headersOf(fetchMock.mock.calls[3]).Authorization).toBe('Bearer access-2');
  });

  it('logs out without calling the server when there is no valid refresh token', async () => {
    clearRefreshToken();
    saveRefreshToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    const fetchMock = stubFetch({});
    const error = await failureOf(request({ method: 'GET', endpoint: apiPaths.me }));
    expect(error.message).toBe(ERROR_MESSAGES.unauthorised);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('logs out when the server refuses the refresh token', async () => {
    stubFetch({ [accessPath]: () => jsonResponse(401, { message: 'Token revoked' }) });
    const error = await failureOf(request({ method: 'GET', endpoint: apiPaths.me }));
    expect(error.message).toBe(ERROR_MESSAGES.unauthorised);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
