import { generatePath } from 'react-router';
import { type Id, segment, withQuery } from '../build-path.ts';

/** The head of department's reports (features school-reports, growth, data-exports). */
const patterns = {
  reports: '/:schoolId/reports',
  reportsSchool: '/:schoolId/reports/school',
  reportsClasses: '/:schoolId/reports/classes',
  reportsGroup: '/:schoolId/reports/group',
  reportsGrowth: '/:schoolId/reports/growth',
  reportsBaseline: '/:schoolId/reports/baseline',
  reportsExports: '/:schoolId/reports/exports',
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
  reportsGrowth: (schoolId: Id) => generatePath(patterns.reportsGrowth, { schoolId: segment(schoolId) }),
  reportsBaseline: (schoolId: Id) => generatePath(patterns.reportsBaseline, { schoolId: segment(schoolId) }),
  /** Data exports: the transaction CSV (every answer of a range) and the school's other raw data. */
  reportsExports: (schoolId: Id) => generatePath(patterns.reportsExports, { schoolId: segment(schoolId) }),
};
