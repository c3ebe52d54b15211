import cluster, { type Worker } from 'node:cluster';
import type { StopLog } from './drain.ts';
import { restartDelay, type SlotHistory } from './restart-backoff.ts';
import { SHUTDOWN_MESSAGE, WORKER_SLOT_ENV } from './worker-protocol.ts';

interface Slot {
  index: number;
  worker: Worker | undefined;
  listeningSince: number | undefined;
  history: SlotHistory;
  restart: NodeJS.Timeout | undefined;
}

export interface SupervisorOptions {
  workers: number;
  log: StopLog;
  /** How long the workers' own stop may take; the primary waits a little longer, then kills them. */
  shutdownTimeoutMs: number;
  /** Every first worker is listening (once per start; replacements do not call it again). */
  onListening(port: number): void;
  exit(code: number): void;
}

/** Time the primary allows beyond the workers' own limit before it kills them. */
const KILL_MARGIN_MS = 3_000;

/**
 * The cluster primary's part once the database is ready: keeps `workers` workers, replacing one
 * that dies (restart-backoff.ts), and stops them all on a signal. Until every first worker is
 * listening, a worker that dies stops the start (a port in use, a bad setting) rather than being retried.
 */
export class Supervisor {
  readonly #slots: Slot[];
  #ready = false;
  #stopping = false;
  #failed = false;
  #signals = 0;

  constructor(private readonly options: SupervisorOptions) {
    this.#slots = Array.from({ length: options.workers }, (_, index) => ({
      index,
      worker: undefined,
      listeningSince: undefined,
      history: { failures: 0 },
      restart: undefined,
    }));
  }

  start() {
    for (const slot of this.#slots) this.#fork(slot);
  }

  /** SIGTERM or SIGINT reached the primary: the first stops the workers gently, a second at once. */
  signal(name: string) {
    this.#signals++;
    if (this.#signals > 1) {
      this.options.log.warn({ signal: name }, `second ${name}: killing the workers now`);
      this.#killAll();
      this.options.exit(1);
      return;
    }
    this.#stop(`${name}`);
  }

  #fork(slot: Slot) {
    slot.restart = undefined;
    slot.listeningSince = undefined;
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot.index) });
    slot.worker = worker;
    const { log } = this.options;
    log.info(
      { worker: worker.id, workerPid: worker.process.pid, slot: slot.index },
      `worker ${worker.id} starting`,
    );
    worker.on('error', (error) =>
      log.warn({ worker: worker.id, err: error }, `worker ${worker.id}: ${error.message}`),
    );
    worker.on('listening', (address) => {
      slot.listeningSince = Date.now();
      log.info(
        { worker: worker.id, workerPid: worker.process.pid, slot: slot.index, port: address.port },
        `worker ${worker.id} listening`,
      );
      // Asked again: a request sent while the worker was still loading its modules found no listener.
      if (this.#stopping) this.#ask(worker);
      else if (!this.#ready && this.#slots.every((s) => s.listeningSince !== undefined)) {
        this.#ready = true;
        this.options.onListening(address.port);
      }
    });
    worker.on('exit', (code, signal) => this.#exited(slot, worker, code, signal));
  }

  #exited(slot: Slot, worker: Worker, code: number | null, signal: string | null) {
    const { log } = this.options;
    const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
    const facts = { worker: worker.id, workerPid: worker.process.pid, slot: slot.index, code, signal };
    const servedMs = slot.listeningSince === undefined ? null : Date.now() - slot.listeningSince;
    if (slot.worker === worker) {
      slot.worker = undefined;
      slot.listeningSince = undefined;
    }
    if (this.#stopping && code !== 0) this.#failed = true;
    if (this.#stopping) {
      log.info(facts, `worker ${worker.id} ${how}`);
      if (this.#slots.every((s) => s.worker === undefined)) this.options.exit(this.#failed ? 1 : 0);
      return;
    }
    if (!this.#ready) {
      log.error(facts, `worker ${worker.id} ${how} before it was listening: stopping the start`);
      this.#failed = true;
      this.#stop('a worker failed to start');
      return;
    }
    const next = restartDelay(slot.history, servedMs);
    slot.history = next.history;
    const when =
      next.delayMs === 0 ? 'now' : `in ${next.delayMs / 1000} s (${next.history.failures} failures in a row)`;
    log.error(
      { ...facts, delayMs: next.delayMs },
      `worker ${worker.id} ${how}; its replacement starts ${when}`,
    );
    slot.restart = setTimeout(() => this.#fork(slot), next.delayMs);
  }

  #stop(reason: string) {
    if (this.#stopping) return;
    this.#stopping = true;
    const { log, shutdownTimeoutMs } = this.options;
    for (const slot of this.#slots) clearTimeout(slot.restart);
    const running = this.#slots.flatMap((s) => (s.worker ? [s.worker] : []));
    log.info({ reason, workers: running.length }, `stopping (${reason}): the workers finish their requests`);
    if (running.length === 0) {
      this.options.exit(this.#failed ? 1 : 0);
      return;
    }
    for (const worker of running) this.#ask(worker);
    setTimeout(() => {
      log.error({ shutdownTimeoutMs }, 'the workers did not stop in time: killing them');
      this.#killAll();
      this.options.exit(1);
    }, shutdownTimeoutMs + KILL_MARGIN_MS).unref();
  }

  #ask(worker: Worker) {
    if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
  }

  #killAll() {
    for (const slot of this.#slots) slot.worker?.process.kill('SIGKILL');
  }
}
