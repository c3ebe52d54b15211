import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeMeResponse } from '../../test/me-fixture.ts';
import { makeToken } from '../../test/tokens.ts';
import { clearAccessToken } from '../api/access-token.ts';
import { configureHttpClient } from '../api/http-client.ts';
import { createQueryClient } from '../api/query-client.ts';
import { saveRefreshToken } from '../auth/token-storage.ts';
import { resetAllStores } from '../state/store-registry.ts';
import { meQueryKeys, toMe } from './api/get-me.ts';
import { useSessionStore } from './session-store.ts';
import { setUserState } from './set-user-state.ts';

const access = {
  [`GET ${apiPaths.access}`]: () =>
    jsonResponse(200, {
      accessToken: 'a',
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      userRole: 'Teacher',
    }),
};

let notify: ReturnType<typeof vi.fn<(m: string) => void>>;

beforeEach(() => {
  resetAllStores();
  clearAccessToken();
  saveRefreshToken(makeToken());
  notify = vi.fn();
  configureHttpClient({ notify, onUnauthorized: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('setUserState (spec §4)', () => {
  it('sets the value at once and keeps it when saving succeeds', async () => {
    const queryClient = createQueryClient();
    const me = toMe(makeMeResponse());
    queryClient.setQueryData(meQueryKeys.forSchool(1), me);
    useSessionStore.getState().applyMe(me, 1);
    const answer = deferred<Response>();
    const fetchMock = stubFetch({ ...access, [`PUT ${apiPaths.userState(7)}`]: () => answer.promise });

    const saving = setUserState(queryClient, 'theme', 'dark');
    expect(useSessionStore.getState().userState.theme).toBe('dark');
    answer.resolve(jsonResponse(200, { stateValues: [{ key: 'theme', value: 'dark' }] }));
    await expect(saving).resolves.toBe(true);

    expect(useSessionStore.getState().userState.theme).toBe('dark');
    const put = fetchMock.mock.calls.find(([url]) => String(url) === apiPaths.userState(7));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ stateValues: [{ key: 'theme', value: 'dark' }] });
    expect(queryClient.getQueryData<typeof me>(meQueryKeys.forSchool(1))?.userState.theme).toBe('dark');
  });

  it('rolls the value back when saving fails', async () => {
    const queryClient = createQueryClient();
    useSessionStore.getState().applyMe(toMe(makeMeResponse()), 1);
    const answer = deferred<Response>();
    stubFetch({ ...access, [`PUT ${apiPaths.userState(7)}`]: () => answer.promise });

    const saving = setUserState(queryClient, 'theme', 'dark');
    expect(useSessionStore.getState().userState.theme).toBe('dark');
    answer.resolve(jsonResponse(500, { message: 'Could not save' }));
    await expect(saving).resolves.toBe(false);
    expect(useSessionStore.getState().userState.theme).toBe('light');
    expect(notify).toHaveBeenCalledWith('Could not save');
  });

  it('removes a new key again when saving it fails', async () => {
    useSessionStore.getState().applyMe(toMe(makeMeResponse()), 1);
    stubFetch({ ...access, [`PUT ${apiPaths.userState(7)}`]: () => jsonResponse(500, {}) });
    await setUserState(createQueryClient(), 'dismissedTour', 'yes');
    expect('dismissedTour' in useSessionStore.getState().userState).toBe(false);
  });
});
