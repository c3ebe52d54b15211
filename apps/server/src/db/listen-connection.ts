import type pg from 'pg';
import { describeConnectionError } from './connection-errors.ts';

/** Where the connection's comings and goings are told (console by default; tests pass their own). */
export interface DatabaseLog {
  warn(message: string): void;
  info(message: string): void;
}

interface Subscription {
  channel: string;
  handler: (payload: string) => void;
  onResubscribed: (() => void) | undefined;
}

export interface ListenConnectionOptions {
  /** The first wait before reconnecting; it doubles on each failure up to maxDelayMs (with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /**
   * How often the connection is asked `select 1`: a failover that moves the address away leaves a
   * socket that never errors, and only a question unanswered shows it is gone.
   */
  heartbeatMs?: number;
  log: DatabaseLog;
}

/**
 * The one connection a node LISTENs on, for every channel (PostgreSQL delivers NOTIFY only to a
 * session that asked, so it must stay open; pooled connections come and go). When it is lost (a
 * restart, a failover, a dropped socket) it comes back by itself: reconnect with backoff, LISTEN to
 * every channel again, then tell each subscriber through `onResubscribed`, since whatever was
 * notified while away is lost and a cache evicted by NOTIFY must start afresh.
 */
export class ListenConnection {
  readonly #subscriptions = new Set<Subscription>();
  readonly #minDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #heartbeatMs: number;
  readonly #log: DatabaseLog;
  #client: pg.Client | null = null;
  /** The first connection, shared by the listen() calls that wait for it. */
  #opening: Promise<void> | null = null;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #heartbeatTimer: NodeJS.Timeout | null = null;
  #failures = 0;
  #lostSince: number | null = null;
  #closed = false;

  constructor(
    private readonly newClient: () => pg.Client,
    options: ListenConnectionOptions,
  ) {
    this.#minDelayMs = options.minDelayMs ?? 100;
    this.#maxDelayMs = options.maxDelayMs ?? 2000;
    this.#heartbeatMs = options.heartbeatMs ?? 30_000;
    this.#log = options.log;
  }

  /**
   * LISTENs on `channel` (the first call connects, and fails if the database cannot be reached, as
   * at start-up). While the connection is being re-established the subscription is kept and
   * LISTENed with the others when it is back.
   */
  async listen(
    channel: string,
    handler: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>> {
    const subscription: Subscription = { channel, handler, onResubscribed };
    this.#subscriptions.add(subscription);
    try {
      if (!this.#client && this.#lostSince === null) {
        this.#opening ??= this.#open().finally(() => {
          this.#opening = null;
        });
        await this.#opening;
      }
      // Also after the first connection: it may have sent its LISTENs before this channel was added
      // (LISTEN twice is harmless). While reconnecting, the reconnection LISTENs to it.
      if (this.#client) await this.#client.query(`LISTEN ${channel}`);
    } catch (error) {
      // The first connection failed: the caller hears of it. A connection lost during the LISTEN is
      // the reconnection's to mend (it LISTENs to every subscription kept).
      if (this.#client === null && this.#lostSince === null) {
        this.#subscriptions.delete(subscription);
        throw error;
      }
    }
    return async () => {
      this.#subscriptions.delete(subscription);
      const stillWanted = [...this.#subscriptions].some((s) => s.channel === channel);
      if (!stillWanted && this.#client)
        await this.#client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close() {
    this.#closed = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#stopHeartbeat();
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  /** Connects, LISTENs to every channel subscribed, and only then becomes the connection in use. */
  async #open() {
    const client = this.newClient();
    // From the first moment: pg emits 'error' on a client whose socket fails, and an 'error' event
    // with no listener would end the process.
    client.on('error', (error) => this.#lose(client, error));
    client.on('end', () => this.#lose(client, undefined));
    client.on('notification', (message) => {
      for (const s of this.#subscriptions) {
        if (s.channel === message.channel) s.handler(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      const channels = new Set([...this.#subscriptions].map((s) => s.channel));
      if (channels.size > 0) await client.query([...channels].map((c) => `LISTEN ${c};`).join(' '));
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#startHeartbeat(client);
  }

  #lose(client: pg.Client, error: unknown) {
    if (this.#closed || this.#client !== client) return;
    this.#client = null;
    this.#stopHeartbeat();
    this.#lostSince = Date.now();
    client.end().catch(() => undefined);
    this.#log.warn(`LISTEN connection lost (${describeConnectionError(error)}); reconnecting`);
    this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    if (this.#closed) return;
    const ceiling = Math.min(this.#maxDelayMs, this.#minDelayMs * 2 ** this.#failures);
    // Jitter: the nodes of a cluster, all cut off at once, do not all knock at the same moment.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.#reconnectTimer = setTimeout(() => void this.#reconnect(), delay);
    // The timer alone never keeps a process alive (a CLI that opened the database can still exit).
    this.#reconnectTimer.unref();
  }

  async #reconnect() {
    this.#reconnectTimer = null;
    if (this.#closed) return;
    try {
      await this.#open();
    } catch {
      this.#failures++;
      this.#scheduleReconnect();
      return;
    }
    if (this.#closed) return;
    const away = Date.now() - (this.#lostSince ?? Date.now());
    this.#failures = 0;
    this.#lostSince = null;
    this.#log.info(`LISTEN connection back after ${away} ms; channels listened to again`);
    for (const s of this.#subscriptions) {
      try {
        s.onResubscribed?.();
      } catch (error) {
        this.#log.warn(`a resubscription callback failed: ${String(error)}`);
      }
    }
  }

  #startHeartbeat(client: pg.Client) {
    if (this.#heartbeatMs <= 0) return;
    this.#heartbeatTimer = setInterval(() => {
      const timeout = setTimeout(() => this.#lose(client, new Error('heartbeat unanswered')), 10_000);
      timeout.unref();
      client.query('select 1').then(
        () => clearTimeout(timeout),
        (error: unknown) => {
          clearTimeout(timeout);
          this.#lose(client, error);
        },
      );
    }, this.#heartbeatMs);
    this.#heartbeatTimer.unref();
  }

  #stopHeartbeat() {
    if (this.#heartbeatTimer) clearInterval(this.#heartbeatTimer);
    this.#heartbeatTimer = null;
  }
}
