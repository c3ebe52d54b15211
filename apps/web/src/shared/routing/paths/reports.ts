import { generatePath } from 'react-router';
import { type Id, segment, withQuery } from '../build-path.ts';

/** The head of department's reports (features school-reports, topic-reports, growth, lesson-progress, data-exports). */
const patterns = {
  reports: '/:schoolId/reports',
  reportsSchool: '/:schoolId/reports/school',
  reportsClasses: '/:schoolId/reports/classes',
  reportsGroup: '/:schoolId/reports/group',
  reportsTopics: '/:schoolId/reports/topics',
  reportsDiagnostic: '/:schoolId/reports/diagnostic',
  reportsGrowth: '/:schoolId/reports/growth',
  reportsBaseline: '/:schoolId/reports/baseline',
  /** Lesson progress (issue 26): how far a class has got through a piece of work's lesson flows. */
  reportsLessonProgress: '/:schoolId/reports/lesson-progress',
  reportsExports: '/:schoolId/reports/exports',
  /** A school's usage week by week (issue 32), for its administrators. */
  reportsUsage: '/:schoolId/reports/usage',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const reportsRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const reportsPaths = {
  reports: (schoolId: Id) => generatePath(patterns.reports, { schoolId: segment(schoolId) }),
  reportsSchool: (schoolId: Id) => generatePath(patterns.reportsSchool, { schoolId: segment(schoolId) }),
  reportsClasses: (schoolId: Id) => generatePath(patterns.reportsClasses, { schoolId: segment(schoolId) }),
  /** One class in depth; `groupId` chooses the class (the report's picker). */
  reportsGroup: (schoolId: Id, groupId?: Id | null) =>
    withQuery(generatePath(patterns.reportsGroup, { schoolId: segment(schoolId) }), {
      groupId: groupId ? segment(groupId) : null,
    }),
  /** A topic's results across the classes; `topicUnitId` chooses the topic. */
  reportsTopics: (schoolId: Id, topicUnitId?: Id | null) =>
    withQuery(generatePath(patterns.reportsTopics, { schoolId: segment(schoolId) }), {
      topicUnitId: topicUnitId ? segment(topicUnitId) : null,
    }),
  /** A diagnostic quiz's results by misconception for a class (`?groupId=`) or a year group. */
  reportsDiagnostic: (schoolId: Id) =>
    generatePath(patterns.reportsDiagnostic, { schoolId: segment(schoolId) }),
  reportsGrowth: (schoolId: Id) => generatePath(patterns.reportsGrowth, { schoolId: segment(schoolId) }),
  reportsBaseline: (schoolId: Id) => generatePath(patterns.reportsBaseline, { schoolId: segment(schoolId) }),
  /** `groupId` chooses the class on arrival (usePageClass). */
  reportsLessonProgress: (schoolId: Id, groupId?: Id | null) =>
    withQuery(generatePath(patterns.reportsLessonProgress, { schoolId: segment(schoolId) }), {
      groupId: groupId ? segment(groupId) : null,
    }),
  /** Data exports: the transaction CSV (every answer of a range) and the school's other raw data. */
  reportsExports: (schoolId: Id) => generatePath(patterns.reportsExports, { schoolId: segment(schoolId) }),
};
