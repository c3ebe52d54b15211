import { keepAnswerMonths } from '../db/answer-partitions.ts';
import type { Db } from '../db/client.ts';
import { errorReason } from '../shared/redact-error.ts';

type Log = { warn(o: object, msg: string): void };

const DAY_MS = 24 * 60 * 60_000;

/**
 * On PostgreSQL with answers partitioned, every server process creates the coming month partitions once a
 * day (decision 0060; nothing on one table); the start did it once already (Database.migrate). The job's advisory lock runs one node at a time,
 * and a month that exists is left alone, so any number of nodes may run it. A failure is logged and tried
 * again the next day; meanwhile an answer with no month goes to the default partition, never refused.
 */
export class AnswerPartitionsJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  start() {
    this.#timer = setInterval(() => void this.tick(), DAY_MS);
    this.#timer.unref();
  }

  tick(): Promise<unknown> {
    this.#running ??= keepAnswerMonths(this.db)
      .catch((error: unknown) => {
        this.log.warn({ reason: errorReason(error) }, 'answer partitions job failed; tried again tomorrow');
      })
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async stop() {
    clearInterval(this.#timer);
    await this.#running;
  }
}
