/**
 * A lesson's steps read from where its flow stands (decision 0007's script, `modules/flows/flow-generator.ts`):
 * the items come in groups, `intro`, `question-1` … `question-n` and `end`, and a flow not yet finished always
 * waits on the input its last item is. The steps a teacher counts are the parts with something to answer:
 * the introduction's confidence question and the closing reflection (the `default` template, which teaches)
 * and each question, its second try included. `lesson-steps.test.ts` checks this reading against the
 * generator itself, so a change of the script that broke it fails there.
 */

/** Where a student's lesson stands: its template, questions, whether it is over, and its last item. */
export interface LessonPosition {
  templateSlug: string;
  questionCount: number;
  finished: boolean;
  /** The last item dispatched (null: none yet). */
  lastGroup: string | null;
  lastType: string | null;
}

export interface LessonSteps {
  stepsDone: number;
  stepCount: number;
  /** Where a lesson in progress waits, in a teacher's words; null once it is finished. */
  stoppedAt: string | null;
}

/** Only the `default` template teaches, with an introduction and a reflection around the questions. */
const teaches = (templateSlug: string) => templateSlug === 'default';

/** The steps of a lesson of this template with this many questions. */
export function stepCountOf(templateSlug: string, questionCount: number): number {
  return questionCount + (teaches(templateSlug) ? 2 : 0);
}

const QUESTION_GROUP = /^question-(\d+)$/;

export function lessonStepsOf(position: LessonPosition): LessonSteps {
  const n = position.questionCount;
  const stepCount = stepCountOf(position.templateSlug, n);
  if (position.finished) return { stepsDone: stepCount, stepCount, stoppedAt: null };
  const introSteps = teaches(position.templateSlug) ? 1 : 0;
  const group = position.lastGroup ?? 'intro';
  const question = QUESTION_GROUP.exec(group);
  if (question) {
    const number = Math.min(n, Number(question[1]));
    const secondTry = position.lastType === 'DiagnosticQuestionRetryInput' ? ', second try' : '';
    return {
      stepsDone: Math.min(stepCount, introSteps + number - 1),
      stepCount,
      stoppedAt: `Question ${number} of ${n}${secondTry}`,
    };
  }
  if (group === 'end') {
    return { stepsDone: Math.min(stepCount, introSteps + n), stepCount, stoppedAt: 'Lesson: reflection' };
  }
  return { stepsDone: 0, stepCount, stoppedAt: 'Lesson: introduction' };
}
