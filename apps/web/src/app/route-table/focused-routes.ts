import type { RouteObject } from 'react-router';
import { classSettingsStandaloneRoutes } from '../../features/class-settings/routes.ts';
import { classesStandaloneRoutes } from '../../features/classes/routes.ts';
import { liveLessonModalRoutes, liveLessonStudentRoutes } from '../../features/live-lesson/routes.ts';
import { parentRoleHomeRoutes } from '../../features/parent/routes.ts';
import { pendingStandaloneRoutes } from '../../features/pending/routes.ts';
import { quizSessionModalRoutes } from '../../features/quiz-session/routes.ts';
import { schoolsStandaloneRoutes } from '../../features/schools/routes.ts';
import { studentRoleHomeRoutes } from '../../features/student/routes.ts';
import { topicFlowModalRoutes } from '../../features/topic-flow/routes.ts';
import { guardedBy, guards, roleGuard } from './lazy-route.ts';

/*
 * The focused layouts' pages: each feature declares its screens in its `routes.ts`; these lists only
 * gather them, and choose the guard each feature's pages sit behind.
 */

/** Full-screen, focused screens (the modal layout). */
export const modalPages: RouteObject[] = [...topicFlowModalRoutes, ...liveLessonModalRoutes];

/**
 * A student answering their work: the modal layout, behind a guard that only asks for a session
 * (the teachers' guard would send a student away); the screen tells anyone else it is for students.
 */
export const studentModalPages: RouteObject[] = [...quizSessionModalRoutes, ...liveLessonStudentRoutes];

/** Signed-in screens outside the app's navigation. */
export const standalonePages: RouteObject[] = [
  ...guardedBy(guards.pendingMembership, pendingStandaloneRoutes),
  ...guardedBy(guards.session, schoolsStandaloneRoutes),
  ...guardedBy(guards.confirmedMembership, [...classesStandaloneRoutes, ...classSettingsStandaloneRoutes]),
];

/** Signed in as a student or a parent (the server's token redirect sends them here), outside the teacher app. */
export const roleHomePages: RouteObject[] = [
  ...guardedBy(roleGuard('Student'), studentRoleHomeRoutes),
  ...guardedBy(roleGuard('Parent'), parentRoleHomeRoutes),
];
