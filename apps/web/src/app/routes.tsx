import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { routePatterns as p, type RouteName } from '../shared/routing/paths.ts';
import { LoadingScreen } from '../shared/ui/loading-screen.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import type { PlannedRouteHandle } from './planned-screen.tsx';
import type { PlannedRouteName } from './planned-screens.ts';
import { redirectLoaders } from './redirects.ts';
import type { HomeRole } from './role-home.ts';
import { RootLayout } from './root-layout.tsx';
import { LayoutErrorBoundary, RootErrorBoundary } from './route-error-boundary.tsx';

/**
 * The one route table of the app (spec §2). Paths come from shared/routing/paths.ts; every screen
 * is a lazily loaded module, so a visitor to /login downloads the sign-in form and nothing of the
 * signed-in app. Route ids are the names in routePatterns.
 *
 * The data cache (TanStack Query) is provided by the lazily loaded `data` and `publicData` routes
 * (dataRoot) rather than in app.tsx: only the sign-in page and the not-found page sit outside
 * them. A new screen goes below one of them, unless it is certain never to read server data.
 */

/** The generic PlannedScreen with the words of one route: they arrive with the screen. */
async function plannedScreen(name: PlannedRouteName) {
  const [{ PlannedScreen }, { plannedScreens }] = await Promise.all([
    import('./planned-screen.tsx'),
    import('./planned-screens.ts'),
  ]);
  const handle: PlannedRouteHandle = { planned: plannedScreens[name] };
  return { Component: PlannedScreen, handle };
}

/**
 * A route whose screen belongs to a later issue: the generic PlannedScreen with its real title.
 * Its words arrive with the screen, so they stay out of the first download.
 */
function planned(name: PlannedRouteName): RouteObject {
  return { id: name, path: p[name], lazy: () => plannedScreen(name) };
}

/** A student's or a parent's home: its screen behind the guard of that role (role-home.ts). */
function roleHome(
  name: RouteName,
  role: HomeRole,
  screen: () => Promise<{ Component: ComponentType }>,
): RouteObject {
  return {
    id: name,
    path: p[name],
    lazy: async () => {
      const [loaded, { requireRole }] = await Promise.all([screen(), import('./role-home.ts')]);
      return { ...loaded, loader: requireRole(role) };
    },
  };
}

/** The data cache's provider (layouts/data-root.tsx), for the routes that may read server data. */
async function dataRoot() {
  return { Component: (await import('./layouts/data-root.tsx')).DataRoot };
}

function redirectRoute(name: RouteName, loader: LoaderFunction): RouteObject {
  return { id: name, path: p[name], loader };
}

/** Wraps a layout's pages so that a failing page keeps the layout's header and navigation. */
function pagesOf(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: LayoutErrorBoundary, children }];
}

