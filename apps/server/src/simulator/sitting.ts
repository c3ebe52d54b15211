import { createHash } from 'node:crypto';
import type { SubmitAnswerRequest } from '@mathsight/contract/quiz-sessions.ts';
import type { Caller } from '../auth/authenticate.ts';
import type { QuizSessionsService } from '../modules/quiz-sessions/quiz-sessions.service.ts';
import { intBetween, seededRandom } from '../shared/random.ts';
import {
  abilityAt,
  chooseAnswer,
  questionDifficulty,
  type SimulatedStudent,
  timeTakenMs,
} from './choose-answer.ts';
import type { SimQuestion } from './simulator.repository.ts';

/** One student's sitting of one piece of work: its moments, its answers, and storing it as the student would. */

const MINUTE_MS = 60_000;

/**
 * When a session happens: started at a moment inside the work's window (before `now`), answers
 * one after another (time taken plus a few seconds to read), handed in 15 s after the last.
 * Answers that would fall after the window closes (or after now) are dropped.
 */
export function sessionTimes(
  random: () => number,
  window: { startDate: Date; endDate: Date; now: Date },
  timesTaken: readonly number[],
) {
  const close = Math.min(window.endDate.getTime(), window.now.getTime()) - MINUTE_MS;
  const open = window.startDate.getTime();
  const gaps = timesTaken.map((t) => t + 2_000 + Math.floor(random() * 4_000));
  const total = gaps.reduce((a, b) => a + b, 0) + 15_000;
  const room = Math.max(0, close - open - total);
  const startedAt = open + Math.floor(random() * room);
  const answeredAt: Date[] = [];
  let t = startedAt;
  for (const gap of gaps) {
    t += gap;
    if (t >= close) break;
    answeredAt.push(new Date(t));
  }
  const finishedAt = t + 15_000 < close ? new Date(t + 15_000) : null;
  return { startedAt: new Date(startedAt), answeredAt, finishedAt };
}

/** A stable UUID for a simulated answer, so running the simulator twice stores nothing twice. */
export function simulatedAnswerId(
  seed: number,
  studentId: number,
  assignmentId: number,
  questionId: number,
  attempt = 1,
) {
  const key = `sim:${seed}:${studentId}:${assignmentId}:${questionId}${attempt === 1 ? '' : `:${attempt}`}`;
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** One student's sitting of one piece of work: when they start, what they answer and when, when they hand in. */
export interface Sitting {
  caller: Caller;
  startedAt: Date;
  answers: Array<SubmitAnswerRequest & { answeredAt: Date }>;
  finishedAt: Date | null;
}

/**
 * How often a student takes the one retry after a wrong answer, when the work offers it: between a
 * quarter and three quarters of the time, fixed per student (some always try again, some move on).
 */
export function retryChance(seed: number, studentId: number): number {
  return 0.25 + 0.5 * seededRandom(seed * 6_700_417 + studentId)();
}

/**
 * Chooses a student's answers (their abilities and misconceptions) and the moments of the sitting.
 * On work with feedback after each question (`allowRetry`), a wrong first attempt is followed, at the
 * student's `retryChance`, by the one retry: another option chosen by the same rule, quicker. The
 * retries draw from their own random stream, so the first attempts are the same with or without. Pure.
 */
export function planSitting(s: {
  student: SimulatedStudent;
  userId: number;
  work: { assignmentId: number; startDate: Date; endDate: Date };
  questions: SimQuestion[];
  finish: boolean;
  year: number;
  now: Date;
  seed: number;
  askConfidence: boolean;
  allowRetry?: boolean;
}): Sitting {
  const random = seededRandom(s.seed * 15_485_863 + s.student.studentId * 31 + s.work.assignmentId);
  const choices = s.questions.map((q) => {
    const difficulty = questionDifficulty(q, s.year);
    // The work's start stands for the moment of the sitting: its answers fall within days of it.
    const at = s.work.startDate;
    const option = chooseAnswer(s.student, { strand: q.strand, difficulty, options: q.options }, random, at);
    const ability = abilityAt(s.student, q.strand, at);
    return { q, difficulty, option, attempt: 1, timeTakenMs: timeTakenMs(ability, difficulty, random) };
  });
  const retryRandom = seededRandom(s.seed * 32_452_843 + s.student.studentId * 37 + s.work.assignmentId);
  const chance = retryChance(s.seed, s.student.studentId);
  const attempts = choices.flatMap((c) => {
    if (!s.allowRetry || c.option.isCorrect || retryRandom() >= chance) return [c];
    const others = c.q.options.filter((o) => o.letter !== c.option.letter);
    const option = chooseAnswer(
      s.student,
      { strand: c.q.strand, difficulty: c.difficulty, options: others },
      retryRandom,
      s.work.startDate,
    );
    return [c, { ...c, option, attempt: 2, timeTakenMs: Math.round(c.timeTakenMs * 0.6) }];
  });
  const times = sessionTimes(
    random,
    { startDate: s.work.startDate, endDate: s.work.endDate, now: s.now },
    attempts.map((c) => c.timeTakenMs),
  );
  const answers = times.answeredAt.map((answeredAt, i) => {
    const c = attempts[i] as (typeof attempts)[number];
    return {
      questionId: c.q.questionId,
      letter: c.option.letter,
      timeTakenMs: c.timeTakenMs,
      attempt: c.attempt,
      clientAnswerId: simulatedAnswerId(
        s.seed,
        s.student.studentId,
        s.work.assignmentId,
        c.q.questionId,
        c.attempt,
      ),
      answeredAt,
      ...(s.askConfidence && {
        confidence: c.option.isCorrect ? intBetween(random, 3, 5) : intBetween(random, 1, 4),
      }),
    };
  });
  const firstAttempts = answers.filter((a) => a.attempt === 1).length;
  const finished = s.finish && firstAttempts === s.questions.length ? times.finishedAt : null;
  return {
    caller: { userId: s.userId, roles: ['Student'] },
    startedAt: times.startedAt,
    answers,
    finishedAt: finished,
  };
}

/**
 * Stores sittings through QuizSessionsService: 'each' makes the calls a real student's browser
 * makes (start, one answer at a time, finish); 'bulk' stores the assignment's sittings together
 * (sitMany: the same rules, one transaction).
 */
export async function sit(
  sessions: QuizSessionsService,
  assignmentId: number,
  sittings: Sitting[],
  mode: 'bulk' | 'each',
) {
  if (mode === 'bulk') {
    await sessions.sitMany(assignmentId, sittings);
    return;
  }
  for (const s of sittings) {
    const session = await sessions.start(s.caller, assignmentId, { now: s.startedAt });
    for (const { answeredAt, ...request } of s.answers)
      await sessions.answer(s.caller, session.quizSessionId, request, { now: answeredAt });
    if (s.finishedAt) await sessions.finish(s.caller, session.quizSessionId, { now: s.finishedAt });
  }
}
