import type { RouteObject } from 'react-router';
import { accountPublicRoutes } from '../../features/account/routes.ts';
import { emailPreferencesPublicRoutes } from '../../features/email-preferences/routes.ts';
import { googleSignInPublicRoutes } from '../../features/google-sign-in/routes.ts';
import { homePublicRoutes } from '../../features/home/routes.ts';
import { libraryPublicRoutes } from '../../features/library/routes.ts';
import { passwordResetPublicRoutes } from '../../features/password-reset/routes.ts';
import { signupPublicRoutes } from '../../features/signup/routes.ts';
import { topicFlowPublicRoutes } from '../../features/topic-flow/routes.ts';
import { routePatterns as p } from '../../shared/routing/paths.ts';
import { LoadingScreen } from '../../shared/ui/loading-screen.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { redirectLoaders } from '../redirects.ts';
import { guardedBy, guards, redirectRoute } from './lazy-route.ts';

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

/**
 * The public pages below the data cache (the sign-in page, features/auth/routes.ts, sits outside it): each feature declares its own in its `routes.ts`;
 * this list only gathers them, and chooses the guard of those that need a signed-in visitor.
 */
export const publicPages: RouteObject[] = [
  ...homePublicRoutes,
  ...emailPreferencesPublicRoutes,
  ...passwordResetPublicRoutes,
  ...signupPublicRoutes,
  ...googleSignInPublicRoutes,
  ...guardedBy(guards.signedIn, [...accountPublicRoutes, ...topicFlowPublicRoutes]),
  ...libraryPublicRoutes,
];

// Eager: the root error boundary shows the same page for a 404, so it is in the first download anyway.
export const notFoundPage: RouteObject = { id: 'notFound', path: p.notFound, Component: NotFoundPage };
