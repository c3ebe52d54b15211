import type { OptionLetter } from '@mathsight/contract/content.ts';
import type {
  GridCell,
  GridQuestion,
  GridStudent,
  HeldMisconception,
  InsightMisconception,
  InsightTotals,
  StudentWorkStatus,
} from '@mathsight/contract/insights.ts';
import {
  answeredPercentOf,
  effortLevelOf,
  effortPercentOf,
  scorePercentOf,
} from '@mathsight/contract/score-and-effort.ts';
import { percent } from '../../shared/percent.ts';
import type { QuestionRow, StudentRow } from './insights-rows.ts';

/**
 * The results grid from its two queries' rows, pure so it is tested without a database. Scores
 * count first attempts only; a student's second attempt shows as the cell's retry.
 */

const LETTERS: OptionLetter[] = ['A', 'B', 'C', 'D'];

export interface Grid {
  questions: GridQuestion[];
  students: GridStudent[];
  totals: InsightTotals;
}

/**
 * `completedOf` says whether a row has finished: set work uses its hand-in; independent study
 * counts a student who answered every question.
 */
export function buildGrid(
  questionRows: QuestionRow[],
  studentRows: StudentRow[],
  completedOf: (row: StudentRow, answered: number) => boolean = (row) => row.completedAt !== null,
): Grid {
  const questionCount = questionRows.length;
  const inWork = new Set(questionRows.map((q) => q.questionId));
  const students = studentRows.map((row) => toGridStudent(row, questionCount, inWork, completedOf));
  const stats = statsOf(students);
  const questions = questionRows.map((q) => toGridQuestion(q, stats.get(q.questionId)));
  return { questions, students, totals: totalsOf(students, questionCount) };
}

function toGridStudent(
  row: StudentRow,
  questionCount: number,
  inWork: Set<number>,
  completedOf: (row: StudentRow, answered: number) => boolean,
): GridStudent {
  const cells = new Map<number, GridCell>();
  let timeTakenMs = 0;
  for (const a of row.answers) {
    if (!inWork.has(a.questionId)) continue;
    if (a.attempt === 1) {
      timeTakenMs += a.timeTakenMs;
      cells.set(a.questionId, {
        questionId: a.questionId,
        studentAnswerId: a.studentAnswerId,
        letter: a.letter,
        isCorrect: a.isCorrect,
        misconceptionId: a.misconceptionId,
        retryStudentAnswerId: null,
        retryLetter: null,
        retryIsCorrect: null,
        teacherFeedback: a.comment,
      });
    } else {
      // Rows come ordered by question and attempt, so the first attempt is already there.
      const cell = cells.get(a.questionId);
      if (cell) {
        cell.retryStudentAnswerId = a.studentAnswerId;
        cell.retryLetter = a.letter;
        cell.retryIsCorrect = a.isCorrect;
      }
    }
  }
  const answers = [...cells.values()];
  const answeredCount = answers.length;
  const correctCount = answers.filter((c) => c.isCorrect).length;
  const effortPercent = effortPercentOf(answeredCount, questionCount, timeTakenMs);
  const completed = completedOf(row, answeredCount);
  const status: StudentWorkStatus = completed
    ? 'Completed'
    : row.startedAt !== null || answeredCount > 0
      ? 'InProgress'
      : 'NotStarted';
  return {
    studentId: row.studentId,
    firstName: row.firstName,
    lastName: row.lastName,
    groupId: row.groupId,
    status,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    answeredCount,
    correctCount,
    scorePercent: scorePercentOf({
      correct: correctCount,
      answered: answeredCount,
      questions: questionCount,
    }),
    completionPercent: answeredPercentOf({ answered: answeredCount, questions: questionCount }) ?? 0,
    timeTakenMs,
    effortPercent,
    effort: effortLevelOf(effortPercent),
    lessonFlowId: row.lessonFlowId,
    answers,
  };
}

interface QuestionStats {
  counts: Map<OptionLetter, number>;
  answeredCount: number;
  correctCount: number;
}

