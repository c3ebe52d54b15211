import { vi } from 'vitest';

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A JSON answer as the server would send it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces the global fetch with a handler keyed by "METHOD path" (path without the query string);
 * an unknown call fails the test loudly. Returns the mock to inspect calls.
 */
export function stubFetch(routes: Record<string, FetchHandler | Response | (() => Response)>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`Unexpected fetch: ${key}`);
    if (route instanceof Response) return route.clone();
    return (route as FetchHandler)(url, init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The headers a stubbed fetch call was made with. */
export function headersOf(call: unknown[] | undefined): Record<string, string> {
  return ((call?.[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;
}
