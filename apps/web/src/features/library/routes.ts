import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const libraryRoutes: RouteObject[] = [
  // The topic library, or one quiz by its code. Listed in spec §2 among the public routes; it lives in
  // the signed-in shell because it reads the school's context, and visitors are sent to sign in first.
  lazyPage('schoolQuizzes', async () => (await import('./components/quiz-page.tsx')).SchoolQuizzesPage),
];

/** The public quiz library (app/route-table/public-routes.ts lists every feature's public pages). */
export const libraryPublicRoutes: RouteObject[] = [
  lazyPage('quizzes', async () => (await import('./components/quiz-page.tsx')).PublicQuizzesPage),
];
