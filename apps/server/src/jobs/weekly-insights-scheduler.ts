import { SCHOOL_TIME_ZONE } from '@mathsight/contract/school-terms.ts';
import { lastWeekStart } from '../modules/weekly-insights/week.ts';
import { errorReason } from '../shared/redact-error.ts';

type Log = { info(o: object, msg: string): void; warn(o: object, msg: string): void };

/** The weekly email goes out on Monday from this hour, school time. */
export const SEND_FROM_HOUR = 7;

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The week whose email is due at `now`: last week's Monday, from 07:00 to midnight on Monday in
 * school time; null at any other time. A server down all Monday does not send that week's email
 * later in the week (a summary of "last week" on a Thursday is stale; decision 0019).
 */
export function dueWeek(now: Date): string | null {
  const parts = clock.formatToParts(now);
  const weekday = parts.find((p) => p.type === 'weekday')?.value;
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  return weekday === 'Mon' && hour >= SEND_FROM_HOUR ? lastWeekStart(now) : null;
}

/**
 * A timer in the server process that checks every few minutes whether the weekly email is due and,
 * if so, sends the week's (WeeklyInsightsService.sendWeek: idempotent per teacher and week, so two
 * servers or a restart never send twice). One run at a time; stop() ends the timer, asks a run to
 * stop between teachers, and waits for it.
 */
export class WeeklyInsightsScheduler {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #done: string | undefined;
  readonly #abort = new AbortController();

  constructor(
    private readonly send: (weekStart: string, signal: AbortSignal) => Promise<unknown>,
    private readonly options: { everyMs: number; log: Log; now?: () => Date },
  ) {}

  start() {
    this.#timer = setInterval(() => void this.tick(), this.options.everyMs);
    this.#timer.unref();
    void this.tick();
  }

  /** One check: sends the due week's email unless a run is going or that week is done here. */
  tick(): Promise<void> {
    if (this.#running) return this.#running;
    if (this.#abort.signal.aborted) return Promise.resolve();
    const week = dueWeek(this.options.now?.() ?? new Date());
    if (!week || week === this.#done) return Promise.resolve();
    this.#running = this.send(week, this.#abort.signal)
      .then(() => {
        if (!this.#abort.signal.aborted) this.#done = week;
      })
      .catch((error: unknown) => {
        this.options.log.warn(
          { week, reason: errorReason(error) },
          'weekly insights run failed; the next check tries again',
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
