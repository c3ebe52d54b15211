import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Exact percentile (nearest rank) of a list of milliseconds. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs autocannon and keeps every response time, so p95 is measured rather than guessed. */
export async function runLoad(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds?: number;
  amount?: number;
  /** Per-connection request steps (autocannon's `requests`), e.g. to follow a chain of rotating tokens. */
  requests?: autocannon.Request[];
}): Promise<LoadResult> {
  const times: number[] = [];
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: options.body,
        ...(options.requests && { requests: options.requests }),
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.durationSeconds ?? 10 }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const result = await done;
  times.sort((a, b) => a - b);
  const seconds = (result.duration ?? 1) || 1;
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
