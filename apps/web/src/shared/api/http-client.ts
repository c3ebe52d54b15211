import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { AccessResponseSchema, REFRESH_TOKEN_HEADER } from '@mathsight/contract/auth.ts';
import type { ZodType } from 'zod';
import { isTokenValid } from '../auth/jwt.ts';
import { readRefreshToken, saveRefreshToken } from '../auth/token-storage.ts';
import { API_SOURCE, REQUEST_TIMEOUT_MS } from '../config/constants.ts';
import { clearAccessToken, ensureAccessToken } from './access-token.ts';
import { ApiError, ERROR_MESSAGES } from './api-error.ts';
import { type OnDownloadProgress, readWithProgress } from './download-progress.ts';
import { type EventStreamOptions, readEventStream } from './event-stream.ts';
import { httpClientConfig as config } from './http-client-config.ts';
import { type QueryParams, toQueryString } from './paging.ts';
import { stripSensitiveFields } from './sanitize.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method: HttpMethod;
  /** A path on this origin, such as apiPaths.me; the API version header is read from it. */
  endpoint: string;
  /** Sent in the query string (for any method; GET calls carry all their input this way). */
  params?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Headers of this call, beside the spec's own (which they cannot replace). */
  headers?: Record<string, string>;
  /** Defaults to REQUEST_TIMEOUT_MS; report CSVs and syncs pass their own (shared/config/constants.ts). */
  timeoutMs?: number;
  /** Send the bearer access token (the default). Only the public sign-in calls set false. */
  auth?: boolean;
  /** The contract's schema of the answer: an answer that does not match is an improper response. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Show a failure as toasts (the default). Forms that show the error beside their fields set false. */
  notify?: boolean;
  /** Ask for the answer as server-sent events, told as they come; the call resolves with the result event. */
  events?: EventStreamOptions;
}

export { configureHttpClient, type HttpClientConfig } from './http-client-config.ts';

/** The API version a path belongs to ("/api/v4/users/me" → "4"), sent as X-Api-Version. */
export function apiVersionOf(endpoint: string): string | null {
  return /\/v(\d+)(?:\/|$)/.exec(endpoint)?.[1] ?? null;
}

/**
 * The answer to GET tokens/access, fetched when the in-memory access token is missing or expiring.
 * The refresh token goes in a header, never in the URL, so it stays out of every request log.
 */
function loadAccessToken() {
  const refreshToken = readRefreshToken();
  if (refreshToken === null || !isTokenValid(refreshToken)) {
    return Promise.reject(
      new ApiError({ kind: 'unauthorised', status: 401, message: ERROR_MESSAGES.unauthorised }),
    );
  }
  return request({
    method: 'GET',
    endpoint: apiPaths.access,
    headers: { [REFRESH_TOKEN_HEADER]: refreshToken },
    auth: false,
    notify: false,
    schema: AccessResponseSchema,
  })
    .then((answer) => {
      // The old token is spent once the server rotates it; keep the new one, unless the user signed
      // out (or in as someone else) while the exchange was under way.
      if (answer.refreshToken && readRefreshToken() === refreshToken) saveRefreshToken(answer.refreshToken);
      return answer;
    })
    .catch((error: unknown) => {
      // The refresh token itself was refused: the session is over, whatever the server said.
      if (error instanceof ApiError && error.status === 401) {
        throw new ApiError({ kind: 'unauthorised', status: 401, message: ERROR_MESSAGES.unauthorised });
      }
      throw error;
    });
}

// Failures to obtain a token, told apart from a data call's own 401 so they are not retried.
const tokenFailures = new WeakSet<object>();

/** The bearer token for a data-API call, fetching a new one if needed. */
export function getAccessToken(): Promise<string> {
  return ensureAccessToken(loadAccessToken).catch((error: unknown) => {
    if (error instanceof ApiError) tokenFailures.add(error);
    throw error;
  });
}

