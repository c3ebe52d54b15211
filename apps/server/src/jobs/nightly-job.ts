import { SCHOOL_TIME_ZONE } from '@mathsight/contract/school-terms.ts';
import { errorReason } from '../shared/redact-error.ts';

type Log = { info(o: object, msg: string): void; warn(o: object, msg: string): void };

/** Nightly jobs run between these hours, school time: after the school's management system's own night. */
const NIGHT_FROM_HOUR = 1;
const NIGHT_UNTIL_HOUR = 5;
const CHECK_EVERY_MS = 15 * 60_000;

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Whether `now` is in the night window (01:00 to 05:00, school time). */
export function isJobNight(now: Date): boolean {
  const hour = Number(clock.formatToParts(now).find((p) => p.type === 'hour')?.value);
  return hour >= NIGHT_FROM_HOUR && hour < NIGHT_UNTIL_HOUR;
}

/**
 * A timer that runs a job every quarter of an hour of the night, one run at a time on this process: the
 * roster syncs schools asked for (RosterSyncService.runNightly, whose claims in the database keep one run
 * per school and provider whatever the number of nodes), the pruning of old tracking events. A job must
 * be harmless to run again the same night. stop() ends the timer and waits for a run.
 */
export class NightlyJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  readonly #abort = new AbortController();

  constructor(
    private readonly run: (signal: AbortSignal) => Promise<void>,
    private readonly options: { name: string; log: Log; now?: (() => Date) | undefined },
  ) {}

  start() {
    this.#timer = setInterval(() => void this.tick(), CHECK_EVERY_MS);
    this.#timer.unref();
  }

  tick(): Promise<void> {
    if (this.#running || this.#abort.signal.aborted) return this.#running ?? Promise.resolve();
    if (!isJobNight(this.options.now?.() ?? new Date())) return Promise.resolve();
    this.#running = this.run(this.#abort.signal)
      .catch((error: unknown) => {
        this.options.log.warn(
          { reason: errorReason(error) },
          `${this.options.name} failed; the next check tries again`,
        );
      })
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async stop() {
    clearInterval(this.#timer);
    this.#abort.abort();
    await this.#running;
  }
}
