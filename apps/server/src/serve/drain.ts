/** The few log calls a stop makes (pino's, or Fastify's logger). */
export interface StopLog {
  info(o: object, msg: string): void;
  warn(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

export interface DrainOptions {
  /** Stops accepting, lets requests in flight finish (Fastify's close), then closes the database. */
  close(): Promise<void>;
  timeoutMs: number;
  log: StopLog;
  exit(code: number): void;
}

/**
 * A process's graceful stop: the first SIGTERM/SIGINT (or the primary's request) closes what `close`
 * closes and exits 0; a second signal, or the time limit, exits 1 at once. Only signals count towards
 * the second: on Ctrl-C a worker gets the terminal's SIGINT and its primary's request, which is one stop.
 */
export class Drain {
  #started = false;
  #signals = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: DrainOptions) {}

  get started() {
    return this.#started;
  }

  signal(name: string) {
    this.#signals++;
    if (this.#signals > 1) {
      this.options.log.warn({ signal: name }, `second ${name}: stopping now, requests in flight are cut off`);
      this.options.exit(1);
      return;
    }
    this.start(name);
  }

  start(reason: string) {
    if (this.#started) return;
    this.#started = true;
    const { log, timeoutMs } = this.options;
    log.info({ reason }, `stopping (${reason}): requests in flight may take up to ${timeoutMs / 1000} s`);
    this.#timer = setTimeout(() => {
      log.error({ timeoutMs }, `requests still in flight after ${timeoutMs / 1000} s: stopping now`);
      this.options.exit(1);
    }, timeoutMs);
    this.options.close().then(
      () => {
        clearTimeout(this.#timer);
        log.info({}, 'stopped');
        this.options.exit(0);
      },
      (error: unknown) => {
        clearTimeout(this.#timer);
        log.error({ err: error }, 'the stop failed');
        this.options.exit(1);
      },
    );
  }
}

/** SIGTERM (process managers, `docker stop`) and SIGINT (Ctrl-C) stop the process through `drain`. */
export function drainOnSignals(drain: Pick<Drain, 'signal'>) {
  process.on('SIGTERM', () => drain.signal('SIGTERM'));
  process.on('SIGINT', () => drain.signal('SIGINT'));
}
