import type { RouteObject } from 'react-router';
import { lazyPage, lazyRoute } from '../../shared/routing/lazy-page.ts';
import { routePatterns as p } from '../../shared/routing/paths.ts';
import { LoadingScreen } from '../../shared/ui/loading-screen.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { redirectLoaders } from '../redirects.ts';
import { guards, planned, redirectRoute } from './lazy-route.ts';

/** Old and alias addresses, each a loader that redirects (redirects.ts). */
export const redirects: RouteObject[] = [
  redirectRoute('legacyHome', redirectLoaders.legacyHome),
  redirectRoute('signupNewTeacher', redirectLoaders.signupTeacher),
  redirectRoute('signupTeacherChoice', redirectLoaders.signupTeacher),
  redirectRoute('signupNewStudent', redirectLoaders.signupStudent),
  redirectRoute('collections', redirectLoaders.collections),
  redirectRoute('teachersRedirect', redirectLoaders.teachers),
  redirectRoute('classesRedirect', redirectLoaders.classes),
  redirectRoute('analyticsBaseline', redirectLoaders.analyticsBaseline),
  redirectRoute('analyticsGrowth', redirectLoaders.analyticsGrowth),
  redirectRoute('analyticsSchool', redirectLoaders.analyticsSchool),
  redirectRoute('analyticsGroup', redirectLoaders.analyticsGroup),
  redirectRoute('analyticsOther', redirectLoaders.analyticsOther),
  { id: 'tutor', path: p.tutor, loader: redirectLoaders.tutor, Component: LoadingScreen },
];

/** Routes that only run a loader (sign-in redirect, sign-out) while the loading screen shows. */
export const authLoaderRoutes: RouteObject[] = [
  {
    id: 'loginRedirect',
    path: p.loginRedirect,
    Component: LoadingScreen,
    lazy: async () => ({
      loader: (await import('../../features/auth/route-loaders.ts')).loginRedirectLoader,
    }),
  },
  {
    id: 'logout',
    path: p.logout,
    Component: LoadingScreen,
    lazy: async () => ({ loader: (await import('../../features/auth/route-loaders.ts')).logoutLoader }),
  },
];

/** The other public pages, below the data cache. */
export const publicPages: RouteObject[] = [
  lazyPage('home', async () => (await import('../../features/home/components/home-page.tsx')).HomePage),
  lazyPage(
    'unsubscribe',
    async () =>
      (await import('../../features/email-preferences/components/unsubscribe-page.tsx')).UnsubscribePage,
  ),
  lazyPage(
    'forgotPassword',
    async () =>
      (await import('../../features/password-reset/components/forgot-password-page.tsx')).ForgotPasswordPage,
  ),
  lazyPage(
    'resetPassword',
    async () =>
      (await import('../../features/password-reset/components/reset-password-page.tsx')).ResetPasswordPage,
  ),
  lazyPage(
    'signup',
    async () => (await import('../../features/signup/components/signup-page.tsx')).SignupPage,
  ),
  lazyPage(
    'signupTeacher',
    async () => (await import('../../features/signup/components/teacher-signup-page.tsx')).TeacherSignupPage,
  ),
  lazyPage(
    'signupRole',
    async () => (await import('../../features/signup/components/signup-role-page.tsx')).SignupRolePage,
  ),
  lazyPage(
    'signupInviteCode',
    async () => (await import('../../features/signup/components/invite-code-page.tsx')).InviteCodePage,
  ),
  lazyPage(
    'signupNew',
    async () =>
      (await import('../../features/signup/components/student-details-page.tsx')).StudentDetailsPage,
  ),
  lazyPage(
    'signupConfirm',
    async () => (await import('../../features/signup/components/confirm-page.tsx')).ConfirmPage,
  ),
  planned('oauthLogin'),
  lazyPage(
    'account',
    async () => (await import('../../features/account/components/account-page.tsx')).AccountPage,
    guards.signedIn,
  ),
  lazyPage(
    'flowTemplate',
    async () =>
      (await import('../../features/topic-flow/components/flow-template-page.tsx')).FlowTemplatePage,
    guards.signedIn,
  ),
  lazyPage(
    'topicSession',
    async () =>
      (await import('../../features/topic-flow/components/topic-session-page.tsx')).TopicSessionPage,
    guards.signedIn,
  ),
  lazyPage(
    'quizzes',
    async () => (await import('../../features/library/components/quiz-page.tsx')).PublicQuizzesPage,
  ),
];

/** The sign-in page: outside the data cache, so /login downloads none of it. */
export const loginPage: RouteObject = {
  id: 'login',
  path: p.login,
  lazy: lazyRoute(
    async () => (await import('../../features/auth/components/login-page.tsx')).LoginPage,
    async () => (await import('../../features/auth/login-loader.ts')).loginLoader,
  ),
};

// Eager: the root error boundary shows the same page for a 404, so it is in the first download anyway.
export const notFoundPage: RouteObject = { id: 'notFound', path: p.notFound, Component: NotFoundPage };
