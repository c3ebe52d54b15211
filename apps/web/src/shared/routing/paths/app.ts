import { TUTOR_ORIGIN } from '../../config/constants.ts';

/**
 * The app's own addresses: the spec's old addresses that redirect (app/redirects.ts), the tutor site, the
 * style guide, page-not-found.
 */
const patterns = {
  styleGuide: '/style-guide',
  legacyHome: '/c',
  signupNewTeacher: '/signup/new/teacher',
  signupTeacherChoice: '/signup/teacher/choice',
  signupNewStudent: '/signup/new/student',
  collections: '/:schoolId/collections/:collectionId?',
  teachersRedirect: '/:schoolId/teachers',
  classesRedirect: '/:schoolId/classes',
  analyticsBaseline: '/:schoolId/analytics/baseline',
  analyticsGrowth: '/:schoolId/analytics/growth',
  analyticsSchool: '/:schoolId/analytics/school',
  analyticsGroup: '/:schoolId/analytics/group',
  analyticsOther: '/:schoolId/analytics/*',
  tutor: '/tutor/*',
  notFound: '*',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const appRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const appPaths = {
  styleGuide: () => patterns.styleGuide,
  /** The external tutor site keeps the path it was asked for. */
  tutor: (pathAndQuery: string) => `${TUTOR_ORIGIN}${pathAndQuery}`,
};
