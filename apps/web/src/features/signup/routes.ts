import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's public pages (app/route-table/public-routes.ts lists every feature's). */
export const signupPublicRoutes: RouteObject[] = [
  lazyPage('signup', async () => (await import('./components/signup-page.tsx')).SignupPage),
  lazyPage(
    'signupTeacher',
    async () => (await import('./components/teacher-signup-page.tsx')).TeacherSignupPage,
  ),
  lazyPage('signupRole', async () => (await import('./components/signup-role-page.tsx')).SignupRolePage),
  lazyPage(
    'signupInviteCode',
    async () => (await import('./components/invite-code-page.tsx')).InviteCodePage,
  ),
  lazyPage(
    'signupNew',
    async () => (await import('./components/student-details-page.tsx')).StudentDetailsPage,
  ),
  lazyPage('signupConfirm', async () => (await import('./components/confirm-page.tsx')).ConfirmPage),
];
