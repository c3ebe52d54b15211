import { generatePath } from 'react-router';
import { type Id, segment, withQuery } from '../build-path.ts';

/**
 * A teacher's work with their classes: the school home, plan, check, fix, one work's results,
 * notifications, the assistant (features dashboard, plan, check, fix, results, notifications).
 */
const patterns = {
  dashboard: '/:schoolId',
  plan: '/:schoolId/plan',
  planCalendar: '/:schoolId/plan/calendar',
  planAssignment: '/:schoolId/plan/:assignmentId',
  check: '/:schoolId/check',
  fix: '/:schoolId/fix',
  fixAssignment: '/:schoolId/fix/:assignmentId',
  assignment: '/:schoolId/assignments/:assignmentId',
  assignmentQuestion: '/:schoolId/assignments/:assignmentId/questions/:questionId',
  /** A teacher's read-only view of one student's review of the work (issue 11). */
  assignmentStudent: '/:schoolId/assignments/:assignmentId/students/:studentId',
  independentStudy: '/:schoolId/independent-study/:quizId/:tab?/:questionSequence?',
  independentStudyQuestion: '/:schoolId/independent-study/:quizId/questions/:questionId',
  notifications: '/:schoolId/notifications',
  assistant: '/assistant',
  /** The school's feedback on the assistant's answers, for its administrators (issue 29). */
  assistantFeedback: '/assistant/feedback',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const workRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const workPaths = {
  /** The school home; `modal` opens one of its dialogs (e.g. SET_WORK_TOPICS_MODAL). */
  dashboard: (schoolId: Id, query: { modal?: string; collectionId?: string } = {}) =>
    withQuery(generatePath(patterns.dashboard, { schoolId: segment(schoolId) }), query),
  plan: (schoolId: Id) => generatePath(patterns.plan, { schoolId: segment(schoolId) }),
  planCalendar: (schoolId: Id) => generatePath(patterns.planCalendar, { schoolId: segment(schoolId) }),
  planAssignment: (schoolId: Id, assignmentId: Id) =>
    generatePath(patterns.planAssignment, {
      schoolId: segment(schoolId),
      assignmentId: segment(assignmentId),
    }),
  check: (schoolId: Id) => generatePath(patterns.check, { schoolId: segment(schoolId) }),
  fix: (schoolId: Id, assignmentId?: Id) =>
    assignmentId === undefined
      ? generatePath(patterns.fix, { schoolId: segment(schoolId) })
      : generatePath(patterns.fixAssignment, {
          schoolId: segment(schoolId),
          assignmentId: segment(assignmentId),
        }),
  /** One work's fix screen, with the students chosen on the results or the misconception to tick (readFixSearch). */
  fixAssignment: (
    schoolId: Id,
    assignmentId: Id,
    { students, misconceptionId }: { students?: readonly number[]; misconceptionId?: number | null } = {},
  ) => {
    const path = generatePath(patterns.fixAssignment, {
      schoolId: segment(schoolId),
      assignmentId: segment(assignmentId),
    });
    // Written out rather than through URLSearchParams, which would turn the list's commas into %2C.
    const query = [
      ...(students && students.length > 0 ? [`students=${students.join(',')}`] : []),
      ...(misconceptionId ? [`misconceptionId=${misconceptionId}`] : []),
    ];
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  },
  assignment: (schoolId: Id, assignmentId: Id) =>
    generatePath(patterns.assignment, { schoolId: segment(schoolId), assignmentId: segment(assignmentId) }),
  assignmentQuestion: (schoolId: Id, assignmentId: Id, questionId: Id) =>
    generatePath(patterns.assignmentQuestion, {
      schoolId: segment(schoolId),
      assignmentId: segment(assignmentId),
      questionId: segment(questionId),
    }),
  assignmentStudent: (schoolId: Id, assignmentId: Id, studentId: Id) =>
    generatePath(patterns.assignmentStudent, {
      schoolId: segment(schoolId),
      assignmentId: segment(assignmentId),
      studentId: segment(studentId),
    }),
  independentStudy: (schoolId: Id, quizId: Id, tab?: string, questionSequence?: Id) =>
    generatePath(patterns.independentStudy, {
      schoolId: segment(schoolId),
      quizId: segment(quizId),
      tab: tab ?? null,
      questionSequence: questionSequence === undefined ? null : segment(questionSequence),
    }),
  independentStudyQuestion: (schoolId: Id, quizId: Id, questionId: Id) =>
    generatePath(patterns.independentStudyQuestion, {
      schoolId: segment(schoolId),
      quizId: segment(quizId),
      questionId: segment(questionId),
    }),
  notifications: (schoolId: Id) => generatePath(patterns.notifications, { schoolId: segment(schoolId) }),
  /** The assistant, opened from a page: `context` is `class:12`, `student:3`, `assignment:40` or `school:1`. */
  assistant: (from?: { context: string; contextUrl: string }) =>
    from
      ? withQuery(patterns.assistant, { context: from.context, contextUrl: from.contextUrl })
      : patterns.assistant,
  assistantFeedback: () => patterns.assistantFeedback,
};
