import type { HubCause, HubServerMessage } from '@mathsight/contract/live-lessons.ts';
import type { Database } from '../../db/client.ts';
import { toBoard, toStudentView, toTeacherView } from './live-lessons.presenter.ts';
import type { LiveLessonsRepository } from './live-lessons.repository.ts';
import type { LessonChanges, LiveLessonsService } from './live-lessons.service.ts';

/** The NOTIFY channel of live lessons (payload: a JSON array of { id, cause }). */
export const LIVE_LESSONS_CHANNEL = 'mathsight_live_lessons';

/** ~40 bytes each keeps one NOTIFY far under PostgreSQL's 8,000-byte payload limit. */
const MAX_PER_NOTIFY = 100;

/** The least time between two reads of one lesson's state while votes keep coming (see #refresh). */
export const REFRESH_GAP_MS = 50;

/** One open socket: which channel it gets (the board and the teacher's screen, or one student's). */
export interface HubConnection {
  view: 'board' | 'teacher' | 'student';
  studentId?: number;
  send(message: string): void;
}

interface Change {
  id: number;
  cause: HubCause;
}

/**
 * The live lesson hub on this node (decision 0051), on the pattern of live answers: every change
 * (a join, a vote, a move, a reason, the end) is published after it is stored — NOTIFY on
 * `mathsight_live_lessons`, batched: the first change goes at once, those made while it is on its
 * way go together in the next — and heard by every node. A node reads a lesson's snapshot (three
 * queries) only when one of its sockets watches that lesson, once per notification however many
 * sockets, and while one read is running further changes to the lesson wait for one more read. Each
 * socket then gets its own channel's whole view: counts for the board, names for the teacher, a
 * student's own votes. A lost NOTIFY costs a live update only: every screen can read the calls.
 */
export class LiveLessonHub implements LessonChanges {
  readonly #sockets = new Map<number, Set<HubConnection>>();
  #pending: Change[] = [];
  #sending: Promise<void> | null = null;
  readonly #reading = new Map<number, { cause: HubCause; again: boolean }>();
  #stop: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Pick<Database, 'listen' | 'notify'>,
    private readonly repo: LiveLessonsRepository,
    private readonly lessons: LiveLessonsService,
  ) {}

  async start() {
    this.#stop = await this.database.listen(LIVE_LESSONS_CHANNEL, (payload) => {
      let changes: Change[];
      try {
        changes = JSON.parse(payload) as Change[];
      } catch {
        return;
      }
      for (const c of changes) if (this.#sockets.has(c.id)) this.#refresh(c.id, c.cause);
    });
  }

  async stop() {
    await this.idle();
    await this.#stop?.();
  }

  changed(liveLessonId: number, cause: HubCause) {
    this.#pending.push({ id: liveLessonId, cause });
    this.#sending ??= this.#drain();
  }

  /** Resolves once every change published so far has been sent (tests, shutdown). */
  async idle() {
    while (this.#sending) await this.#sending;
  }

  /** A socket joins a lesson's fan-out and gets the current state at once ('connected'). */
  async connect(liveLessonId: number, connection: HubConnection) {
    let set = this.#sockets.get(liveLessonId);
    if (!set) this.#sockets.set(liveLessonId, (set = new Set()));
    set.add(connection);
    const head = await this.repo.head(liveLessonId);
    if (!head) return;
    const snapshot = await this.lessons.snapshot(head);
    connection.send(render(snapshot, connection, 'connected'));
  }

  disconnect(liveLessonId: number, connection: HubConnection) {
    const set = this.#sockets.get(liveLessonId);
    set?.delete(connection);
    if (set?.size === 0) this.#sockets.delete(liveLessonId);
  }

  async #drain() {
    try {
      while (this.#pending.length > 0) {
        const batch = this.#pending.splice(0, MAX_PER_NOTIFY);
        // One entry per lesson: the last cause wins, except that the end is never hidden.
        const byLesson = new Map<number, HubCause>();
        for (const c of batch) if (byLesson.get(c.id) !== 'ended') byLesson.set(c.id, c.cause);
        const payload = JSON.stringify([...byLesson].map(([id, cause]) => ({ id, cause })));
        await this.database.notify(LIVE_LESSONS_CHANNEL, payload).catch(() => undefined);
      }
    } finally {
      this.#sending = null;
    }
  }

  /** Reads the lesson once and sends every socket of it its view; changes during the read cause one more. */
  #refresh(id: number, cause: HubCause) {
    const running = this.#reading.get(id);
    if (running) {
      running.again = true;
      if (running.cause !== 'ended') running.cause = cause;
      return;
    }
    const state = { cause, again: false };
    this.#reading.set(id, state);
    void (async () => {
      try {
        for (let first = true; first || state.again; first = false) {
          // Between two reads of one lesson, a pause: a burst of votes is then read a few at a time
          // rather than once per vote, which would starve the votes themselves (PGlite runs one query at a time).
          if (!first) await new Promise((r) => setTimeout(r, REFRESH_GAP_MS));
          state.again = false;
          const head = await this.repo.head(id);
          if (!head) return;
          const snapshot = await this.lessons.snapshot(head);
          for (const connection of this.#sockets.get(id) ?? []) {
            connection.send(render(snapshot, connection, state.cause));
          }
        }
      } catch {
        // A failed read is a missed live update; the next change or a reconnect brings the state.
      } finally {
        this.#reading.delete(id);
      }
    })();
  }
}

function render(
  snapshot: Awaited<ReturnType<LiveLessonsService['snapshot']>>,
  connection: HubConnection,
  cause: HubCause,
): string {
  let message: HubServerMessage;
  if (connection.view === 'board') message = { type: 'board', cause, board: toBoard(snapshot) };
  else if (connection.view === 'teacher')
    message = { type: 'teacher', cause, lesson: toTeacherView(snapshot) };
  else message = { type: 'student', cause, state: toStudentView(snapshot, connection.studentId ?? 0) };
  return JSON.stringify(message);
}
