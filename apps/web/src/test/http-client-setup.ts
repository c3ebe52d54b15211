import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearAccessToken } from '../shared/api/access-token.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { configureHttpClient } from '../shared/api/http-client.ts';
import { saveRefreshToken } from '../shared/auth/token-storage.ts';
import { jsonResponse } from './fetch-stub.ts';
import { makeToken } from './tokens.ts';

export const accessPath = `GET ${apiPaths.access}`;
export const mePath = `GET ${apiPaths.me}`;
export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** The token exchange's answer when the refresh token is good. */
export const accessOk = () =>
  jsonResponse(200, { accessToken: 'access-1', expiresAt: inAnHour(), userRole: 'Teacher' });

/**
 * The HTTP client's tests start each test signed in (a refresh token, no access token yet) with fresh
 * `notify` and `onUnauthorized` spies; call once at the top of a test file. The spies keep their
 * identity across tests and are cleared before each.
 */
export function setUpHttpClientTests() {
  const notify = vi.fn<(message: string) => void>();
  const onUnauthorized = vi.fn<() => void>();
  beforeEach(() => {
    clearAccessToken();
    saveRefreshToken(makeToken());
    notify.mockReset();
    onUnauthorized.mockReset();
    configureHttpClient({ notify, onUnauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return { notify, onUnauthorized };
}

/** The ApiError a request fails with; fails the test if it succeeds or throws something else. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the request to fail');
}
