import { generatePath } from 'react-router';
import { type Id, segment, withQuery } from '../build-path.ts';

/**
 * Live lessons (issue 31, feature live-lesson): the teacher starts one, runs it from their own screen
 * and shows its board; students join by their home's card, the code or the QR code's address.
 */
const patterns = {
  /** Choose the class and questions (`?groupId=&questionIds=&quizId=&topicUnitId=` fill it in). */
  liveLessonStart: '/:schoolId/live-lessons/new',
  /** The teacher's own screen: the controls, who answered what, reasons, follow-up. */
  liveLesson: '/:schoolId/live-lessons/:lessonId',
  /** The board for the projector: counts, the distribution and anonymous reasons, no names. */
  liveLessonBoard: '/:schoolId/live-lessons/:lessonId/board',
  /** A student's phone: the code typed, or the QR code's address with it (`?code=`, the contract's liveLessonJoinPath). */
  liveLessonJoin: '/live/join',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const liveLessonsRoutePatterns = patterns;

export interface LiveLessonStartSearch {
  groupId?: number | null;
  questionIds?: readonly number[];
  quizId?: number | null;
  topicUnitId?: number | null;
}

/** Builds the href of each of this area's routes; the names match its patterns. */
export const liveLessonsPaths = {
  liveLessonStart: (schoolId: Id, search: LiveLessonStartSearch = {}) =>
    withQuery(generatePath(patterns.liveLessonStart, { schoolId: segment(schoolId) }), {
      groupId: search.groupId ? String(search.groupId) : null,
      questionIds: search.questionIds?.length ? search.questionIds.join(',') : null,
      quizId: search.quizId ? String(search.quizId) : null,
      topicUnitId: search.topicUnitId ? String(search.topicUnitId) : null,
    }),
  liveLesson: (schoolId: Id, lessonId: Id) =>
    generatePath(patterns.liveLesson, { schoolId: segment(schoolId), lessonId: segment(lessonId) }),
  liveLessonBoard: (schoolId: Id, lessonId: Id) =>
    generatePath(patterns.liveLessonBoard, { schoolId: segment(schoolId), lessonId: segment(lessonId) }),
  liveLessonJoin: (code?: string) => withQuery(patterns.liveLessonJoin, { code: code ?? null }),
};
