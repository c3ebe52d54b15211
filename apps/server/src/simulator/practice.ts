import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Caller } from '../auth/authenticate.ts';
import type { QuizSessionsService } from '../modules/quiz-sessions/quiz-sessions.service.ts';
import { pick, seededRandom } from '../shared/random.ts';
import { abilityAt, chooseAnswer, drawStudent, questionDifficulty, timeTakenMs } from './choose-answer.ts';
import type { SimulatorRepository } from './simulator.repository.ts';
import { type SimulatorTarget, simulatorServices } from './simulator-services.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface PracticeOptions {
  schoolId: number;
  now?: Date;
  seed?: number;
  /** Topics per class: the latest topic quizzes that ended. */
  unitsPerClass?: number;
  /** Students of the class who practise each of those topics on their own. */
  studentsPerUnit?: number;
  /** Questions each of them answers. */
  answers?: number;
  /** Students left out (e.g. the demo student, whose screens start clean). */
  exclude?: ReadonlySet<number>;
  /** The term's length in weeks before `now`: the students' growth starts at its first day (simulateSchool's). */
  weeks?: number;
}

/**
 * Independent study for the demo (issue 6's independent-study screens): a few students of each class
 * practise topics their class was tested on, a day or two after the quiz ended, through
 * QuizSessionsService (start a practice session, answer the question it chooses next) with the
 * simulator's choice rule. Deterministic for a seed; answers the number of practice answers stored.
 */
export async function simulatePractice(target: SimulatorTarget, options: PracticeOptions): Promise<number> {
  const now = options.now ?? new Date();
  const seed = options.seed ?? 1;
  const termStart = new Date(now.getTime() - (options.weeks ?? 12) * 7 * DAY_MS);
  const { quizSessions: sessions, reads, db } = await simulatorServices(target, now);
  const strands = await reads.strands();
  const topics = await db.execute<{
    group_id: number;
    topic_unit_id: number;
    end_date: Date | string;
  }>(sql`select
  ag.group_id, z.topic_unit_id, max(a.end_date) as end_date
from assignments a
join assignment_groups ag on ag.assignment_id = a.id
join quizzes z on z.id = a.quiz_id
where a.school_id = ${options.schoolId} and a.kind = 'TopicQuiz' and z.topic_unit_id is not null
  and a.end_date < ${now.toISOString()}::timestamptz
group by ag.group_id, z.topic_unit_id
order by ag.group_id, max(a.end_date) desc, z.topic_unit_id`);
  const members = await db.execute<{ group_id: number; student_id: number; user_id: number }>(sql`select
  gs.group_id, gs.student_id, s.user_id
from group_students gs join students s on s.id = gs.student_id and not s.is_archived
join groups g on g.id = gs.group_id and g.school_id = ${options.schoolId} and not g.is_demo
order by gs.group_id, gs.student_id`);
  const membersOf = Map.groupBy(members.rows, (m) => m.group_id);
  const unitsOf = Map.groupBy(topics.rows, (t) => t.group_id);
  let stored = 0;
  for (const [groupId, units] of unitsOf) {
    const pool = (membersOf.get(groupId) ?? []).filter((m) => !options.exclude?.has(m.student_id));
    if (pool.length === 0) continue;
    for (const unit of units.slice(0, options.unitsPerClass ?? 2)) {
      const random = seededRandom(seed * 104_729 + groupId * 131 + unit.topic_unit_id);
      const chosen = new Set<(typeof pool)[number]>();
      const wanted = Math.min(options.studentsPerUnit ?? 3, pool.length);
      while (chosen.size < wanted) chosen.add(pick(random, pool));
      const ended = new Date(unit.end_date).getTime();
      for (const member of chosen) {
        const startAt = Math.min(now.getTime() - DAY_MS, ended + (1 + random() * 2) * DAY_MS);
        stored += await practise(sessions, reads, {
          caller: { userId: member.user_id, roles: ['Student'] },
          studentId: member.student_id,
          topicUnitId: unit.topic_unit_id,
          at: new Date(startAt),
          answers: options.answers ?? 5,
          strands,
          seed,
          random,
          termStart,
        });
      }
    }
  }
  return stored;
}

/** One practice session: the questions the service chooses, answered with the choice rule. */
async function practise(
  sessions: QuizSessionsService,
  reads: SimulatorRepository,
  p: {
    caller: Caller;
    studentId: number;
    topicUnitId: number;
    at: Date;
    answers: number;
    strands: string[];
    seed: number;
    random: () => number;
    termStart: Date;
  },
): Promise<number> {
  const student = drawStudent(p.seed, p.studentId, p.strands, [], p.termStart);
  const session = await sessions.startPractice(p.caller, p.topicUnitId, { now: p.at });
  let next = session.nextQuestionId;
  let at = p.at.getTime();
  let stored = 0;
  while (next !== null && stored < p.answers) {
    const [question] = await reads.questions([next]);
    if (!question) break;
    const difficulty = questionDifficulty(question, question.yearGroup);
    const option = chooseAnswer(
      student,
      { strand: question.strand, difficulty, options: question.options },
      p.random,
      new Date(at),
    );
    const ms = timeTakenMs(abilityAt(student, question.strand, new Date(at)), difficulty, p.random);
    at += ms + MINUTE_MS / 4;
    const answered = await sessions.answer(
      p.caller,
      session.quizSessionId,
      {
        questionId: question.questionId,
        letter: option.letter,
        timeTakenMs: ms,
        attempt: 1,
        clientAnswerId: practiceAnswerId(p.seed, p.studentId, session.quizSessionId, question.questionId),
      },
      { now: new Date(at) },
    );
    stored += 1;
    next = answered.nextQuestionId;
  }
  return stored;
}

/** A stable UUID per (seed, student, session, question), so a re-run stores nothing twice. */
function practiceAnswerId(seed: number, studentId: number, sessionId: number, questionId: number) {
  const h = createHash('sha1')
    .update(`practice:${seed}:${studentId}:${sessionId}:${questionId}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
