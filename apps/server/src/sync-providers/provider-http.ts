/**
 * The HTTP every roster source shares (issue 28): one JSON GET with a per-request timeout inside the whole
 * read's deadline, every fault turned into a `ProviderError` (401 unauthorised, 403 forbidden, 404/400/410 a
 * page missing, 429/5xx or no answer unavailable, a timeout, a body that is not the documented JSON malformed).
 */
import type { z } from 'zod';
import { ProviderError, type RosterProgress, type RosterProvider } from './roster.ts';

/** §9: a sync call may take at most 1,800,000 ms; a single request the default 180,000 ms. */
export const SYNC_READ_TIMEOUT_MS = 1_800_000;
export const SYNC_REQUEST_TIMEOUT_MS = 180_000;

export interface SourceTimeouts {
  /** Per request (default 180,000 ms). */
  requestTimeoutMs?: number;
  /** The whole read (default and at most 1,800,000 ms). */
  readTimeoutMs?: number;
}

export interface ReadOptions {
  onProgress?: (progress: RosterProgress) => void;
  signal?: AbortSignal;
}

/** One read of a roster: its deadline, its progress, its GETs. */
export class ProviderReader {
  private readonly deadline: AbortSignal;
  private readonly requestTimeoutMs: number;
  private readonly progress: RosterProgress = { pagesRead: 0, itemsRead: 0 };

  constructor(
    private readonly provider: RosterProvider,
    private readonly authorization: string,
    timeouts: SourceTimeouts,
    private readonly options: ReadOptions = {},
  ) {
    const readMs = Math.min(timeouts.readTimeoutMs ?? SYNC_READ_TIMEOUT_MS, SYNC_READ_TIMEOUT_MS);
    this.requestTimeoutMs = Math.min(timeouts.requestTimeoutMs ?? SYNC_REQUEST_TIMEOUT_MS, readMs);
    const signals = [AbortSignal.timeout(readMs)];
    if (options.signal) signals.push(options.signal);
    this.deadline = AbortSignal.any(signals);
  }

  fail(fault: ConstructorParameters<typeof ProviderError>[1], message: string): never {
    throw new ProviderError(this.provider, fault, message);
  }

  /** GETs `url` and parses its JSON with `schema`; counts one page of `count(body)` items. */
  async page<S extends z.ZodType>(
    url: string,
    schema: S,
    count: (body: z.infer<S>) => number,
  ): Promise<z.infer<S>> {
    const where = new URL(url).pathname;
    let response: Response;
    let text: string;
    try {
      const signal = AbortSignal.any([this.deadline, AbortSignal.timeout(this.requestTimeoutMs)]);
      response = await fetch(url, {
        headers: { authorization: this.authorization, accept: 'application/json' },
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (this.options.signal?.aborted) throw this.options.signal.reason;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        this.fail('timeout', `${this.provider}: ${where} did not answer in time`);
      }
      this.fail('unavailable', `${this.provider}: ${where} could not be reached`);
    }
    const status = response.status;
    if (status === 401)
      this.fail('unauthorised', `${this.provider}: the connection's token was refused (401)`);
    if (status === 403) this.fail('forbidden', `${this.provider}: access to ${where} is not allowed (403)`);
    if (status === 400 || status === 404 || status === 410) {
      this.fail('incomplete', `${this.provider}: a page of ${where} is missing (${status})`);
    }
    if (status === 429 || status >= 500)
      this.fail('unavailable', `${this.provider}: ${where} is unavailable (${status})`);
    if (status !== 200) this.fail('malformed', `${this.provider}: ${where} answered ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.fail('malformed', `${this.provider}: ${where} sent a body that is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) this.fail('malformed', `${this.provider}: ${where} sent an unexpected shape`);
    this.progress.pagesRead += 1;
    this.progress.itemsRead += count(parsed.data);
    this.options.onProgress?.({ ...this.progress });
    return parsed.data;
  }
}

/** `name` with blanks trimmed, or the fallback. */
export function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
