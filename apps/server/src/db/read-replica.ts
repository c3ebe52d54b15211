import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { describeConnectionError, isConnectionError } from './connection-errors.ts';
import type { DatabaseLog } from './listen-connection.ts';

/** Where one request's report reads go. */
export type ReadSource = 'primary' | 'replica';

/** The replica as last seen: `streaming` is the only state in which reads go there. */
export interface ReplicaStatus {
  state: 'streaming' | 'lagging' | 'down';
  /** Why it is not used (down or lagging). */
  reason?: string;
  /** How far behind the primary it has replayed, in seconds (0 when it has replayed all it received). */
  lagSeconds: number | null;
  /** pg_last_wal_replay_lsn() as a number, null when down. */
  replayed: bigint | null;
}

/** What one request lets its reads do (set by http/read-your-writes.ts); none outside a request. */
export interface ReadRequest {
  /** A GET, HEAD or a route declared `readsOnly`: nothing it reads is written back in the same call. */
  mayUseReplica: boolean;
  /** The client's last write's WAL position (its cookie): the replica must have replayed it. */
  readAfter: bigint | null;
  /** Decided at the request's first read and kept, so one answer reads from one place. */
  source?: Promise<ReadSource>;
}

export interface ReplicaOptions {
  poolSize: number;
  /** Beyond this many seconds behind, every read goes to the primary (DATABASE_REPLICA_MAX_LAG_SECONDS). */
  maxLagSeconds: number;
  log: DatabaseLog;
  /** How long a replica status is trusted (100 ms): one status query per node per interval at most. */
  statusTtlMs?: number;
}

const requests = new AsyncLocalStorage<ReadRequest>();

/** Runs `work` (a request's handling) with its read context; reads outside any go to the primary. */
export function withReadRequest<T>(request: ReadRequest, work: () => T): T {
  return requests.run(request, work);
}

/** 'X/Y' (pg_lsn's text) as one number; null for anything else (a cookie is the client's to spoil). */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** A statement on the replica that the primary can run instead: a lost connection, or a conflict with replay. */
function worthRetryingOnPrimary(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  // 40001 on a standby: "canceling statement due to conflict with recovery" (a vacuum replayed under it).
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '40001';
}

/** A replica is near: one that takes longer than this to connect is not waited for. */
const CONNECT_TIMEOUT_MS = 1000;
/** How old a state may be served while a newer one is being asked (beyond the connection's and the query's timeouts). */
const STALE_OK_MS = 2500;

const STATUS_SQL = `select pg_is_in_recovery() as recovery,
  pg_last_wal_replay_lsn()::text as replayed,
  pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() as caught_up,
  extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as behind,
  (select coalesce(status, 'hidden') from pg_stat_wal_receiver limit 1) as receiver`;

/** One answer of STATUS_SQL. */
export interface ReplicaRow {
  recovery: boolean;
  replayed: string | null;
  caught_up: boolean | null;
  behind: number | null;
  receiver: string | null;
}

/** The replica's state from its own answer: read from only while a standby, streaming, within the bound. */
export function judgeReplica(row: ReplicaRow | undefined, maxLagSeconds: number): ReplicaStatus {
  const replayed = parseLsn(row?.replayed);
  if (!row?.recovery || replayed === null)
    return { state: 'down', reason: 'not a standby (promoted?)', lagSeconds: null, replayed: null };
  // No WAL receiver: cut off from the primary, so how far behind it is cannot be known. 'hidden': the
  // role may not read the receiver's status (pg_read_all_stats), only that it exists.
  if (row.receiver !== 'streaming' && row.receiver !== 'hidden')
    return { state: 'down', reason: 'not streaming from the primary', lagSeconds: null, replayed };
  // Everything received is replayed: as current as the stream (however old its last transaction, the
  // primary may simply be idle). Otherwise the age of the last transaction replayed, on the primary's
  // clock, is how far behind it reads.
  const lagSeconds = row.caught_up ? 0 : Math.max(0, row.behind ?? 0);
  if (lagSeconds > maxLagSeconds)
    return { state: 'lagging', reason: `${lagSeconds.toFixed(1)} s behind`, lagSeconds, replayed };
  return { state: 'streaming', lagSeconds, replayed };
}

/**
 * Reads that may come from a streaming replica (issue 33 point 4, decision 0052). `pool` is a pg pool
 * look-alike for Drizzle: each statement goes to the replica or the primary as its request decided.
 * A request may read from the replica when it writes nothing (a GET), the replica streams within the
 * lag bound, and it has replayed the client's last write; anything else, and anything outside a
 * request, reads from the primary. A statement the replica fails for a lost connection or a conflict
 * with replay is run again on the primary. The replica's state is asked at most once per `statusTtlMs` per node, and each change
 * of state is logged once.
 */
export class ReplicaReads {
  readonly pool: ReadRoutingPool;
  readonly #replica: pg.Pool;
  readonly #primary: pg.Pool;
  readonly #options: Required<ReplicaOptions>;
  #status: { value: ReplicaStatus; at: number } | null = null;
  #asking: Promise<ReplicaStatus> | null = null;
  #lastState: ReplicaStatus['state'] | null = null;
  #lsnAsked: Promise<string> | null = null;
  #lsnQueued: Promise<string> | null = null;