interface Attempt {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

/** One fetch with the timeout applied to the whole exchange, body included. */
async function fetchWithTimeout<R>(attempt: Attempt, read: (response: Response) => Promise<R>): Promise<R> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, attempt.timeoutMs);
  const onCallerAbort = () => controller.abort();
  attempt.signal?.addEventListener('abort', onCallerAbort);
  try {
    if (attempt.signal?.aborted) controller.abort();
    const response = await fetch(attempt.url, {
      method: attempt.method,
      headers: attempt.headers,
      body: attempt.body,
      signal: controller.signal,
    });
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError({ kind: 'timeout', message: ERROR_MESSAGES.timeout });
    if (attempt.signal?.aborted)
      throw new ApiError({ kind: 'aborted', message: 'The request was cancelled.' });
    throw new ApiError({ kind: 'network', message: ERROR_MESSAGES.network });
  } finally {
    clearTimeout(timer);
    attempt.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function assertSendable(method: unknown, endpoint: unknown): void {
  // Spec §5: a request needs a method and an endpoint; refuse before anything leaves the browser.
  if (
    typeof method !== 'string' ||
    method.trim() === '' ||
    typeof endpoint !== 'string' ||
    endpoint.trim() === ''
  ) {
    throw new ApiError({ kind: 'invalid-request', message: 'A request needs a method and an endpoint.' });
  }
}

async function buildAttempt<T>(options: RequestOptions<T>): Promise<Attempt> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Source': API_SOURCE,
    'X-Trackable': 'true',
    'X-Beta': 'false',
  };
  const version = apiVersionOf(options.endpoint);
  if (version) headers['X-Api-Version'] = version;
  if (options.auth !== false) headers.Authorization = `Bearer ${await getAccessToken()}`;

  let body: string | undefined;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  // A JSON content type with an empty body is rejected by the server's parser, so bodiless
  // writes send an empty object.
  else if (options.method !== 'GET') body = '{}';

  return {
    method: options.method,
    url: `${options.endpoint}${toQueryString(options.params)}`,
    headers,
    body,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    signal: options.signal,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Spec §5: a body with a message or an error field is a failure. A successful answer is only read
 * that way when it is nothing but an error description, so a resource that happens to have a
 * `message` property (a notification, say) is not mistaken for one.
 */
function isErrorBody(body: unknown): body is Record<string, unknown> {
  if (!isRecord(body)) return false;
  if (typeof body.error === 'string' && body.error !== '') return true;
  if (typeof body.message !== 'string') return false;
  const errorKeys = new Set(['message', 'error', 'modelState', 'statusCode', 'code']);
  return Object.keys(body).every((k) => errorKeys.has(k));
}

function modelStateMessages(body: Record<string, unknown>): string[] {
  if (!isRecord(body.modelState)) return [];
  return Object.values(body.modelState).flatMap((messages) =>
    Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
  );
}

function bodyMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.error === 'string' && body.error) return body.error;
  return null;
}

/** Turns a failed answer into an ApiError, following the catalogue of spec §8. */
function failure(status: number, rawBody: unknown, parsed: boolean, authenticated: boolean): ApiError {
  const body = stripSensitiveFields(rawBody);
  if (status === 401) {
    // A public call (sign-in) explains itself ("The username or password is incorrect."); a data
    // call's 401 always reads the same, because it only means the session is over.
    const message = (!authenticated && bodyMessage(body)) || ERROR_MESSAGES.unauthorised;
    return new ApiError({ kind: 'unauthorised', status, message, body });
  }
  if (status === 404)
    return new ApiError({ kind: 'not-found', status, message: ERROR_MESSAGES.notFound, body });
  if (status === 502 || status === 503 || status === 504) {
    // Away for a moment (restarting, its database away): told apart so a caller may send the same call
    // again. The server's own 503 says so in its message; a proxy's page keeps the catalogue's words.
    const message = parsed ? (bodyMessage(body) ?? ERROR_MESSAGES.network) : ERROR_MESSAGES.badBody;
    return new ApiError({ kind: 'unavailable', status, message, body });
  }
  if (!parsed) return new ApiError({ kind: 'bad-body', status, message: ERROR_MESSAGES.badBody });
  const fieldMessages = isRecord(body) ? modelStateMessages(body) : [];
  const message = bodyMessage(body) ?? ERROR_MESSAGES.network;
  return new ApiError({ kind: 'server', status, message, body, fieldMessages });
}

async function readJson(response: Response): Promise<{ body: unknown; parsed: boolean }> {
  const text = await response.text();
  if (text.trim() === '') return { body: undefined, parsed: true };
  try {
    return { body: JSON.parse(text), parsed: true };
  } catch {
    return { body: undefined, parsed: false };
  }
}

/** Tells the user about a failure: one toast per modelState message, or one for the message. */
function report(error: ApiError): void {
  const messages = error.fieldMessages.length > 0 ? error.fieldMessages : [error.message];
  for (const message of messages) config.notify(message);
}

