import type { Db } from '../db/client.ts';
import { foldQuestionSteps } from '../measurement/question-calibration.ts';
import { foldSchoolReportDeltas } from '../reporting/school/school-report-fold.ts';
import { errorReason } from '../shared/redact-error.ts';

type Log = { warn(o: object, msg: string): void };

/** One fold: what the answer statements append, added to the rows they used to update (decision 0022). */
export type AnswerFold = (db: Db, options: { wait?: boolean }) => Promise<number | null>;

/** Every fold, in the order run: the questions' difficulties, then the school report rollups. */
export const ANSWER_FOLDS: readonly AnswerFold[] = [foldQuestionSteps, foldSchoolReportDeltas];

/**
 * A timer in every server process that folds the answers' appended rows every `everyMs` (decision
 * 0022). Each fold takes its own advisory lock and skips its turn when another process (or node) is
 * folding, so however many processes run, one folds at a time and the rows wait at most about one
 * interval plus one fold. One run at a time here; a failed fold is logged and tried again at the next
 * tick. stop() ends the timer, waits for a run, then folds once more (waiting for the lock), so a
 * server stopped cleanly leaves nothing waiting.
 */
export class AnswerFolds {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { everyMs: number; log: Log; folds?: readonly AnswerFold[] },
  ) {}

  start() {
    this.#timer = setInterval(() => void this.tick(), this.options.everyMs);
    this.#timer.unref();
  }

  /** One round of every fold, unless one is going (then that one). */
  tick(wait = false): Promise<void> {
    this.#running ??= this.#run(wait).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #run(wait: boolean) {
    for (const fold of this.options.folds ?? ANSWER_FOLDS) {
      try {
        await fold(this.db, { wait });
      } catch (error: unknown) {
        // One line with the SQLSTATE and no values (decision 0024): a fold's statement carries students' rows.
        this.options.log.warn(
          { fold: fold.name, reason: errorReason(error) },
          'answer fold failed; the next tick tries again',
        );
      }
    }
  }

  async stop() {
    clearInterval(this.#timer);
    await this.#running;
    await this.tick(true);
  }
}
