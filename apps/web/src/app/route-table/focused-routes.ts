import type { RouteObject } from 'react-router';
import { type LoadScreen, lazyPage } from '../../shared/routing/lazy-page.ts';
import type { HomeRole } from '../role-home.ts';
import { guards } from './lazy-route.ts';

/** Full-screen, focused screens (the modal layout). */
export const modalPages: RouteObject[] = [
  lazyPage(
    'topicFluency',
    async () =>
      (await import('../../features/topic-flow/components/topic-template-page.tsx')).TopicFluencyPage,
  ),
  lazyPage(
    'topicDiagnostic',
    async () =>
      (await import('../../features/topic-flow/components/topic-template-page.tsx')).TopicDiagnosticPage,
  ),
];

/**
 * A student answering their work: the modal layout, behind a guard that only asks for a session
 * (the teachers' guard would send a student away); the screen tells anyone else it is for students.
 */
export const studentModalPages: RouteObject[] = [
  lazyPage(
    'quizSession',
    async () =>
      (await import('../../features/quiz-session/components/quiz-session-page.tsx')).QuizSessionPage,
  ),
];

/** Signed-in screens outside the app's navigation. */
export const standalonePages: RouteObject[] = [
  lazyPage(
    'pending',
    async () => (await import('../../features/pending/components/pending-page.tsx')).PendingPage,
    guards.pendingMembership,
  ),
  lazyPage(
    'welcome',
    async () => (await import('../../features/schools/components/welcome-page.tsx')).WelcomePage,
    guards.session,
  ),
  lazyPage(
    'welcomeIntro',
    async () => (await import('../../features/schools/components/welcome-page.tsx')).WelcomePage,
    guards.session,
  ),
  lazyPage(
    'welcomeQuestion',
    async () => (await import('../../features/schools/components/welcome-page.tsx')).WelcomePage,
    guards.session,
  ),
  lazyPage(
    'schools',
    async () => (await import('../../features/schools/components/schools-page.tsx')).SchoolsPage,
    guards.session,
  ),
  lazyPage(
    'schoolsSearch',
    async () => (await import('../../features/schools/components/schools-page.tsx')).SchoolsPage,
    guards.session,
  ),
  lazyPage(
    'schoolsAdd',
    async () => (await import('../../features/schools/components/schools-page.tsx')).SchoolsPage,
    guards.session,
  ),
  lazyPage(
    'schoolsJoin',
    async () => (await import('../../features/schools/components/schools-page.tsx')).SchoolsPage,
    guards.session,
  ),
  lazyPage(
    'classesAdd',
    async () => (await import('../../features/classes/components/new-class-page.tsx')).NewClassPage,
    guards.confirmedMembership,
  ),
  lazyPage(
    'classesNew',
    async () => (await import('../../features/classes/components/new-class-page.tsx')).NewClassPage,
    guards.confirmedMembership,
  ),
  lazyPage(
    'settingsClassTeachersEdit',
    async () =>
      (await import('../../features/class-settings/components/class-teachers-page.tsx')).ClassTeachersPage,
    guards.confirmedMembership,
  ),
  lazyPage(
    'classStudentsEdit',
    async () =>
      (await import('../../features/class-settings/components/class-students-page.tsx')).ClassStudentsPage,
    guards.confirmedMembership,
  ),
  lazyPage(
    'classStudentsMove',
    async () =>
      (await import('../../features/class-settings/components/move-students-page.tsx')).MoveStudentsPage,
    guards.confirmedMembership,
  ),
  lazyPage(
    'classSwitch',
    async () =>
      (await import('../../features/class-settings/components/class-switch-page.tsx')).ClassSwitchPage,
    guards.confirmedMembership,
  ),
  lazyPage(
    'classPage',
    async () => (await import('../../features/class-settings/components/class-page.tsx')).ClassPage,
    guards.confirmedMembership,
  ),
];

/** A student's or a parent's home: its screen behind the guard of that role (role-home.ts). */
function roleHome(
  name: 'studentHome' | 'studentWork' | 'parentHome',
  role: HomeRole,
  screen: LoadScreen,
): RouteObject {
  return lazyPage(name, screen, async () => (await import('../role-home.ts')).requireRole(role));
}

/** Signed in as a student or a parent (the server's token redirect sends them here), outside the teacher app. */
export const roleHomePages: RouteObject[] = [
  roleHome(
    'studentHome',
    'Student',
    async () => (await import('../../features/student/components/student-home-page.tsx')).StudentHomePage,
  ),
  roleHome(
    'studentWork',
    'Student',
    async () => (await import('../../features/student/components/student-review-page.tsx')).StudentReviewPage,
  ),
  roleHome(
    'parentHome',
    'Parent',
    async () => (await import('../../features/parent/components/parent-home-page.tsx')).ParentHomePage,
  ),
];