/** Logs out on a refused session, shows toasts when asked, and rethrows. */
function handleFailure(error: unknown, options: { auth: boolean; notify: boolean }): never {
  const apiError =
    error instanceof ApiError ? error : new ApiError({ kind: 'network', message: ERROR_MESSAGES.network });
  if (apiError.kind === 'unauthorised' && options.auth) {
    clearAccessToken();
    config.onUnauthorized();
  } else if (options.notify && apiError.kind !== 'aborted' && apiError.kind !== 'invalid-request') {
    report(apiError);
  }
  throw apiError;
}

async function sendJson<T>(options: RequestOptions<T>): Promise<T> {
  const authenticated = options.auth !== false;
  const attempt = await buildAttempt(options);
  if (options.events) attempt.headers.Accept = 'text/event-stream';
  return fetchWithTimeout(attempt, async (response) => {
    const streamed =
      options.events && response.ok && response.headers.get('content-type')?.startsWith('text/event-stream');
    const { body, parsed } = streamed
      ? { body: await readEventStream(response, options.events as EventStreamOptions), parsed: true }
      : await readJson(response);
    if (!response.ok) throw failure(response.status, body, parsed, authenticated);
    if (!parsed)
      throw new ApiError({ kind: 'bad-body', status: response.status, message: ERROR_MESSAGES.badBody });
    if (isErrorBody(body)) {
      const clean = stripSensitiveFields(body);
      throw new ApiError({
        kind: 'server',
        status: response.status,
        message: bodyMessage(clean) ?? ERROR_MESSAGES.network,
        body: clean,
        fieldMessages: modelStateMessages(clean),
      });
    }
    if (!options.schema) return body as T;
    const checked = options.schema.safeParse(body);
    if (!checked.success) {
      console.warn(`Unexpected answer from ${options.method} ${options.endpoint}`, checked.error.issues);
      throw new ApiError({ kind: 'bad-body', status: response.status, message: ERROR_MESSAGES.badBody });
    }
    return checked.data;
  });
}

/**
 * The one way the app talks to its server: the spec's headers, the bearer token, the timeout and
 * the error catalogue, for every call. Resolves with the (schema-checked) answer; rejects with an
 * ApiError after showing it, unless `notify` is false.
 */
export async function request<T = unknown>(options: RequestOptions<T>): Promise<T> {
  assertSendable(options?.method, options?.endpoint);
  const flags = { auth: options.auth !== false, notify: options.notify !== false };
  try {
    return await sendJson(options);
  } catch (error) {
    // The server may have dropped an access token we still thought good (a restart, a clock
    // ahead of ours): try once more with a new one before treating the session as over.
    if (
      flags.auth &&
      error instanceof ApiError &&
      error.kind === 'unauthorised' &&
      !tokenFailures.has(error)
    ) {
      clearAccessToken();
      try {
        return await sendJson(options);
      } catch (retryError) {
        return handleFailure(retryError, flags);
      }
    }
    return handleFailure(error, flags);
  }
}

export interface DownloadOptions extends Omit<RequestOptions<never>, 'schema' | 'body'> {
  body?: unknown;
  /** Told as the file arrives: bytes so far, and the total when the server announced it. */
  onProgress?: OnDownloadProgress;
}

/**
 * Fetches a file (CSV, PDF) through the same client; any failure of the file itself reads
 * 'Error downloading file'. Resolves with the file's contents; `signal` cancels it (no toast then).
 */
export async function downloadFile(options: DownloadOptions): Promise<Blob> {
  assertSendable(options?.method, options?.endpoint);
  const flags = { auth: options.auth !== false, notify: options.notify !== false };
  try {
    const attempt = await buildAttempt(options);
    attempt.headers.Accept = '*/*';
    return await fetchWithTimeout(attempt, async (response) => {
      if (response.status === 401 && flags.auth) {
        throw new ApiError({ kind: 'unauthorised', status: 401, message: ERROR_MESSAGES.unauthorised });
      }
      if (!response.ok)
        throw new ApiError({ kind: 'download', status: response.status, message: ERROR_MESSAGES.download });
      try {
        return options.onProgress
          ? await readWithProgress(response, options.onProgress)
          : await response.blob();
      } catch (error) {
        // Cancelled while the body was arriving: fetchWithTimeout says so, without a toast.
        if (attempt.signal?.aborted) throw error;
        throw new ApiError({ kind: 'download', status: response.status, message: ERROR_MESSAGES.download });
      }
    });
  } catch (error) {
    return handleFailure(error, flags);
  }
}

/** Hands a downloaded file to the browser under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
