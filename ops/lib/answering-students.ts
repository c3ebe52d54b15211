import { randomUUID } from 'node:crypto';
import type { StartedSession } from '../../bench/lib/answering-school.ts';
import type { HttpCaller } from '../../bench/lib/http-call.ts';

/** One student: their bearer header and the session they answer in. */
export interface AnsweringStudent {
  headers: Record<string, string>;
  session: StartedSession;
}

export interface SentAnswer {
  quizSessionId: number;
  headers: Record<string, string>;
  body: { questionId: number; letter: string; timeTakenMs: number; clientAnswerId: string };
}

const RETRY_MS = 100;

/**
 * Students answering over HTTP as the web app does: each sends an answer with a new clientAnswerId
 * and, until it is acknowledged (201, or 200 for one already stored), sends the same answer again on a
 * 503 or a network failure, a short wait apart. What was acknowledged, refused and left unsent is
 * counted, so a test can compare it with the rows stored. Behind a load balancer, a 502 or 504 (the
 * node died under the request) is sent again too, as the web app's http client does.
 */
export class AnsweringStudents {
  /** clientAnswerId → acknowledged at (ms since the epoch). */
  readonly acknowledged = new Map<string, number>();
  /** Every answer sent, by clientAnswerId, to send again exactly as it was. */
  readonly sent = new Map<string, SentAnswer>();
  /** Each student's answer sent and not yet acknowledged. */
  readonly pending = new Map<number, SentAnswer>();
  /** 503 answers, each checked for Retry-After and the { message } shape. */
  unavailable = 0;
  /** 502 or 504 from a load balancer whose node went away mid-request: sent again, as the web app does. */
  gatewayFailures = 0;
  networkFailures = 0;
  /** Anything else: an answer no student should ever get. */
  readonly unexpected: string[] = [];
  #finishing = false;
  #abandoned = false;
  readonly #deadline: number;

  constructor(
    private readonly caller: HttpCaller,
    private readonly base: string,
    private readonly students: AnsweringStudent[],
    /** A bound on the whole run: past it every student stops, stored or not. */
    limitMs: number,
    /** A pause after each acknowledged answer (0: the next at once), so a long test does not run out of questions. */
    private readonly paceMs = 0,
  ) {
    this.#deadline = Date.now() + limitMs;
  }

  /** Every student answering their questions in turn; resolves when all have stopped. */
  run(): Promise<void> {
    return Promise.all(this.students.map((s, k) => this.#answerAll(k, s))).then(() => undefined);
  }

  /** Ask every student to stop once their answer under way is acknowledged. */
  finish() {
    this.#finishing = true;
  }

  /** Stop at once, answers under way left as they are (the server was killed). */
  abandon() {
    this.#abandoned = true;
  }

  /** Acknowledged at or after `since`. */
  acknowledgedSince(since: number): number[] {
    return [...this.acknowledged.values()].filter((t) => t >= since).sort((a, b) => a - b);
  }

  async #answerAll(k: number, student: AnsweringStudent) {
    for (const [i, q] of student.session.questions.entries()) {
      if (this.#finishing || this.#abandoned || Date.now() > this.#deadline) return;
      const sent: SentAnswer = {
        quizSessionId: student.session.quizSessionId,
        headers: student.headers,
        body: {
          questionId: q.questionId,
          letter: 'ABCD'[i % 4] ?? 'A',
          timeTakenMs: 9000,
          clientAnswerId: randomUUID(),
        },
      };
      this.sent.set(sent.body.clientAnswerId, sent);
      this.pending.set(k, sent);
      if (!(await this.#untilStored(sent))) return;
      this.pending.delete(k);
      if (this.paceMs > 0) await new Promise((r) => setTimeout(r, this.paceMs));
    }
  }

  /** Sends one answer until acknowledged: true once it is, false when told to stop or refused. */
  async #untilStored(sent: SentAnswer): Promise<boolean> {
    for (;;) {
      if (this.#abandoned || Date.now() > this.#deadline) return false;
      const answer = await this.send(sent).catch(() => null);
      if (this.#abandoned) return false;
      if (answer === null) this.networkFailures++;
      else if (answer.status === 201 || answer.status === 200) {
        this.acknowledged.set(sent.body.clientAnswerId, Date.now());
        return true;
      } else if (answer.status === 503) {
        this.unavailable++;
        const shape = jsonOrNull(answer.body) ?? {};
        if (!answer.headers['retry-after'] || Object.keys(shape).join() !== 'message')
          this.unexpected.push(`503 without Retry-After or not { message }: ${answer.body}`);
      } else if (answer.status === 502 || answer.status === 504) {
        this.gatewayFailures++;
      } else {
        this.unexpected.push(`${answer.status} ${answer.body}`);
        return false;
      }
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }

  /** One POST of an answer. */
  send(sent: SentAnswer) {
    return this.caller.call(
      `${this.base}/api/v3/quiz-sessions/${sent.quizSessionId}/answers`,
      'POST',
      sent.headers,
      sent.body,
    );
  }
}

function jsonOrNull(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
