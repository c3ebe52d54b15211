import type { Caller } from '../auth/authenticate.ts';
import { drawStudent, type SimulatedStudent } from './choose-answer.ts';
import { type SimulatorTarget, simulatorServices } from './simulator-services.ts';
import { planSitting, type Sitting, sit } from './sitting.ts';
import { type Phase, type PlannedWork, participationOf, planTerm } from './term-plan.ts';

export interface SimulateOptions {
  schoolId: number;
  /** Only these classes (default: every class of the school with a Confirmed teacher, demo classes left out). */
  groupIds?: number[];
  weeks?: number;
  now?: Date;
  seed?: number;
  /** Students who leave open work unstarted (e.g. the demo student, so the journey can be shown). */
  holdBack?: ReadonlySet<number>;
  /** 'bulk' (default) stores each session's answers in one statement; 'each' answers one at a time. */
  mode?: 'bulk' | 'each';
  /**
   * A class's students' mean growth a week (logits), by class id: a class taught to grow, to stall or
   * to fall back (default MEAN_GROWTH_PER_WEEK). A student of two classes takes their first work's class.
   */
  meanGrowthPerWeek?: ReadonlyMap<number, number>;
}

export interface SimulateReport {
  classes: Array<{ groupId: number; code: string; year: number }>;
  assignments: Record<Phase, number>;
  sessions: number;
  answers: number;
  finished: number;
}

/**
 * Sets a term of work for a school's classes (through AssignmentsService, as each class's teacher)
 * and has the simulated students answer it (through QuizSessionsService, as each student: start,
 * answer, finish), at the moments it would have happened.
 */
export async function simulateSchool(
  target: SimulatorTarget,
  options: SimulateOptions,
): Promise<SimulateReport> {
  const now = options.now ?? new Date();
  const seed = options.seed ?? 1;
  const { assignments, quizSessions: sessions, reads } = await simulatorServices(target, now);
  const all = await reads.classes(options.schoolId);
  const classes = options.groupIds
    ? all.filter((c) => options.groupIds?.includes(c.groupId))
    : all.filter((c) => !c.isDemo);
  const weeks = options.weeks ?? 12;
  const plan = planTerm({ classes, quizzes: await reads.quizzes(), weeks, now, seed });
  // The students grow (or fall back) from the term's first day, so the term's reports have growth to find.
  const termStart = new Date(now.getTime() - weeks * 7 * 86_400_000);
  const report: SimulateReport = {
    classes: classes.map((c) => ({ groupId: c.groupId, code: c.code, year: c.year })),
    assignments: { past: 0, open: 0, upcoming: 0 },
    sessions: 0,
    answers: 0,
    finished: 0,
  };

  // Set the work, as each class's teacher would.
  const set: Array<PlannedWork & { assignmentId: number; allowRetry: boolean }> = [];
  for (const work of plan) {
    const teacher: Caller = { userId: work.teacherUserId, roles: ['Teacher'] };
    const detail = await assignments.setQuiz(teacher, work.quizId, {
      schoolId: options.schoolId,
      groupIds: [work.groupId],
      startDate: work.startDate.toISOString(),
      endDate: work.endDate.toISOString(),
    });
    set.push({
      ...work,
      assignmentId: detail.assignmentId,
      allowRetry: detail.feedbackMode === 'AfterEachQuestion',
    });
    report.assignments[work.phase] += 1;
  }

  // What the students know: every question of the term with its options' rules.
  const questionIdsOf = new Map<number, number[]>();
  for (const work of set) {
    if (work.phase !== 'upcoming')
      questionIdsOf.set(work.assignmentId, await reads.assignmentQuestionIds(work.assignmentId));
  }
  const questions = new Map(
    (await reads.questions([...new Set([...questionIdsOf.values()].flat())])).map((q) => [q.questionId, q]),
  );
  const strands = await reads.strands();
  const poolOf = new Map<number, number[]>();
  for (const work of set) {
    const pool = poolOf.get(work.groupId) ?? [];
    for (const id of questionIdsOf.get(work.assignmentId) ?? [])
      for (const o of questions.get(id)?.options ?? [])
        if (o.misconceptionId !== null) pool.push(o.misconceptionId);
    poolOf.set(work.groupId, pool);
  }
  const yearOf = new Map(classes.map((c) => [c.groupId, c.year]));
  const students = new Map<number, SimulatedStudent>();

  for (const work of set) {
    if (work.phase === 'upcoming') continue;
    const ids = questionIdsOf.get(work.assignmentId) ?? [];
    const quiz = ids.flatMap((id) => questions.get(id) ?? []);
    const year = yearOf.get(work.groupId) ?? 7;
    const sittings: Sitting[] = [];
    for (const target of await reads.targets(work.assignmentId)) {
      if (work.phase === 'open' && options.holdBack?.has(target.studentId)) continue;
      const part = participationOf(seed, target.studentId, work.assignmentId, work.phase, quiz.length);
      if (part.answers === 0) continue;
      let student = students.get(target.studentId);
      if (!student) {
        student = drawStudent(
          seed,
          target.studentId,
          strands,
          [...new Set(poolOf.get(work.groupId))],
          termStart,
          options.meanGrowthPerWeek?.get(work.groupId),
        );
        students.set(target.studentId, student);
      }
      const sitting = planSitting({
        student,
        userId: target.userId,
        work,
        questions: quiz.slice(0, part.answers),
        finish: part.finish,
        year,
        now,
        seed,
        askConfidence: false,
        allowRetry: work.allowRetry,
      });
      sittings.push(sitting);
      report.sessions += 1;
      report.answers += sitting.answers.length;
      report.finished += sitting.finishedAt ? 1 : 0;
    }
    await sit(sessions, work.assignmentId, sittings, options.mode ?? 'bulk');
  }
  return report;
}
