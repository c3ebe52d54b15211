import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { headersOf, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import {
  accessOk,
  accessPath,
  failureOf,
  mePath,
  setUpHttpClientTests,
} from '../../test/http-client-setup.ts';
import { REPORT_CSV_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../config/constants.ts';
import { isTransientFailure } from './api-error.ts';
import { apiVersionOf, downloadFile, request } from './http-client.ts';
import { pagingParams } from './paging.ts';

const { notify, onUnauthorized } = setUpHttpClientTests();

describe('request headers and parameters', () => {
  it('sends the spec headers and the bearer access token', async () => {
    const fetchMock = stubFetch({ [accessPath]: accessOk, [mePath]: jsonResponse(200, { ok: true }) });
    await request({ method: 'GET', endpoint: apiPaths.me });
    const headers = headersOf(fetchMock.mock.calls[1]);
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Api-Version': '4',
      'X-Source': 'mathsight-teacher-app',
      'X-Trackable': 'true',
      'X-Beta': 'false',
      Authorization: 'Bearer access-1',
    });
  });

  it('reads the API version from the path', () => {
    expect(apiVersionOf('/api/v3/users/1')).toBe('3');
    expect(apiVersionOf('/api/v4/users/me')).toBe('4');
    expect(apiVersionOf('/api/v5/retrieval-practice-assignments/2')).toBe('5');
    expect(apiVersionOf('/flow/v1/sessions')).toBe('1');
    expect(apiVersionOf('/healthz')).toBeNull();
  });

  it('puts GET parameters and paging in the query string', async () => {
    const fetchMock = stubFetch({ [accessPath]: accessOk, 'GET /api/v3/schools': jsonResponse(200, {}) });
    await request({
      method: 'GET',
      endpoint: '/api/v3/schools',
      params: {
        ...pagingParams({
          skip: 50,
          take: 50,
          filter: { searchText: 'Oak Park' },
          sort: [{ fieldName: 'name', direction: 'Ascending' }],
        }),
        groupIds: [3, 4],
        missing: undefined,
      },
    });
    const url = new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://x');
    expect(url.searchParams.get('request.skip')).toBe('50');
    expect(url.searchParams.get('request.take')).toBe('50');
    expect(url.searchParams.get('request.filter.searchText')).toBe('Oak Park');
    expect(url.searchParams.get('request.sort[0].FieldName')).toBe('name');
    expect(url.searchParams.get('request.sort[0].Direction')).toBe('Ascending');
    expect(url.searchParams.getAll('groupIds')).toEqual(['3', '4']);
    expect(url.searchParams.has('missing')).toBe(false);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBeUndefined();
  });

  it('sends a JSON body, and an empty object for a bodiless write', async () => {
    const fetchMock = stubFetch({
      [accessPath]: accessOk,
      'PUT /api/v3/users/7': jsonResponse(200, {}),
      'POST /api/v3/users/7/heartbeat': jsonResponse(200, {}),
    });
    await request({ method: 'PUT', endpoint: apiPaths.user(7), body: { currentSchoolId: 2 } });
    await request({ method: 'POST', endpoint: apiPaths.heartbeat(7) });
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"currentSchoolId":2}');
    expect(fetchMock.mock.calls[2]?.[1]?.body).toBe('{}');
  });

  it('leaves the bearer token off public calls', async () => {
    const fetchMock = stubFetch({ [`POST ${apiPaths.login}`]: jsonResponse(200, {}) });
    await request({ method: 'POST', endpoint: apiPaths.login, body: {}, auth: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBeUndefined();
  });

  it('refuses a request without a method or an endpoint before fetching', async () => {
    const fetchMock = stubFetch({});
    // @ts-expect-error: the missing method is the point of the test
    await expect(request({ endpoint: apiPaths.me })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(request({ method: 'GET', endpoint: '' })).rejects.toMatchObject({ kind: 'invalid-request' });
    // @ts-expect-error: no options at all
    await expect(request(undefined)).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the error catalogue (spec §8)', () => {
  it('401 from a data call: the catalogue message, and the user is logged out after one retry', async () => {
    const fetchMock = stubFetch({
      [accessPath]: accessOk,
      [mePath]: () => jsonResponse(401, { message: 'jwt expired' }),
    });
    const error = await failureOf(request({ method: 'GET', endpoint: apiPaths.me }));
    expect(error.message).toBe('Authorisation has been denied for this request.');
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    // access, me, access again, me again
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('401 then success on the retry with a new access token: no logout', async () => {
    let meCalls = 0;
    stubFetch({
      [accessPath]: accessOk,
      [mePath]: () => {
        meCalls += 1;
        return meCalls === 1 ? jsonResponse(401) : jsonResponse(200, { fine: true });
      },
    });
    await expect(request({ method: 'GET', endpoint: apiPaths.me })).resolves.toEqual({ fine: true });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('401 from a public call keeps the server message and does not log out', async () => {
    stubFetch({
      [`POST ${apiPaths.login}`]: jsonResponse(401, { message: 'The username or password is incorrect.' }),
    });
    const error = await failureOf(
      request({ method: 'POST', endpoint: apiPaths.login, body: {}, auth: false }),
    );
    expect(error.message).toBe('The username or password is incorrect.');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('The username or password is incorrect.');
  });

  it('401 without a message reads as the catalogue message', async () => {
    stubFetch({ [`POST ${apiPaths.login}`]: jsonResponse(401) });
    const error = await failureOf(request({ method: 'POST', endpoint: apiPaths.login, auth: false }));
    expect(error.message).toBe('Authorisation has been denied for this request.');
  });

  it('404: the resource does not exist', async () => {
    stubFetch({ [accessPath]: accessOk, [mePath]: jsonResponse(404, { message: 'Group 9 not found' }) });
    const error = await failureOf(request({ method: 'GET', endpoint: apiPaths.me }));
    expect(error.message).toBe('The resource you are looking for does not exist.');
    expect(error.kind).toBe('not-found');
    expect(notify).toHaveBeenCalledWith('The resource you are looking for does not exist.');
  });

  function hangingFetch() {
    return (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
  }

  it('times out after 180000 ms with the exact message (two spaces)', async () => {
    vi.useFakeTimers();
    stubFetch({ [accessPath]: accessOk, [mePath]: hangingFetch() });
    const outcome = failureOf(request({ method: 'GET', endpoint: apiPaths.me }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.message).toBe('Your request timed out.  Please try again.');
    expect(error.kind).toBe('timeout');
    expect(notify).toHaveBeenCalledWith('Your request timed out.  Please try again.');
  });

  it('honours a longer per-call timeout', async () => {
    vi.useFakeTimers();
    stubFetch({ [accessPath]: accessOk, 'GET /api/v3/reports/csv': hangingFetch() });
    const outcome = failureOf(
      request({ method: 'GET', endpoint: '/api/v3/reports/csv', timeoutMs: REPORT_CSV_TIMEOUT_MS }),
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REPORT_CSV_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
    expect((await outcome).kind).toBe('timeout');
  });

  it('an unparsable body is an improper response', async () => {
    stubFetch({
      [accessPath]: accessOk,
      [mePath]: () => new Response('<html>oops</html>', { status: 200 }),
      'GET /api/v3/broken': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    expect((await failureOf(request({ method: 'GET', endpoint: apiPaths.me }))).message).toBe(
      'Improper Response Received',
    );
    expect((await failureOf(request({ method: 'GET', endpoint: '/api/v3/broken' }))).message).toBe(
      'Improper Response Received',
    );
  });

  it('a 503 shows the server’s own words and is told apart as the server being away for a moment', async () => {
    const message = 'Mathsight cannot reach its database just now. Please try again in a few seconds.';
    stubFetch({
      [accessPath]: accessOk,
      [mePath]: () =>
        new Response(JSON.stringify({ message }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
        }),
      'GET /api/v3/gateway': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const away = await failureOf(request({ method: 'GET', endpoint: apiPaths.me }));
    expect([away.kind, away.status, away.message]).toEqual(['unavailable', 503, message]);
    expect(notify).toHaveBeenCalledWith(message);
    expect(isTransientFailure(away)).toBe(true);
    const gateway = await failureOf(request({ method: 'GET', endpoint: '/api/v3/gateway' }));
    expect([gateway.kind, gateway.message]).toEqual(['unavailable', 'Improper Response Received']);
    expect(isTransientFailure(gateway)).toBe(true);
  });

  it('an answer that does not match the contract is an improper response', async () => {
    stubFetch({ [accessPath]: accessOk, [mePath]: jsonResponse(200, { userId: 'seven' }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = z.object({ userId: z.number() });
    const error = await failureOf(request({ method: 'GET', endpoint: apiPaths.me, schema }));
    expect(error.message).toBe('Improper Response Received');
  });

  it('a failed file download reads "Error downloading file"', async () => {
    stubFetch({
      [accessPath]: accessOk,
      'GET /api/v3/students/export': () => jsonResponse(500, { message: 'x' }),
    });
    const error = await failureOf(downloadFile({ method: 'GET', endpoint: '/api/v3/students/export' }));
    expect(error.message).toBe('Error downloading file');
    expect(notify).toHaveBeenCalledWith('Error downloading file');
  });

  it('a downloaded file arrives as a blob', async () => {
    stubFetch({
      [accessPath]: accessOk,
      'GET /api/v3/students/export': () => new Response('a,b\n1,2', { status: 200 }),
    });
    const blob = await downloadFile({ method: 'GET', endpoint: '/api/v3/students/export' });
    expect(await blob.text()).toBe('a,b\n1,2');
  });

  it('a network error shows the "something went wrong" toast', async () => {
    stubFetch({
      [accessPath]: accessOk,
      [mePath]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await failureOf(request({ method: 'GET', endpoint: apiPaths.me }));
    expect(error.kind).toBe('network');
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      'Something went wrong while trying to do that. Please refresh your browser and try again.',
    );
  });

  it('shows one toast per modelState message', async () => {
    stubFetch({
      [accessPath]: accessOk,
      'PUT /api/v3/users/7': jsonResponse(400, {
        message: 'The request is invalid.',
        modelState: { firstName: ['Enter a first name'], email: ['Enter a valid email address', 'Too long'] },
      }),
    });
    const error = await failureOf(request({ method: 'PUT', endpoint: apiPaths.user(7), body: {} }));
    expect(error.fieldMessages).toEqual(['Enter a first name', 'Enter a valid email address', 'Too long']);
    expect(notify.mock.calls.map(([m]) => m)).toEqual([
      'Enter a first name',
      'Enter a valid email address',
      'Too long',
    ]);
  });

  it('shows the message when there is no modelState', async () => {
    stubFetch({
      [accessPath]: accessOk,
      'DELETE /api/v3/groups/3': jsonResponse(409, { message: 'Class in use' }),
    });
    await failureOf(request({ method: 'DELETE', endpoint: '/api/v3/groups/3' }));
    expect(notify).toHaveBeenCalledExactlyOnceWith('Class in use');
  });

  it('treats a successful answer carrying only a message or an error as a failure', async () => {
    stubFetch({
      [accessPath]: accessOk,
      'GET /api/v3/a': jsonResponse(200, { message: 'Quiz is closed' }),
      'GET /api/v3/b': jsonResponse(200, { error: 'Not allowed', detail: 1 }),
      'GET /api/v3/c': jsonResponse(200, { notificationId: 1, message: 'Homework due' }),
    });
    expect((await failureOf(request({ method: 'GET', endpoint: '/api/v3/a' }))).message).toBe(
      'Quiz is closed',
    );
    expect((await failureOf(request({ method: 'GET', endpoint: '/api/v3/b' }))).message).toBe('Not allowed');
    await expect(request({ method: 'GET', endpoint: '/api/v3/c' })).resolves.toEqual({
      notificationId: 1,
      message: 'Homework due',
    });
  });

  it('strips sensitive fields from error bodies', async () => {
    stubFetch({
      [accessPath]: accessOk,
      'POST /api/v3/users': jsonResponse(400, {
        message: 'Invalid',
        password: 'hunter2',
        refreshToken: 'r',
        details: { accessToken: 'a', newPassword: 'p', passwordHash: 'h', secret: 's', keep: 'yes' },
        modelState: { userName: ['Taken'] },
      }),
    });
    const error = await failureOf(request({ method: 'POST', endpoint: '/api/v3/users', body: {} }));
    expect(error.body).toEqual({
      message: 'Invalid',
      details: { keep: 'yes' },
      modelState: { userName: ['Taken'] },
    });
    expect(JSON.stringify(error)).not.toMatch(/hunter2/);
  });

  it('stays silent when the caller shows the error itself', async () => {
    stubFetch({ [`POST ${apiPaths.login}`]: jsonResponse(429, { message: 'Too many attempts' }) });
    const error = await failureOf(
      request({ method: 'POST', endpoint: apiPaths.login, auth: false, notify: false }),
    );
    expect(error.message).toBe('Too many attempts');
    expect(error.status).toBe(429);
    expect(notify).not.toHaveBeenCalled();
  });

  it('says nothing when the caller cancels', async () => {
    stubFetch({ [accessPath]: accessOk, [mePath]: hangingFetch() });
    const controller = new AbortController();
    const outcome = failureOf(request({ method: 'GET', endpoint: apiPaths.me, signal: controller.signal }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    controller.abort();
    expect((await outcome).kind).toBe('aborted');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('successful answers', () => {
  it('returns the answer checked against the schema', async () => {
    stubFetch({ [accessPath]: accessOk, [mePath]: jsonResponse(200, { userId: 7, extra: 'x' }) });
    const schema = z.object({ userId: z.number() });
    await expect(request({ method: 'GET', endpoint: apiPaths.me, schema })).resolves.toEqual({ userId: 7 });
  });

  it('returns undefined for an empty answer', async () => {
    stubFetch({
      [accessPath]: accessOk,
      'DELETE /api/v3/groups/3': () => new Response(null, { status: 204 }),
    });
    await expect(request({ method: 'DELETE', endpoint: '/api/v3/groups/3' })).resolves.toBeUndefined();
  });
});
