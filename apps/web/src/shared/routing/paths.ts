import { isLocalPath as isLocalPathRule } from '@mathsight/contract/auth-rules.ts';
import { matchPath } from 'react-router';
import { accountPaths, accountRoutePatterns } from './paths/account.ts';
import { appPaths, appRoutePatterns } from './paths/app.ts';
import { lessonsPaths, lessonsRoutePatterns } from './paths/lessons.ts';
import { liveLessonsPaths, liveLessonsRoutePatterns } from './paths/live-lessons.ts';
import { reportsPaths, reportsRoutePatterns } from './paths/reports.ts';
import { roleHomesPaths, roleHomesRoutePatterns } from './paths/role-homes.ts';
import { schoolsPaths, schoolsRoutePatterns } from './paths/schools.ts';
import { settingsPaths, settingsRoutePatterns } from './paths/settings.ts';
import { studentsPaths, studentsRoutePatterns } from './paths/students.ts';
import { workPaths, workRoutePatterns } from './paths/work.ts';

/**
 * Every route path of the app (spec §2), gathered from the areas of paths/: each area declares its
 * own patterns and link builders in a file of its own, so a new screen edits only its area's file,
 * and a new area adds one file and its two lines here (decision 0042). The route table is built
 * from these patterns (route ids are their names) and every link by `paths`. Features import this
 * from shared, since they may not import each other nor the app layer that owns the table.
 */
export const routePatterns = {
  ...accountRoutePatterns,
  ...lessonsRoutePatterns,
  ...liveLessonsRoutePatterns,
  ...workRoutePatterns,
  ...studentsRoutePatterns,
  ...reportsRoutePatterns,
  ...settingsRoutePatterns,
  ...schoolsRoutePatterns,
  ...roleHomesRoutePatterns,
  ...appRoutePatterns,
} as const;

export type RouteName = keyof typeof routePatterns;

/** Builds the href of every route; the names match routePatterns. */
export const paths = {
  ...accountPaths,
  ...lessonsPaths,
  ...liveLessonsPaths,
  ...workPaths,
  ...studentsPaths,
  ...reportsPaths,
  ...settingsPaths,
  ...schoolsPaths,
  ...roleHomesPaths,
  ...appPaths,
};

/** A school id from the address, or null when the segment is not a positive whole number. */
export function parseSchoolId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** Pages for any signed-in user, whatever their role: lessons, lesson previews and quiz sessions. */
const OPEN_TO_EVERY_ROLE = [
  routePatterns.flowTemplate,
  routePatterns.topicSession,
  routePatterns.topicFluency,
  routePatterns.topicDiagnostic,
  routePatterns.quizSession,
  // A student who scans the board's QR code and signs in goes on into the lesson.
  routePatterns.liveLessonJoin,
];

/**
 * True when `value` is a page of this app that a student or parent may open too. One who signs in
 * to reach such a page (a lesson link from their teacher) goes on to it, not to their home.
 */
export function isOpenToEveryRole(value: string | null | undefined): value is string {
  if (!isLocalPath(value)) return false;
  const pathname = new URL(value, 'http://x').pathname;
  return OPEN_TO_EVERY_ROLE.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** True when `value` is a path inside this app, never another site (the contract's rule). */
export function isLocalPath(value: string | null | undefined): value is string {
  // The Zod-free form of the contract's LocalPathSchema: every page checks redirect targets.
  return isLocalPathRule(value);
}
