import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeToken } from '../../test/tokens.ts';
import { cachedAccessToken, clearAccessToken, ensureAccessToken } from '../api/access-token.ts';
import { configureHttpClient } from '../api/http-client.ts';
import { queryClient } from '../api/query-client.ts';
import { createResettableStore } from '../state/store-registry.ts';
import { SUPPORT_CHAT_SCRIPT_ID, syncSupportChat } from '../support-chat/support-chat-loader.ts';
import { useAuthStore } from './auth-store.ts';
import { logout } from './logout.ts';
import { REFRESH_TOKEN_STORAGE_KEY, readRefreshToken, saveRefreshToken } from './token-storage.ts';

const useCounter = createResettableStore<{ count: number; bump: () => void }>((set) => ({
  count: 0,
  bump: () => set((s) => ({ count: s.count + 1 })),
}));

beforeEach(() => {
  clearAccessToken();
  configureHttpClient({ notify: vi.fn(), onUnauthorized: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('logout (spec §4)', () => {
  it('revokes the refresh token and clears storage, the cookie, the cache, the access token and every store', async () => {
    const token = makeToken();
    saveRefreshToken(token);
    localStorage.setItem('anything', '1');
    sessionStorage.setItem('anything', '1');
    queryClient.setQueryData(['users', 'me', { schoolId: 1 }], { user: 'x' });
    useAuthStore.getState().loginSucceeded();
    useCounter.getState().bump();
    await ensureAccessToken(async () => ({ accessToken: 'a', expiresAt: Date.now() / 1000 + 3600 }));

    const fetchMock = stubFetch({ [`POST ${apiPaths.revoke}`]: jsonResponse(204) });
    await logout();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ refreshToken: token });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(cachedAccessToken()).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(useCounter.getState().count).toBe(0);
  });

  it("clears the session-stored data cache (spec §9's, cleared with the rest at sign-out)", async () => {
    await queryClient.fetchQuery({
      queryKey: ['content', 'kept'],
      queryFn: async () => [1],
      meta: { sessionCache: { ttlMs: 60_000 } },
    });
    expect(sessionStorage.length).toBe(1);
    stubFetch({});
    await logout();
    expect(sessionStorage.length).toBe(0);
  });

  it('removes the chat-support widget (spec §4)', async () => {
    syncSupportChat({
      role: 'Teacher',
      userId: 7,
      identityHash: 'h',
      functionalConsent: true,
      settings: { enabled: true, scriptUrl: 'https://widget.chat.example/w.js', appId: 'a' },
    });
    expect(document.getElementById(SUPPORT_CHAT_SCRIPT_ID)).not.toBeNull();
    stubFetch({});
    await logout();
    expect(document.getElementById(SUPPORT_CHAT_SCRIPT_ID)).toBeNull();
    expect(window.mathsightSupportChat).toBeUndefined();
  });

  it('still signs out when revoking fails', async () => {
    saveRefreshToken(makeToken());
    stubFetch({ [`POST ${apiPaths.revoke}`]: () => Promise.reject(new TypeError('offline')) });
    await logout();
    expect(readRefreshToken()).toBeNull();
  });

  it('does not call the server when there is no token', async () => {
    const fetchMock = stubFetch({});
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