/** Every cell visited once: per question, first attempts per option and right ones. */
function statsOf(students: GridStudent[]): Map<number, QuestionStats> {
  const stats = new Map<number, QuestionStats>();
  for (const s of students) {
    for (const cell of s.answers) {
      let entry = stats.get(cell.questionId);
      if (!entry) {
        entry = { counts: new Map(), answeredCount: 0, correctCount: 0 };
        stats.set(cell.questionId, entry);
      }
      entry.answeredCount += 1;
      if (cell.isCorrect) entry.correctCount += 1;
      entry.counts.set(cell.letter, (entry.counts.get(cell.letter) ?? 0) + 1);
    }
  }
  return stats;
}

function toGridQuestion(q: QuestionRow, stats: QuestionStats | undefined): GridQuestion {
  const answeredCount = stats?.answeredCount ?? 0;
  const correctCount = stats?.correctCount ?? 0;
  return {
    questionId: q.questionId,
    sequence: q.sequence,
    stem: q.stem,
    correctLetter: q.correctedLetter ?? q.bankCorrectLetter,
    bankCorrectLetter: q.bankCorrectLetter,
    markCorrected: q.correctedLetter !== null && q.correctedLetter !== q.bankCorrectLetter,
    optionCounts: LETTERS.map((letter) => ({ letter, count: stats?.counts.get(letter) ?? 0 })),
    answeredCount,
    correctCount,
    correctPercent: percent(correctCount, answeredCount),
  };
}

/** `questionCount` is the work's: a class's score is over the questions set to those who started. */
export function totalsOf(students: GridStudent[], questionCount: number): InsightTotals {
  const started = students.filter((s) => s.status !== 'NotStarted');
  const answeredCount = students.reduce((n, s) => n + s.answeredCount, 0);
  const correctCount = students.reduce((n, s) => n + s.correctCount, 0);
  const efforts = students.flatMap((s) => (s.effortPercent === null ? [] : [s.effortPercent]));
  const completedCount = students.filter((s) => s.status === 'Completed').length;
  const questions = questionCount * started.length;
  return {
    studentCount: students.length,
    notStartedCount: students.length - started.length,
    inProgressCount: started.length - completedCount,
    completedCount,
    completionPercent: percent(completedCount, students.length) ?? 0,
    answeredCount,
    correctCount,
    averageScorePercent: scorePercentOf({ correct: correctCount, answered: answeredCount, questions }),
    answeredPercent: answeredPercentOf({ answered: answeredCount, questions }),
    averageTimeTakenMs: started.length
      ? Math.round(started.reduce((n, s) => n + s.timeTakenMs, 0) / started.length)
      : null,
    averageEffortPercent: efforts.length
      ? Math.round(efforts.reduce((n, e) => n + e, 0) / efforts.length)
      : null,
  };
}

/**
 * Misconceptions held in the grid (chosen on a wrong first attempt), most holders first, then by
 * id; `details` gives each one's name and explanations.
 */
export function heldMisconceptions(
  students: GridStudent[],
  details: InsightMisconception[],
): HeldMisconception[] {
  const detailOf = new Map(details.map((d) => [d.misconceptionId, d]));
  const held = new Map<number, { students: Map<number, GridStudent>; questionIds: Set<number> }>();
  for (const s of students) {
    for (const c of s.answers) {
      if (c.misconceptionId === null || c.isCorrect) continue;
      const entry = held.get(c.misconceptionId) ?? { students: new Map(), questionIds: new Set() };
      entry.students.set(s.studentId, s);
      entry.questionIds.add(c.questionId);
      held.set(c.misconceptionId, entry);
    }
  }
  return [...held.entries()]
    .flatMap(([misconceptionId, entry]) => {
      const d = detailOf.get(misconceptionId);
      if (!d) return [];
      return [
        {
          ...d,
          studentCount: entry.students.size,
          students: [...entry.students.values()].map((s) => ({
            studentId: s.studentId,
            firstName: s.firstName,
            lastName: s.lastName,
            groupId: s.groupId,
          })),
          questionIds: [...entry.questionIds].sort((a, b) => a - b),
        },
      ];
    })
    .sort((a, b) => b.studentCount - a.studentCount || a.misconceptionId - b.misconceptionId);
}

/** The misconception ids a grid holds (for the one lookup of their names). */
export function heldMisconceptionIds(students: GridStudent[]): number[] {
  const ids = new Set<number>();
  for (const s of students) {
    for (const c of s.answers) if (c.misconceptionId !== null && !c.isCorrect) ids.add(c.misconceptionId);
  }
  return [...ids];
}
