import type { OptionLetter } from '@mathsight/contract/content.ts';
import {
  FIX_MAX_QUESTIONS,
  FIX_QUESTIONS_PER_MISCONCEPTION,
  type InsightStudentRef,
  type InsightWork,
  type QuestionInsights,
} from '@mathsight/contract/insights.ts';
import type { ContextChange } from '../../notify-bus/context-changes.ts';
import { percent } from '../../shared/percent.ts';
import { buildGrid, type Grid } from './grid.ts';
import type { OptionRow, QuestionRow, StudentRow } from './insights-rows.ts';

const _DAY_MS = 86_400_000;

export interface InsightsServiceOptions {
  now?: () => Date;
  /** Mark corrections change scores: every node drops the school's cached plan pages (decision 0005). */
  workChanges?: { publish(change: ContextChange): Promise<void> };
}

/** Pure helpers of check and fix: marks as corrected for a work, question insights, fix questions. */

export function correctLetterOf(q: QuestionRow): OptionLetter {
  return q.correctedLetter ?? q.bankCorrectLetter;
}

export function isCorrected(q: QuestionRow): boolean {
  return q.correctedLetter !== null && q.correctedLetter !== q.bankCorrectLetter;
}

/** The options as marked for this work: a corrected letter is right and carries no misconception. */
export function insightOptions(options: OptionRow[], q: QuestionRow) {
  const correct = correctLetterOf(q);
  return options.map((o) => ({
    answerId: o.answerId,
    letter: o.letter,
    text: o.text,
    isCorrect: o.letter === correct,
    misconception: o.letter === correct ? null : o.misconception,
  }));
}

export function questionInsightsOf(
  work: InsightWork,
  questions: QuestionRow[],
  question: QuestionRow,
  rows: StudentRow[],
  options: OptionRow[],
  stem: { stem: string; diagramSvg: string | null; diagramAlt: string | null } | undefined,
): QuestionInsights {
  const grid: Grid = buildGrid([question], rows);
  const chose = new Map<OptionLetter, InsightStudentRef[]>();
  const notAnswered: InsightStudentRef[] = [];
  for (const s of grid.students) {
    const ref = { studentId: s.studentId, firstName: s.firstName, lastName: s.lastName, groupId: s.groupId };
    const cell = s.answers[0];
    if (!cell) notAnswered.push(ref);
    else chose.set(cell.letter, [...(chose.get(cell.letter) ?? []), ref]);
  }
  const column = grid.questions[0];
  const answeredCount = column?.answeredCount ?? 0;
  const index = questions.findIndex((q) => q.questionId === question.questionId);
  return {
    work,
    questionId: question.questionId,
    sequence: question.sequence,
    stem: stem?.stem ?? question.stem,
    diagramSvg: stem?.diagramSvg ?? null,
    diagramAlt: stem?.diagramAlt ?? null,
    correctLetter: correctLetterOf(question),
    bankCorrectLetter: question.bankCorrectLetter,
    markCorrected: isCorrected(question),
    options: insightOptions(options, question).map((o) => {
      const students = chose.get(o.letter) ?? [];
      return { ...o, count: students.length, percent: percent(students.length, answeredCount), students };
    }),
    answeredCount,
    correctCount: column?.correctCount ?? 0,
    correctPercent: column?.correctPercent ?? null,
    notAnswered,
    previousQuestionId: questions[index - 1]?.questionId ?? null,
    nextQuestionId: questions[index + 1]?.questionId ?? null,
  };
}

/** Up to FIX_QUESTIONS_PER_MISCONCEPTION per misconception in the order asked, FIX_MAX_QUESTIONS in all. */
export function pickFixQuestions(
  misconceptionIds: number[],
  candidates: Array<{ misconceptionId: number; questionId: number }>,
): number[] {
  const byMisconception = Map.groupBy(candidates, (c) => c.misconceptionId);
  const picked: number[] = [];
  for (const id of misconceptionIds) {
    let taken = 0;
    for (const c of byMisconception.get(id) ?? []) {
      if (taken >= FIX_QUESTIONS_PER_MISCONCEPTION || picked.length >= FIX_MAX_QUESTIONS) break;
      if (picked.includes(c.questionId)) continue;
      picked.push(c.questionId);
      taken += 1;
    }
  }
  return picked;
}
