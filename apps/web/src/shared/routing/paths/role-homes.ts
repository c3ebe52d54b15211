import { generatePath } from 'react-router';
import { type Id, segment } from '../build-path.ts';

/** A student's and a parent's pages, outside the teacher app (features student, parent). */
const patterns = {
  studentHome: '/student',
  /** A student's read-only review of one piece of work (issue 11). */
  studentWork: '/student/work/:assignmentId',
  parentHome: '/parent',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const roleHomesRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const roleHomesPaths = {
  /** Where the server's token redirect sends a student (spec §4). */
  studentHome: (group?: 'Done') => (group ? `${patterns.studentHome}?group=${group}` : patterns.studentHome),
  /** The student's review of one piece of work, with their teacher's comments. */
  studentWork: (assignmentId: Id) =>
    generatePath(patterns.studentWork, { assignmentId: segment(assignmentId) }),
  /** Where the server's token redirect sends a parent (spec §4). */
  parentHome: () => patterns.parentHome,
};
