import { trackingPaths } from '@mathsight/contract/tracking.paths.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInRoutes } from '../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeMeResponse } from '../../test/me-fixture.ts';
import { makeToken } from '../../test/tokens.ts';
import { clearRefreshToken, saveRefreshToken } from '../auth/token-storage.ts';
import {
  ACCEPT_ALL_COOKIES,
  clearCookieConsent,
  REJECT_OPTIONAL_COOKIES,
  saveCookieConsent,
} from '../ui/cookie-consent.ts';
import { watchAnalyticsConsent } from './page-event.ts';
import { flushQueuedEvents, track, trackPage } from './track.ts';
import { drainQueue } from './tracking-queue.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
  clearCookieConsent();
  window.sessionStorage.clear();
});

function signedIn() {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const sent: Record<string, unknown>[] = [];
  stubFetch({
    ...signedInRoutes(me),
    [`POST ${trackingPaths.trackingEvents(me.user.userId)}`]: (_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { recorded: true });
    },
  });
  return { userId: me.user.userId, sent };
}

describe('analytics with consent', () => {
  it('sends or queues nothing without analytics consent, or with it refused', async () => {
    const { userId, sent } = signedIn();
    track(userId, 'page-view');
    track(null, 'page-view');
    saveCookieConsent(REJECT_OPTIONAL_COOKIES);
    track(userId, 'page-view');
    track(null, 'page-view');
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(drainQueue()).toEqual([]);
  });

  it("sends a signed-in user's page view with its digits taken out", async () => {
    saveCookieConsent(ACCEPT_ALL_COOKIES);
    const { userId, sent } = signedIn();
    trackPage(userId, '/12/classes/345', 12);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      userId,
      action: 'page-view',
      properties: { page: '/classes/', schoolId: 12 },
      source: 'mathsight-classroom',
    });
  });

  it("queues a visitor's events and sends them in order once they sign in", async () => {
    saveCookieConsent(ACCEPT_ALL_COOKIES);
    trackPage(null, '/login', null);
    trackPage(null, '/signup', null);
    const { userId, sent } = signedIn();
    await flushQueuedEvents(userId);
    expect(sent.map((e) => (e.properties as { page: string }).page)).toEqual(['/login', '/signup']);
    expect(drainQueue()).toEqual([]);
  });

  it('forgets the queue when consent is withdrawn, and sends nothing queued after a refusal', async () => {
    saveCookieConsent(ACCEPT_ALL_COOKIES);
    const stop = watchAnalyticsConsent(() => {});
    trackPage(null, '/login', null);
    saveCookieConsent(REJECT_OPTIONAL_COOKIES);
    expect(drainQueue()).toEqual([]);
    stop();
    trackPage(null, '/login', null);
    const { userId, sent } = signedIn();
    await flushQueuedEvents(userId);
    expect(sent).toEqual([]);
    expect(drainQueue()).toEqual([]);
  });

  it('only logs a failed call', async () => {
    saveCookieConsent(ACCEPT_ALL_COOKIES);
    const me = makeMeResponse();
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    stubFetch({
      ...signedInRoutes(me),
      [`POST ${trackingPaths.trackingEvents(me.user.userId)}`]: () => jsonResponse(500, {}),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    track(me.user.userId, 'page-view');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('An analytics event was not sent', expect.anything()),
    );
    warn.mockRestore();
  });
});
