/** The NOTIFY channel every stored answer is published on (payload: a JSON array of AnswerIds). */
export const ANSWERS_CHANNEL = 'mathsight_answers';

/** What is published of a stored answer: ids only; a listening node reads the rest if it needs it. */
export interface AnswerIds {
  id: number;
  assignmentId: number;
  studentId: number;
  schoolId: number;
}

/** ~70 bytes each keeps one NOTIFY well under PostgreSQL's 8,000-byte payload limit. */
export const MAX_ANSWERS_PER_NOTIFY = 64;

/**
 * Publishes stored answers after their statement has committed, batched: the first answer goes at
 * once, and every answer stored while a NOTIFY is on its way goes in the next one. Why not NOTIFY
 * inside the answer statement: PostgreSQL serialises the commits of all transactions that NOTIFY (a
 * global lock held through the commit's WAL flush), which held answers to ~550/s on PostgreSQL
 * (decision 0006). A lost NOTIFY only costs a live update; the results screens read the database.
 */
export class AnswerPublisher {
  #pending: AnswerIds[] = [];
  #sending: Promise<void> | null = null;

  /** `send` delivers one payload (pg_notify on ANSWERS_CHANNEL); its failures are swallowed. */
  constructor(private readonly send: (payload: string) => Promise<unknown>) {}

  publish(ids: AnswerIds) {
    this.#pending.push(ids);
    this.#sending ??= this.#drain();
  }

  /** Resolves once everything published so far has been sent (tests, shutdown). */
  async idle() {
    while (this.#sending) await this.#sending;
  }

  async #drain() {
    try {
      while (this.#pending.length > 0) {
        const batch = this.#pending.splice(0, MAX_ANSWERS_PER_NOTIFY);
        await this.send(JSON.stringify(batch)).catch(() => undefined);
      }
    } finally {
      this.#sending = null;
    }
  }
}

/** The answers of one NOTIFY payload: an array from the publisher, or one object (the simulator's bulk sittings). */
export function parseAnswerIds(payload: string): AnswerIds[] {
  const parsed = JSON.parse(payload) as AnswerIds | AnswerIds[];
  return Array.isArray(parsed) ? parsed : [parsed];
}