const redirects: RouteObject[] = [
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

/** The other public pages, below the data cache. */
const publicPages: RouteObject[] = [
  {
    id: 'home',
    path: p.home,
    lazy: async () => ({ Component: (await import('../features/home/components/home-page.tsx')).HomePage }),
  },
  planned('unsubscribe'),
  planned('forgotPassword'),
  planned('resetPassword'),
  planned('signup'),
  planned('signupTeacher'),
  planned('signupRole'),
  planned('signupInviteCode'),
  planned('signupNew'),
  planned('signupConfirm'),
  planned('oauthLogin'),
  planned('account'),
  {
    id: 'flowTemplate',
    path: p.flowTemplate,
    lazy: async () => {
      const [{ FlowTemplatePage }, { requireSignedIn }] = await Promise.all([
        import('../features/topic-flow/components/flow-template-page.tsx'),
        import('./role-home.ts'),
      ]);
      return { Component: FlowTemplatePage, loader: requireSignedIn };
    },
  },
  {
    id: 'topicSession',
    path: p.topicSession,
    lazy: async () => {
      const [{ TopicSessionPage }, { requireSignedIn }] = await Promise.all([
        import('../features/topic-flow/components/topic-session-page.tsx'),
        import('./role-home.ts'),
      ]);
      return { Component: TopicSessionPage, loader: requireSignedIn };
    },
  },
  {
    id: 'quizzes',
    path: p.quizzes,
    lazy: async () => ({
      Component: (await import('../features/library/components/quiz-page.tsx')).PublicQuizzesPage,
    }),
  },
];

/** The sign-in page: outside the data cache, so /login downloads none of it. */
const loginPage: RouteObject = {
  id: 'login',
  path: p.login,
  lazy: async () => {
    const [{ LoginPage }, { loginLoader }] = await Promise.all([
      import('../features/auth/components/login-page.tsx'),
      import('../features/auth/login-loader.ts'),
    ]);
    return { Component: LoginPage, loader: loginLoader };
  },
};

// Eager: the root error boundary shows the same page for a 404, so it is in the first download anyway.
const notFoundPage: RouteObject = { id: 'notFound', path: p.notFound, Component: NotFoundPage };

/** The signed-in app with the shared layout (navigation, school and class pickers). */
const shellPages: RouteObject[] = [
  {
    id: 'dashboard',
    path: p.dashboard,
    lazy: async () => ({
      Component: (await import('../features/dashboard/components/dashboard-page.tsx')).DashboardPage,
    }),
  },
  // The topic library, or one quiz by its code. Listed in spec §2 among the public routes; it lives in
  // the signed-in shell because it reads the school's context, and visitors are sent to sign in first.
  {
    id: 'schoolQuizzes',
    path: p.schoolQuizzes,
    lazy: async () => ({
      Component: (await import('../features/library/components/quiz-page.tsx')).SchoolQuizzesPage,
    }),
  },
  planned('assistant'),
  planned('config'),
  {
    id: 'plan',
    path: p.plan,
    lazy: async () => ({ Component: (await import('../features/plan/components/plan-page.tsx')).PlanPage }),
  },
  {
    id: 'planCalendar',
    path: p.planCalendar,
    lazy: async () => ({
      Component: (await import('../features/plan/components/plan-calendar-page.tsx')).PlanCalendarPage,
    }),
  },
  {
    id: 'planAssignment',
    path: p.planAssignment,
    lazy: async () => ({
      Component: (await import('../features/plan/components/assignment-page.tsx')).AssignmentPage,
    }),
  },
  {
    id: 'check',
    path: p.check,
    lazy: async () => ({
      Component: (await import('../features/check/components/check-page.tsx')).CheckPage,
    }),
  },
  {
    id: 'fix',
    path: p.fix,
    lazy: async () => ({ Component: (await import('../features/fix/components/fix-page.tsx')).FixPage }),
  },
  {
    id: 'fixAssignment',
    path: p.fixAssignment,
    lazy: async () => ({
      Component: (await import('../features/fix/components/fix-assignment-page.tsx')).FixAssignmentPage,
    }),
  },
  {
    id: 'assignment',
    path: p.assignment,
    lazy: async () => ({
      Component: (await import('../features/results/components/assignment-results-page.tsx'))
        .AssignmentResultsPage,
    }),
  },
  {
    id: 'assignmentQuestion',
    path: p.assignmentQuestion,
    lazy: async () => ({
      Component: (await import('../features/results/components/assignment-question-page.tsx'))
        .AssignmentQuestionPage,
    }),
  },
  {
    id: 'independentStudy',
    path: p.independentStudy,
    lazy: async () => ({
      Component: (await import('../features/results/components/independent-study-page.tsx'))
        .IndependentStudyPage,
    }),
  },
  {
    id: 'independentStudyQuestion',
    path: p.independentStudyQuestion,
    lazy: async () => ({
      Component: (await import('../features/results/components/independent-study-page.tsx'))
        .IndependentStudyQuestionPage,
    }),
  },
  planned('students'),
  planned('studentsEffort'),
  planned('studentsProficiency'),
  planned('studentsBaseline'),
  planned('studentsGrowth'),
  planned('student'),
  planned('motivate'),
  planned('classLeague'),
  planned('schoolLeague'),
  planned('groupLeague'),
  planned('reports'),
  planned('reportsSchool'),
  planned('reportsClasses'),
  planned('reportsGroup'),
  planned('reportsGrowth'),
  planned('reportsBaseline'),
  planned('settings'),
  planned('settingsClass'),
  {
    id: 'settingsAssignments',
    path: p.settingsAssignments,
    lazy: async () => ({
      Component: (await import('../features/set-work/components/assignment-settings-page.tsx'))
        .AssignmentSettingsPage,
    }),
  },
  planned('settingsStudents'),
  planned('settingsStudentsAddClasses'),
  planned('settingsStudentsManageClasses'),
  planned('settingsScopeStudents'),
  planned('settingsScopeStudentsAddClasses'),
  planned('settingsScopeStudentsManageClasses'),
  planned('settingsTeachers'),
  planned('settingsTeachersAddClasses'),
  planned('settingsTeachersManageClasses'),
  planned('settingsScopeTeachers'),
  planned('settingsScopeTeachersAddClasses'),
  planned('settingsScopeTeachersManageClasses'),
  planned('settingsParents'),
  planned('settingsClasses'),
  planned('settingsSync'),
  planned('classNotifications'),
  planned('uploads'),
  {
    id: 'notifications',
    path: p.notifications,
    lazy: async () => ({
      Component: (await import('../features/notifications/components/notifications-page.tsx'))
        .NotificationsPage,
    }),
  },
  planned('teacher'),
];

/** Full-screen, focused screens (the modal layout). */
const modalPages: RouteObject[] = [
  {
    id: 'topicFluency',
    path: p.topicFluency,
    lazy: async () => ({
      Component: (await import('../features/topic-flow/components/topic-template-page.tsx')).TopicFluencyPage,
    }),
  },
  {
    id: 'topicDiagnostic',
    path: p.topicDiagnostic,
    lazy: async () => ({
      Component: (await import('../features/topic-flow/components/topic-template-page.tsx'))
        .TopicDiagnosticPage,
    }),
  },
];

/**
 * A student answering their work: the modal layout, behind a guard that only asks for a session
 * (the teachers' guard would send a student away); the screen tells anyone else it is for students.
 */
const studentModalPages: RouteObject[] = [
  {
    id: 'quizSession',
    path: p.quizSession,
    lazy: async () => ({
      Component: (await import('../features/quiz-session/components/quiz-session-page.tsx')).QuizSessionPage,
    }),
  },
];

/** Signed-in screens outside the app's navigation. */
const standalonePages: RouteObject[] = [
  {
    id: 'pending',
    path: p.pending,
    lazy: async () => {
      const [{ PendingPage }, { requirePendingMembership }] = await Promise.all([
        import('../features/pending/components/pending-page.tsx'),
        import('./session-loaders.ts'),
      ]);
      return { Component: PendingPage, loader: requirePendingMembership };
    },
  },
  planned('welcome'),
  planned('welcomeIntro'),
  planned('welcomeQuestion'),
  planned('schools'),
  planned('schoolsSearch'),
  planned('schoolsAdd'),
  planned('schoolsJoin'),
  planned('classesAdd'),
  planned('classesNew'),
  planned('settingsClassTeachersEdit'),
  planned('classStudentsEdit'),
  planned('classStudentsMove'),
  planned('classSwitch'),
  planned('classPage'),
];

/** Signed in as a student or a parent (the server's token redirect sends them here), outside the teacher app. */
const roleHomePages: RouteObject[] = [
  roleHome('studentHome', 'Student', async () => ({
    Component: (await import('../features/student/components/student-home-page.tsx')).StudentHomePage,
  })),
  roleHome('parentHome', 'Parent', async () => ({
    Component: (await import('../features/parent/components/parent-home-page.tsx')).ParentHomePage,
  })),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: LoadingScreen,
    children: [
      ...redirects,
      {
        id: 'loginRedirect',
        path: p.loginRedirect,
        Component: LoadingScreen,
        lazy: async () => ({
          loader: (await import('../features/auth/route-loaders.ts')).loginRedirectLoader,
        }),
      },
      {
        id: 'logout',
        path: p.logout,
        Component: LoadingScreen,
        lazy: async () => ({ loader: (await import('../features/auth/route-loaders.ts')).logoutLoader }),
      },
      {
        id: 'public',
        Component: PublicLayout,
        children: pagesOf([
          loginPage,
          { id: 'publicData', lazy: dataRoot, children: publicPages },
          notFoundPage,
        ]),
      },
      {
        id: 'data',
        lazy: dataRoot,
        children: [
          {
            id: 'styleGuide',
            path: p.styleGuide,
            lazy: async () => ({
              Component: (await import('../features/style-guide/style-guide-page.tsx')).StyleGuidePage,
            }),
          },
          {
            id: 'roleHome',
            lazy: async () => ({
              Component: (await import('./layouts/role-home-layout.tsx')).RoleHomeLayout,
            }),
            children: pagesOf(roleHomePages),
          },
          {
            id: 'studentModal',
            lazy: async () => {
              const [{ ModalLayout }, { requireSignedIn }] = await Promise.all([
                import('./layouts/modal-layout.tsx'),
                import('./role-home.ts'),
              ]);
              return { Component: ModalLayout, loader: requireSignedIn };
            },
            children: pagesOf(studentModalPages),
          },
          {
            id: 'signedIn',
            lazy: async () => {
              const [{ SignedInRoot }, { loadSession }] = await Promise.all([
                import('./layouts/signed-in-root.tsx'),
                import('./session-loaders.ts'),
              ]);
              return { Component: SignedInRoot, loader: loadSession };
            },
            children: [
              {
                id: 'shell',
                lazy: async () => {
                  const [{ ShellLayout }, { requireConfirmedMembership }] = await Promise.all([
                    import('./layouts/shell-layout.tsx'),
                    import('./session-loaders.ts'),
                  ]);
                  return { Component: ShellLayout, loader: requireConfirmedMembership };
                },
                children: pagesOf(shellPages),
              },
              {
                id: 'modal',
                lazy: async () => {
                  const [{ ModalLayout }, { requireConfirmedMembership }] = await Promise.all([
                    import('./layouts/modal-layout.tsx'),
                    import('./session-loaders.ts'),
                  ]);
                  return { Component: ModalLayout, loader: requireConfirmedMembership };
                },
                children: pagesOf(modalPages),
              },
              {
                id: 'standalone',
                lazy: async () => ({
                  Component: (await import('./layouts/standalone-layout.tsx')).StandaloneLayout,
                }),
                children: pagesOf(standalonePages),
              },
            ],
          },
        ],
      },
    ],
  },
];
