import { supportChatPaths } from '@mathsight/contract/support-chat.paths.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessRoute } from '../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeToken } from '../../test/tokens.ts';
import { clearAccessToken } from '../api/access-token.ts';
import { configureHttpClient } from '../api/http-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../auth/token-storage.ts';
import {
  ACCEPT_ALL_COOKIES,
  clearCookieConsent,
  REJECT_OPTIONAL_COOKIES,
  saveCookieConsent,
} from '../ui/cookie-consent.ts';
import { removeSupportChat, SUPPORT_CHAT_SCRIPT_ID } from './support-chat-loader.ts';
import { useSupportChat } from './use-support-chat.ts';

const teacher = { userId: 7, userRole: 'Teacher' as const, chatSupportIdentityHash: 'hash-7' };
const script = () => document.getElementById(SUPPORT_CHAT_SCRIPT_ID);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function stubSettings(body: unknown) {
  return stubFetch({ ...accessRoute(), [`GET ${supportChatPaths.settings}`]: () => jsonResponse(200, body) });
}
const settingsCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([url]) => String(url).startsWith(supportChatPaths.settings)).length;

beforeEach(() => {
  clearAccessToken();
  saveRefreshToken(makeToken());
  configureHttpClient({ notify: vi.fn(), onUnauthorized: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
  clearCookieConsent();
  removeSupportChat();
});

describe('useSupportChat', () => {
  it('starts the widget for a teacher once functional cookies are accepted, and removes it when withdrawn', async () => {
    const fetchMock = stubSettings({
      enabled: true,
      scriptUrl: 'https://widget.chat.example/w.js',
      appId: 'a',
    });
    renderHook(() => useSupportChat(teacher), { wrapper });
    // No consent yet: the server is not even asked.
    await new Promise((r) => setTimeout(r, 10));
    expect(settingsCalls(fetchMock)).toBe(0);
    expect(script()).toBeNull();

    act(() => {
      saveCookieConsent(ACCEPT_ALL_COOKIES);
    });
    await waitFor(() => expect(script()?.dataset.identityHash).toBe('hash-7'));

    act(() => {
      saveCookieConsent(REJECT_OPTIONAL_COOKIES);
    });
    await waitFor(() => expect(script()).toBeNull());
  });

  it('never asks or loads for a student or a parent, even with consent', async () => {
    saveCookieConsent(ACCEPT_ALL_COOKIES);
    const fetchMock = stubSettings({
      enabled: true,
      scriptUrl: 'https://widget.chat.example/w.js',
      appId: 'a',
    });
    for (const userRole of ['Student', 'Parent'] as const) {
      const { unmount } = renderHook(() => useSupportChat({ ...teacher, userRole }), { wrapper });
      await new Promise((r) => setTimeout(r, 10));
      unmount();
    }
    expect(settingsCalls(fetchMock)).toBe(0);
    expect(script()).toBeNull();
  });

  it('loads nothing when the server has no widget configured, and removes it on unmount', async () => {
    saveCookieConsent(ACCEPT_ALL_COOKIES);
    const fetchMock = stubSettings({ enabled: false });
    const { unmount } = renderHook(() => useSupportChat(teacher), { wrapper });
    await waitFor(() => expect(settingsCalls(fetchMock)).toBe(1));
    expect(script()).toBeNull();
    unmount();

    stubSettings({ enabled: true, scriptUrl: 'https://widget.chat.example/w.js', appId: 'a' });
    const second = renderHook(() => useSupportChat(teacher), { wrapper });
    await waitFor(() => expect(script()).not.toBeNull());
    second.unmount();
    expect(script()).toBeNull();
  });
});
