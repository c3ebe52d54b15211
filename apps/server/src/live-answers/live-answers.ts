import type { AnswerEvent, RealtimeServerMessage } from '@mathsight/contract/quiz-sessions.ts';
import type { Caller } from '../auth/authenticate.ts';
import type { Database } from '../db/client.ts';
import type { SchoolAccessService } from '../school-access/school-access.service.ts';
import { ANSWERS_CHANNEL, parseAnswerIds } from './answer-publisher.ts';
import type { LiveAnswersRepository } from './live-answers.repository.ts';

/** The part of SchoolAccessService a subscription is checked with. */
type SubscriptionAccess = Pick<SchoolAccessService, 'readable' | 'groupAccess'>;

/** Anything that can receive a message: a WebSocket in production, a stub in tests. */
export interface Subscriber {
  send(message: string): void;
}

type Key = `a${number}` | `g${number}`;

/**
 * Live answers on this node. Every stored answer is published once committed (pg_notify on
 * `mathsight_answers`, ids only, batched by AnswerPublisher) and heard by every node; a node looks the
 * answers up, in one query per notification, only when one of its sockets subscribed to their
 * assignment or to a class.
 */
export class LiveAnswers {
  readonly #subscribers = new Map<Key, Set<Subscriber>>();
  #stop: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly repo: LiveAnswersRepository,
    /** Who may listen to what: reading the work or class (SchoolAccessService), fresh from the database. */
    private readonly access?: SubscriptionAccess,
  ) {}

  /**
   * A subscription is allowed with the same rule as reading what it watches: a Confirmed teacher of
   * the work's (or class's) school. Throws the HttpError that reading it would (403 / 404).
   */
  async authorise(caller: Caller, key: { assignmentId: number } | { groupId: number }) {
    if (!this.access) return;
    if ('assignmentId' in key) await this.access.readable(caller, key.assignmentId, undefined, true);
    else await this.access.groupAccess(caller, key.groupId, true);
  }

  async start() {
    this.#stop = await this.database.listen(ANSWERS_CHANNEL, (payload) => {
      void this.#deliver(payload).catch(() => {
        // A lost event is only a missed live update; the results screens read the database.
      });
    });
  }

  async stop() {
    await this.#stop?.();
  }

  subscribe(key: { assignmentId: number } | { groupId: number }, subscriber: Subscriber) {
    const k = keyOf(key);
    let set = this.#subscribers.get(k);
    if (!set) this.#subscribers.set(k, (set = new Set()));
    set.add(subscriber);
  }

  unsubscribe(key: { assignmentId: number } | { groupId: number }, subscriber: Subscriber) {
    const k = keyOf(key);
    this.#subscribers.get(k)?.delete(subscriber);
    if (this.#subscribers.get(k)?.size === 0) this.#subscribers.delete(k);
  }

  /** Drops a closed socket from every subscription. */
  remove(subscriber: Subscriber) {
    for (const [k, set] of this.#subscribers) {
      set.delete(subscriber);
      if (set.size === 0) this.#subscribers.delete(k);
    }
  }

  async #deliver(payload: string) {
    const hasClassSubscribers = [...this.#subscribers.keys()].some((k) => k.startsWith('g'));
    const wanted = parseAnswerIds(payload).filter(
      (ids) => hasClassSubscribers || this.#subscribers.get(`a${ids.assignmentId}`)?.size,
    );
    if (wanted.length === 0) return;
    const rows = await this.repo.answerEvents(wanted.map((ids) => ids.id));
    for (const row of rows) {
      const event: AnswerEvent = {
        assignmentId: row.assignment_id,
        groupId: row.group_id,
        studentId: row.student_id,
        studentName: `${row.first_name} ${row.last_name}`,
        questionId: row.question_id,
        letter: row.letter as AnswerEvent['letter'],
        isCorrect: row.is_correct,
        misconceptionId: row.misconception_id,
        attempt: row.attempt,
        answeredAt: new Date(row.answered_at).toISOString(),
        studentAnswerId: row.id,
        timeTakenMs: row.time_taken_ms,
        confidence: row.confidence,
      };
      const message = JSON.stringify({ type: 'answer', event } satisfies RealtimeServerMessage);
      const targets = new Set<Subscriber>([
        ...(this.#subscribers.get(`a${row.assignment_id}`) ?? []),
        ...(row.group_id === null ? [] : (this.#subscribers.get(`g${row.group_id}`) ?? [])),
      ]);
      for (const subscriber of targets) subscriber.send(message);
    }
  }
}

function keyOf(key: { assignmentId: number } | { groupId: number }): Key {
  return 'assignmentId' in key ? `a${key.assignmentId}` : `g${key.groupId}`;
}
