import type { AnswerComment, InsightWork, StudentInsights } from '@mathsight/contract/insights.ts';
import { notFound } from '../../http/errors.ts';
import { buildGrid } from './grid.ts';
import type { OptionRow, StudentRow, WorkRow } from './insights-rows.ts';
import { correctLetterOf, insightOptions, isCorrected } from './question-insights.ts';

/** A question's stem and diagram, as InsightsRepository.questions reads them. */
interface Stem {
  questionId: number;
  stem: string;
  diagramSvg: string | null;
  diagramAlt: string | null;
}

/**
 * One student's answers to one work, question by question, with the options, the misconception of
 * each attempt and the teacher's comments: the teacher's view of a student (…/insights/students/{id})
 * and the student's own review (issue 11) are both this.
 */
export function studentReviewOf(o: {
  work: InsightWork;
  row: WorkRow;
  student: StudentRow | undefined;
  options: OptionRow[];
  stems: Stem[];
  feedback: AnswerComment[];
}): StudentInsights {
  const { row } = o;
  const studentRow = o.student;
  if (!studentRow) throw notFound();
  const grid = buildGrid(row.questions, [studentRow]);
  const student = grid.students[0];
  if (!student) throw notFound();
  const feedback = new Map(o.feedback.map((f) => [f.studentAnswerId, f]));
  const optionsOf = Map.groupBy(o.options, (opt) => opt.questionId);
  const stemOf = new Map(o.stems.map((s) => [s.questionId, s]));
  const misconceptionOf = new Map(
    o.options.flatMap((opt) =>
      opt.misconception ? [[opt.misconception.misconceptionId, opt.misconception]] : [],
    ),
  );
  const counts = new Map<number, number>();
  const questions = row.questions.map((q) => {
    const stem = stemOf.get(q.questionId);
    const attempts = studentRow.answers
      .filter((a) => a.questionId === q.questionId && a.studentAnswerId !== null)
      .map((a) => {
        const misconception =
          a.misconceptionId === null ? null : (misconceptionOf.get(a.misconceptionId) ?? null);
        if (a.attempt === 1 && misconception && !a.isCorrect) {
          counts.set(misconception.misconceptionId, (counts.get(misconception.misconceptionId) ?? 0) + 1);
        }
        return {
          studentAnswerId: a.studentAnswerId ?? 0,
          attempt: a.attempt,
          letter: a.letter,
          isCorrect: a.isCorrect,
          misconception,
          confidence: a.confidence,
          timeTakenMs: a.timeTakenMs,
          answeredAt: a.answeredAt,
          feedback: feedback.get(a.studentAnswerId ?? 0) ?? null,
        };
      });
    return {
      questionId: q.questionId,
      sequence: q.sequence,
      stem: stem?.stem ?? q.stem,
      diagramSvg: stem?.diagramSvg ?? null,
      diagramAlt: stem?.diagramAlt ?? null,
      correctLetter: correctLetterOf(q),
      markCorrected: isCorrected(q),
      options: insightOptions(optionsOf.get(q.questionId) ?? [], q),
      attempts,
    };
  });
  const { answers: _cells, ...summary } = student;
  return {
    work: o.work,
    student: summary,
    questions,
    misconceptions: [...counts.entries()]
      .flatMap(([id, count]) => {
        const m = misconceptionOf.get(id);
        return m ? [{ ...m, count }] : [];
      })
      .sort((a, b) => b.count - a.count || a.misconceptionId - b.misconceptionId),
  };
}
