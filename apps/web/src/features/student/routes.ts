import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/**
 * A student's pages, outside the teacher app (app/route-table/focused-routes.ts lists every
 * feature's and loads the student's role guard beside these).
 */
export const studentRoleHomeRoutes: RouteObject[] = [
  lazyPage('studentHome', async () => (await import('./components/student-home-page.tsx')).StudentHomePage),
  lazyPage(
    'studentWork',
    async () => (await import('./components/student-review-page.tsx')).StudentReviewPage,
  ),
];