  constructor(primary: pg.Pool, replicaUrl: string, options: ReplicaOptions) {
    this.#primary = primary;
    this.#options = { statusTtlMs: 100, ...options };
    this.#replica = new pg.Pool({
      connectionString: replicaUrl,
      max: options.poolSize,
      // A replica that does not answer is not waited for long: the primary can serve instead.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      options: '-c jit=off',
    });
    this.#replica.on('error', () => undefined);
    this.#replica.on('connect', (client) => client.on('error', () => undefined));
    this.pool = new ReadRoutingPool(this);
  }

  /**
   * The replica's state, asked again once it is `statusTtlMs` old; concurrent callers share one query.
   * While that query runs, callers get the state before it if it is under STALE_OK_MS old, so a replica
   * that does not answer (its address unreachable: the connection waits out its timeout) never holds
   * a request up. An older state is only more careful: it replayed less than the replica has now.
   */
  status(): Promise<ReplicaStatus> {
    const kept = this.#status;
    const age = kept ? Date.now() - kept.at : Number.POSITIVE_INFINITY;
    if (kept && age < this.#options.statusTtlMs) return Promise.resolve(kept.value);
    this.#asking ??= this.#ask().finally(() => {
      this.#asking = null;
    });
    return kept && age < STALE_OK_MS ? Promise.resolve(kept.value) : this.#asking;
  }

  /** Where the current request reads, decided once (at its first read). */
  source(): Promise<ReadSource> {
    const request = requests.getStore();
    if (!request?.mayUseReplica) return Promise.resolve('primary');
    request.source ??= this.status().then((status) => {
      if (status.state !== 'streaming' || status.replayed === null) return 'primary';
      return request.readAfter !== null && status.replayed < request.readAfter ? 'primary' : 'replica';
    });
    return request.source;
  }

  /**
   * The primary's WAL position now, for a write that has committed: a position read after the commit is
   * at or beyond it. Writes finishing together share one query; one arriving while a query is under way
   * waits for the next (the one under way may have been asked before its commit).
   */
  primaryLsn(): Promise<string> {
    if (!this.#lsnAsked) return this.#askLsn();
    this.#lsnQueued ??= this.#lsnAsked
      .catch(() => undefined)
      .then(() => {
        this.#lsnQueued = null;
        return this.#askLsn();
      });
    return this.#lsnQueued;
  }

  /** Runs `use` on the pool the request reads from; on the replica, again on the primary if the replica fails it. */
  async onChosenPool<T>(use: (pool: pg.Pool) => Promise<T>): Promise<T> {
    if ((await this.source()) === 'primary') return use(this.#primary);
    try {
      return await use(this.#replica);
    } catch (error) {
      if (!worthRetryingOnPrimary(error)) throw error;
      // The rest of this request reads from the primary too; a lost replica is down for every request.
      const request = requests.getStore();
      if (request) request.source = Promise.resolve('primary');
      if (isConnectionError(error))
        this.#note({
          state: 'down',
          reason: describeConnectionError(error),
          lagSeconds: null,
          replayed: null,
        });
      return use(this.#primary);
    }
  }

  async close() {
    await this.#replica.end();
  }

  #askLsn(): Promise<string> {
    const asked = this.#primary
      .query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
      .then((result) => result.rows[0]?.lsn ?? '0/0')
      .finally(() => {
        if (this.#lsnAsked === asked) this.#lsnAsked = null;
      });
    this.#lsnAsked = asked;
    return asked;
  }

  async #ask(): Promise<ReplicaStatus> {
    let status: ReplicaStatus;
    try {
      const result = await this.#replica.query<ReplicaRow>({
        text: STATUS_SQL,
        query_timeout: 1000,
      } as pg.QueryConfig);
      status = judgeReplica(result.rows[0], this.#options.maxLagSeconds);
    } catch (error) {
      status = { state: 'down', reason: describeConnectionError(error), lagSeconds: null, replayed: null };
    }
    this.#note(status);
    return status;
  }

  /** Keeps the status and logs a change of state (once, not per request). */
  #note(status: ReplicaStatus) {
    this.#status = { value: status, at: Date.now() };
    if (status.state === this.#lastState) return;
    const first = this.#lastState === null;
    this.#lastState = status.state;
    if (status.state === 'streaming') {
      if (!first) this.#options.log.info('read replica streaming again: reports read from it');
    } else {
      this.#options.log.warn(
        `read replica ${status.state} (${status.reason}): reports read from the primary`,
      );
    }
  }
}

/**
 * The pg pool Drizzle is given for report reads. Drizzle asks a pool for a client to run a transaction
 * on (it recognises a pool by its class name), and runs anything else through `query`.
 */
export class ReadRoutingPool {
  readonly #reads: ReplicaReads;

  constructor(reads: ReplicaReads) {
    this.#reads = reads;
  }

  query(...args: Parameters<pg.Pool['query']>) {
    return this.#reads.onChosenPool((pool) => (pool.query as (...a: unknown[]) => Promise<unknown>)(...args));
  }

  connect() {
    return this.#reads.onChosenPool((pool) => pool.connect());
  }
}
